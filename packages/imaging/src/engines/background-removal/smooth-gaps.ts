/**
 * Smooth parts missed inside the subject's concavities on a textured background. ISNet sometimes
 * scores a whole part at ~0 (a cement mixer's dark bracket and second wheel on grass), so there is
 * nothing to promote, and the part's colours are the grass's (dark grey). What separates them is
 * texture: the part is smooth, grass and gravel are not. So, on the network's grid reduced by
 * block means:
 *
 * - fires only when the background around the subject is textured and the subject is not: the
 *   median texture (luma standard deviation within a block, averaged over 3x3 blocks) of the
 *   background ring is at least `contrast` times the subject's, and at least `minTexture`;
 * - candidates are non-subject cells (p <= 0.5) inside a closing of the subject (p > 0.5) by
 *   `closeCells` (its concavities and the gaps between its parts), whose texture is below
 *   `smoothShare` of the ring's median;
 * - runs of candidates (8-neighbours) of at least `minArea` cells connected to the subject,
 *   with the smooth runs touching the subject outside the closing whose colours mostly favour
 *   the subject (outer-smooth-runs.ts: a second wheel), grown by `growCells`, are raised to
 *   `raisedTo`; the guided refinement then places their edge on the image's.
 *
 * On a smooth backdrop (a wall, a table, a studio sweep) the step does nothing.
 */
import { boxMean, type PlaneBox } from './box-filter';
import { blockMeans, cellsOnMap, subjectBox } from './colour-cut';
import { addOuterSmoothRuns } from './outer-smooth-runs';
import { labelRegions } from './subject-support';

interface SmoothGapSettings {
  gridSide: number;
  closeCells: number;
  contrast: number;
  minTexture: number;
  smoothShare: number;
  /** Least cells of one run of candidates. */
  minArea: number;
  /** Chosen runs grown by this many cells (square). */
  growCells: number;
  raisedTo: number;
}

// Chosen on the tuning half (npm run eval, 2026-11-27); see the engine README.
const DEFAULT_SMOOTH_GAPS: SmoothGapSettings = { gridSide: 256, closeCells: 16, contrast: 2, minTexture: 4, smoothShare: 0.5, minArea: 8, growCells: 1, raisedTo: 1 };

/**
 * The cells this step computes before it decides to fire, on the map it was given: the colour-gap
 * step (colour-gaps.ts) needs the same ones and takes them when the map is still that map.
 */
export interface GapGrid {
  factor: number;
  closeCells: number;
  box: PlaneBox;
  /** Block means of the map. */
  p: Float32Array;
  /** 1 within `closeCells` of the subject (p > 0.5). */
  grown: Float32Array;
  /** Block texture, 3x3 averaged. */
  texture: Float32Array;
}

/**
 * `planes`: the network input (1x3 x side x side, x/255 - 0.5). Raises `probability` (side x side)
 * in place; returns how many pixels of it changed. `shared.grid` is set to the cells computed on
 * the map as given (when the subject has a box).
 */
export function fillSmoothGaps(probability: Float32Array, planes: Float32Array, side: number, settings = DEFAULT_SMOOTH_GAPS, shared: { grid?: GapGrid } = {}): number {
  const factor = Math.max(1, Math.round(side / settings.gridSide));
  const g = Math.floor(side / factor);
  const box = subjectBox(probability, side, factor, g, settings.closeCells + 2);
  if (!box) return 0;
  const { width, height } = box;
  const size = width * height;
  const p = blockMeans(probability, side, factor, box);
  const texture = blockTexture(planes, side, factor, box);
  const scratch = new Float32Array(size);
  boxMean(texture, texture, width, height, 1, scratch);

  const subject = new Float32Array(size);
  for (let i = 0; i < size; i++) subject[i] = p[i] > 0.5 ? 1 : 0;
  const grown = new Float32Array(size);
  boxMean(subject, grown, width, height, settings.closeCells, scratch);
  for (let i = 0; i < size; i++) grown[i] = grown[i] > 0 ? 1 : 0;
  shared.grid = { factor, closeCells: settings.closeCells, box, p, grown, texture };
  const ring: number[] = [];
  const inner: number[] = [];
  for (let i = 0; i < size; i++) {
    if (grown[i] && p[i] < 0.01) ring.push(texture[i]);
    else if (p[i] > 0.99) inner.push(texture[i]);
  }
  if (ring.length === 0 || inner.length === 0) return 0;
  const ringTexture = median(ring);
  if (ringTexture < settings.minTexture || ringTexture < settings.contrast * median(inner)) return 0;

  const closed = new Float32Array(size);
  boxMean(grown, closed, width, height, settings.closeCells, scratch);
  const smoothBelow = settings.smoothShare * ringTexture;
  const keep = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (subject[i] || (closed[i] > 0.999 && texture[i] < smoothBelow)) keep[i] = 1;
  const { labels, areas } = labelRegions(keep, width, height);
  const anchored = new Uint8Array(areas.length);
  for (let i = 0; i < size; i++) if (subject[i]) anchored[labels[i]] = 1;
  // Slivers of smooth ground beside the outline are not parts: each run of candidates alone
  // needs `minArea` cells.
  const gaps = new Uint8Array(size);
  for (let i = 0; i < size; i++) gaps[i] = keep[i] && !subject[i] ? 1 : 0;
  const runs = labelRegions(gaps, width, height);

  const chosen = new Float32Array(size);
  for (let i = 0; i < size; i++) chosen[i] = gaps[i] && anchored[labels[i]] && runs.areas[runs.labels[i]] >= settings.minArea ? 1 : 0;
  // Smooth runs sticking out of the closing, where colour does not favour the ground.
  addOuterSmoothRuns({ box, p, subject, grown, texture, smoothBelow, minArea: settings.minArea }, planes, side, factor, chosen);
  // A run's edge cells hold both the part and the ground, so they look rough: the runs are grown
  // by `growCells` and the guided refinement finds the edge within.
  const near = new Float32Array(size);
  boxMean(chosen, near, width, height, settings.growCells, scratch);
  for (let i = 0; i < size; i++) if (near[i] > 0 && !subject[i]) chosen[i] = 1;
  const up = cellsOnMap(chosen, box, g, side);
  if (!up) return 0;
  let changed = 0;
  for (let i = 0; i < probability.length; i++) {
    if (up[i] <= 0.5 || probability[i] >= settings.raisedTo) continue;
    probability[i] = settings.raisedTo;
    changed++;
  }
  return changed;
}

/** Standard deviation of luma (0..255) within each factor x factor block of the cells of `box`. */
export function blockTexture(planes: Float32Array, side: number, factor: number, box: { left: number; top: number; width: number; height: number }): Float32Array {
  const plane = side * side;
  const sum = new Float32Array(box.width * box.height);
  const squares = new Float32Array(box.width * box.height);
  for (let cy = 0; cy < box.height; cy++) {
    for (let dy = 0; dy < factor; dy++) {
      const row = ((box.top + cy) * factor + dy) * side;
      for (let cx = 0; cx < box.width; cx++) {
        const start = row + (box.left + cx) * factor;
        let s = 0;
        let q = 0;
        for (let k = start; k < start + factor; k++) {
          const luma = (0.3 * planes[k] + 0.59 * planes[plane + k] + 0.11 * planes[2 * plane + k]) * 255;
          s += luma;
          q += luma * luma;
        }
        sum[cy * box.width + cx] += s;
        squares[cy * box.width + cx] += q;
      }
    }
  }
  const n = factor * factor;
  for (let i = 0; i < sum.length; i++) {
    const mean = sum[i] / n;
    sum[i] = Math.sqrt(Math.max(0, squares[i] / n - mean * mean));
  }
  return sum;
}

function median(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length >> 1];
}
