/**
 * Faint plateaus that carry a weak part on, far from the subject. ISNet sometimes scores a long
 * part of the product as a flat plateau at 0.05-0.15 (a spade's wooden handle over grey brick:
 * 0.08-0.2 along most of its length, 0.25-0.4 near the blade), below the weak-part step's `low`,
 * so that step raises only the lower end. The falloff round a confident or raised region is flat
 * at such levels too, but only for a few pixels, and a faint patch of the background inside a
 * concavity of the subject lies near the subject's confident parts. So the flat pixels above
 * `faint` that the weak-part flood did not reach are joined (8-neighbours) to what it reached, and
 * a run of them is raised when one of its pixels lies at least `depth` grid pixels from that
 * region (through the run) and has no confident pixel within `depth` (square window). A run
 * that reaches the frame's border is left alone: a part ends in the frame, a background haze
 * (a flag behind a portrait, the blur beside a cat's cheek) runs out of it.
 */

/** Inclusive bounds of the candidates on the grid. */
export interface CandidateBounds {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * `candidate`: flat pixels in the weak range above `faint` (side x side, none outside `bounds`);
 * `reached`: the pixels the weak-part flood reached from the subject. Returns the faint pixels to
 * raise (1), or undefined when none.
 */
export function farFaintRuns(candidate: Uint8Array, reached: Uint8Array, probability: Float32Array, side: number, depth: number, bounds: CandidateBounds): Uint8Array | undefined {
  const size = side * side;
  // Breadth first from the reached region through unreached candidates: distance in grid pixels.
  const distance = new Int32Array(size);
  const queue: number[] = [];
  const neighbours = new Int32Array(8);
  for (let y = bounds.top; y <= bounds.bottom; y++) {
    for (let x = bounds.left, i = y * side + x; x <= bounds.right; x++, i++) {
      if (!candidate[i] || reached[i] || !touches(reached, i, side, neighbours)) continue;
      distance[i] = 1;
      queue.push(i);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head];
    for (let k = neighboursOf(i, side, neighbours) - 1; k >= 0; k--) {
      const n = neighbours[k];
      if (!candidate[n] || reached[n] || distance[n]) continue;
      distance[n] = distance[i] + 1;
      queue.push(n);
    }
  }
  // Runs of reached candidates, each raised whole when one of its far pixels is away from the subject.
  const inRun = new Uint8Array(size);
  let raised: Uint8Array | undefined;
  for (const seed of queue) {
    if (inRun[seed]) continue;
    const members = [seed];
    const far: number[] = [];
    let framed = true;
    inRun[seed] = 1;
    for (let m = 0; m < members.length; m++) {
      const i = members[m];
      if (distance[i] >= depth) far.push(i);
      if (nearBorder(i, side)) framed = false;
      for (let k = neighboursOf(i, side, neighbours) - 1; k >= 0; k--) {
        const n = neighbours[k];
        if (!distance[n] || inRun[n]) continue;
        inRun[n] = 1;
        members.push(n);
      }
    }
    if (!framed || far.length === 0 || !awayFromConfident(far, probability, side, depth)) continue;
    raised ??= new Uint8Array(size);
    for (const i of members) raised[i] = 1;
  }
  return raised;
}

/** Within one pixel of the grid's border (the weak-part step's candidates leave the outer ring out). */
function nearBorder(i: number, side: number): boolean {
  const x = i % side;
  const y = (i - x) / side;
  return x <= 1 || y <= 1 || x >= side - 2 || y >= side - 2;
}

function touches(mask: Uint8Array, i: number, side: number, neighbours: Int32Array): boolean {
  for (let k = neighboursOf(i, side, neighbours) - 1; k >= 0; k--) if (mask[neighbours[k]]) return true;
  return false;
}

/** Writes the 8-neighbours of `i` that lie on the grid into `out`; returns how many. */
function neighboursOf(i: number, side: number, out: Int32Array): number {
  const x = i % side;
  const y = (i - x) / side;
  let count = 0;
  for (let ny = y > 0 ? y - 1 : y; ny <= y + 1 && ny < side; ny++) {
    for (let nx = x > 0 ? x - 1 : x; nx <= x + 1 && nx < side; nx++) {
      const n = ny * side + nx;
      if (n !== i) out[count++] = n;
    }
  }
  return count;
}

/** Whether one of `pixels` has no confident pixel (p > 0.5) within `radius` (square window). */
function awayFromConfident(pixels: number[], probability: Float32Array, side: number, radius: number): boolean {
  let left = side;
  let right = -1;
  let top = side;
  let bottom = -1;
  for (const i of pixels) {
    const x = i % side;
    const y = (i - x) / side;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  const x0 = Math.max(0, left - radius);
  const y0 = Math.max(0, top - radius);
  const x1 = Math.min(side - 1, right + radius);
  const y1 = Math.min(side - 1, bottom + radius);
  // Summed area of the confident pixels over the pixels' box grown by the radius (one zero row and column first).
  const w = x1 - x0 + 2;
  const h = y1 - y0 + 2;
  const sum = new Int32Array(w * h);
  for (let y = 1; y < h; y++) {
    let row = 0;
    for (let x = 1; x < w; x++) {
      row += probability[(y0 + y - 1) * side + x0 + x - 1] > 0.5 ? 1 : 0;
      sum[y * w + x] = sum[(y - 1) * w + x] + row;
    }
  }
  for (const i of pixels) {
    const x = i % side;
    const y = (i - x) / side;
    const ax = Math.max(x0, x - radius) - x0;
    const ay = Math.max(y0, y - radius) - y0;
    const bx = Math.min(x1, x + radius) - x0 + 1;
    const by = Math.min(y1, y + radius) - y0 + 1;
    if (sum[by * w + bx] - sum[ay * w + bx] - sum[by * w + ax] + sum[ay * w + ax] === 0) return true;
  }
  return false;
}
