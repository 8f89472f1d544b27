import { describe, expect, it } from 'vitest';
import { createGridGraph, minCut, type GridGraph } from '../../src/engines/background-removal/max-flow';

/** Cost of a labelling (1 = source side): cut terminal arcs plus cut neighbour arcs source -> sink side. */
function cutCost(graph: GridGraph, labels: ArrayLike<number>): number {
  const { width, height, capacity, terminal } = graph;
  let cost = 0;
  for (let i = 0; i < width * height; i++) {
    if (labels[i] === 1 && terminal[i] < 0) cost -= terminal[i];
    if (labels[i] === 0 && terminal[i] > 0) cost += terminal[i];
    const x = i % width;
    const next = [x + 1 < width ? i + 1 : -1, i + width < width * height ? i + width : -1, x > 0 ? i - 1 : -1, i >= width ? i - width : -1];
    for (let dir = 0; dir < 4; dir++) {
      const j = next[dir];
      if (j >= 0 && labels[i] === 1 && labels[j] === 0) cost += capacity[i * 4 + dir];
    }
  }
  return cost;
}

function randomGraph(width: number, height: number, seed: number): GridGraph {
  let state = seed;
  const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const graph = createGridGraph(width, height);
  for (let i = 0; i < width * height; i++) {
    graph.terminal[i] = (random() - 0.5) * 10;
    const x = i % width;
    if (x + 1 < width) graph.capacity[i * 4] = random() * 4;
    if (i + width < width * height) graph.capacity[i * 4 + 1] = random() * 4;
    if (x > 0) graph.capacity[i * 4 + 2] = random() * 4;
    if (i >= width) graph.capacity[i * 4 + 3] = random() * 4;
  }
  return graph;
}

describe('grid max-flow (Boykov-Kolmogorov)', () => {
  it('finds a minimum cut equal to the best of all labellings on small random grids', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const width = 3 + (seed % 2);
      const height = 3;
      const original = randomGraph(width, height, seed);
      const copy: GridGraph = { width, height, capacity: original.capacity.slice(), terminal: original.terminal.slice() };
      const labels = minCut(copy);
      let best = Infinity;
      const n = width * height;
      const trial = new Uint8Array(n);
      for (let mask = 0; mask < 1 << n; mask++) {
        for (let i = 0; i < n; i++) trial[i] = (mask >> i) & 1;
        best = Math.min(best, cutCost(original, trial));
      }
      expect(cutCost(original, labels)).toBeCloseTo(best, 3);
    }
  });

  it('separates two seeded halves along the weakest column', () => {
    const graph = createGridGraph(8, 4);
    for (let y = 0; y < 4; y++) {
      graph.terminal[y * 8] = 100;
      graph.terminal[y * 8 + 7] = -100;
      for (let x = 0; x < 7; x++) {
        const w = x === 4 ? 0.5 : 5;
        graph.capacity[(y * 8 + x) * 4] = w;
        graph.capacity[(y * 8 + x + 1) * 4 + 2] = w;
      }
    }
    const labels = minCut(graph);
    for (let y = 0; y < 4; y++) expect(Array.from(labels.subarray(y * 8, y * 8 + 8))).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
  });
});
