import { boxMean as planeBoxMean } from '../background-removal/box-filter';

/**
 * The tiling lattice from the autocorrelation's peaks (`tiled-marks.ts`): the peaks themselves,
 * the finest lattice under a pair of steps, and the banded search's test that a pair of peaks
 * predicts the rest of its lattice.
 */

/** Lags shorter than this (analysis pixels) are the image's own smoothness, not a repetition. */
export const MIN_LAG = 10;
/** The weakest predicted lattice point a banded search's pair must reach. */
export const FINE_PEAK = 0.03;
/**
 * The banded search's cell must be at least this wide (analysis pixels) across its longest side:
 * a tile holds a line of text. The spurious pairs it scored on the clean tuning photos (flag
 * stripes, tower girders) and on a brick wall under a centred mark were 6-18 px across.
 */
export const MIN_TILE_STEP = 24;

export interface Peak {
  x: number;
  y: number;
  rho: number;
}

/** The overlap-normalised autocorrelation at a lag (-Infinity where the overlap is under a third). */
export function rhoAt(ac: Float64Array, zero: number, w: number, h: number, fftSide: number) {
  return (lx: number, ly: number): number => {
    const overlap = ((w - Math.abs(lx)) * (h - Math.abs(ly))) / (w * h);
    if (overlap < 1 / 3) return Number.NEGATIVE_INFINITY;
    const index = ((ly + fftSide) % fftSide) * fftSide + ((lx + fftSide) % fftSide);
    return ac[index] / zero / overlap;
  };
}

/** The lattice cell's width across its longest side. */
export function cellWidth(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.abs(a.x * b.y - a.y * b.x) / Math.max(Math.hypot(a.x, a.y), Math.hypot(b.x, b.y));
}

/** A step's fraction must correlate this much (relative to the step) to replace it. */
const FRACTION_SHARE = 0.5;

/**
 * The peaks may be a coarser lattice than the mark's: the strongest peaks can be multiples (the
 * rocket's grey ©: 4 rows apart, using a quarter of the tiles, because a row step of 16.5 px
 * falls between analysis pixels and its peak splits). Each step is replaced by its largest
 * fraction (1/4, 1/3, 1/2) whose lag (best within 1 px) correlates at least FRACTION_SHARE as
 * strongly and is no shorter than MIN_LAG.
 */
export function finestLattice(basis: [Peak, Peak], rho: (lx: number, ly: number) => number): [Peak, Peak] {
  const near = (x: number, y: number) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) best = Math.max(best, rho(Math.round(x) + dx, Math.round(y) + dy));
    return best;
  };
  return basis.map((step, index) => {
    const other = basis[1 - index];
    for (const d of [4, 3, 2]) {
      const x = step.x / d;
      const y = step.y / d;
      if (Math.hypot(x, y) < MIN_LAG) continue;
      const best = near(x, y);
      if (best < FRACTION_SHARE * step.rho) continue;
      // A true fraction is a lattice point, so are its sums with the other step; a texture's
      // period under the step is not (the drum's skin, extended tuning set: half of a row step).
      const mixed = [near(x + other.x, y + other.y), near(x - other.x, y - other.y)].filter((v) => v > Number.NEGATIVE_INFINITY);
      if (mixed.length > 0 && mixed.every((v) => v >= FRACTION_SHARE * step.rho)) return { x, y, rho: best };
    }
    return step;
  }) as [Peak, Peak];
}

/** Peaks a finer lattice may come from, and the share of the pair's weaker peak they must reach. */
const FINER_CANDIDATES = 24;
const FINER_SHARE = 0.75;

/**
 * The two strongest non-collinear peaks can span a coarser lattice than the mark's by any index
 * (the rocket scaled to 800 px, extended tuning set: index 7, the un-blend used a seventh of the
 * tiles), not only the 2-4 that `finestLattice` tries. A strong peak that is not a point of the
 * pair's lattice but a fraction (1/2 .. 1/8) of one is added; the shortest two steps of the lattice
 * all three span are the new pair, when both correlate as strongly as FINER_SHARE of the old pair.
 */
export function finerLattice(basis: [Peak, Peak], peaks: Peak[], rho: (lx: number, ly: number) => number): [Peak, Peak] {
  const [a, b] = basis;
  const det = a.x * b.y - a.y * b.x;
  const floor = FINER_SHARE * Math.min(a.rho, b.rho);
  for (const p of peaks.slice(0, FINER_CANDIDATES)) {
    if (p.rho < floor) break;
    // The peak in the pair's coordinates: p = u a + v b.
    const u = (p.x * b.y - p.y * b.x) / det;
    const v = (a.x * p.y - a.y * p.x) / det;
    const offGrid = (t: number) => Math.abs(t - Math.round(t));
    if (offGrid(u) < 0.15 && offGrid(v) < 0.15) continue;
    const n = [2, 3, 4, 5, 6, 7, 8].find((d) => offGrid(u * d) < 0.15 && offGrid(v * d) < 0.15);
    if (!n) continue;
    // Points of the lattice spanned by a, b and p (p's exact fraction), near the origin.
    const su = Math.round(u * n) / n;
    const sv = Math.round(v * n) / n;
    const points: Array<{ x: number; y: number }> = [];
    for (let k = 0; k < n; k++) {
      for (let i = -3; i <= 3; i++) {
        for (let j = -3; j <= 3; j++) {
          const cu = i + k * su - Math.floor(k * su);
          const cv = j + k * sv - Math.floor(k * sv);
          points.push({ x: cu * a.x + cv * b.x, y: cu * a.y + cv * b.y });
        }
      }
    }
    const length = (q: { x: number; y: number }) => Math.hypot(q.x, q.y);
    const sorted = points.filter((q) => length(q) >= MIN_LAG).sort((q, r) => length(q) - length(r));
    const first = sorted[0];
    const second = first && sorted.find((q) => Math.abs(q.x * first.y - q.y * first.x) >= 0.3 * length(q) * length(first));
    if (!first || !second) continue;
    const strength = (q: { x: number; y: number }) => {
      let best = Number.NEGATIVE_INFINITY;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) best = Math.max(best, rho(Math.round(q.x) + dx, Math.round(q.y) + dy), rho(-Math.round(q.x) - dx, -Math.round(q.y) - dy));
      return best;
    };
    // The new cell must be at most half the old (a finer lattice, not another basis of the same).
    if (Math.abs(first.x * second.y - first.y * second.x) > 0.6 * Math.abs(det)) continue;
    const r1 = strength(first);
    const r2 = strength(second);
    if (r1 >= floor && r2 >= floor) return finerLattice([{ ...first, rho: r1 }, { ...second, rho: r2 }], peaks, rho);
  }
  return basis;
}

/** Candidates for the lattice's steps among the strongest peaks (banded search). */
const PAIR_CANDIDATES = 24;
/** Lattice points a pair must predict: (i, j) multiples of its two steps. */
const PREDICTED: Array<[number, number]> = [[1, 0], [0, 1], [1, 1], [1, -1], [2, 0], [0, 2], [2, 1], [1, 2], [2, -1], [1, -2]];

/**
 * The banded search's lattice: a mark's tiling shows as peaks at every combination of its two
 * steps, a scene's repetition (flag stripes, a tower's girders) along one direction or at a few
 * isolated lags. Every non-collinear pair of strong peaks is scored by the weakest of the lattice
 * points it predicts (each the best within 1 px; points whose overlap is too small are skipped,
 * at least four must remain); the best pair scoring at least FINE_PEAK wins (preferring the
 * finest cell let a wrong pair through on the astronaut: 0.035, a 102 px step for the true 132).
 */
export function consistentPair(peaks: Peak[], rho: (lx: number, ly: number) => number): { basis: [Peak, Peak]; score: number } | undefined {
  const near = (x: number, y: number) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) best = Math.max(best, rho(x + dx, y + dy), rho(-x - dx, -y - dy));
    return best;
  };
  const top = peaks.slice(0, PAIR_CANDIDATES);
  let found: { basis: [Peak, Peak]; score: number } | undefined;
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      const [a, b] = [top[i], top[j]];
      const cell = Math.abs(a.x * b.y - a.y * b.x);
      if (cell < 0.3 * Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y)) continue;
      // The shortest step of the lattice they span: a cell narrower than a line of text is texture.
      if (cellWidth(a, b) < MIN_TILE_STEP) continue;
      let score = Number.POSITIVE_INFINITY;
      let points = 0;
      for (const [m, n] of PREDICTED) {
        const value = near(m * a.x + n * b.x, m * a.y + n * b.y);
        if (value === Number.NEGATIVE_INFINITY) continue;
        score = Math.min(score, value);
        points++;
      }
      if (points < 4 || score < FINE_PEAK) continue;
      if (!found || score > found.score) found = { basis: [a, b], score };
    }
  }
  return found;
}

/**
 * Local maxima of the overlap-normalised autocorrelation over one half-plane of lags (the other
 * half mirrors it), strongest first. Lags whose overlap is under a third of the image are skipped:
 * too few pixels to trust.
 */
export function latticePeaks(ac: Float64Array, zero: number, w: number, h: number, fftSide: number, floor: number): Peak[] {
  const rhoAtLag = rhoAt(ac, zero, w, h, fftSide);
  const peaks: Peak[] = [];
  for (let ly = 0; ly < h; ly++) {
    for (let lx = -w + 1; lx < w; lx++) {
      if (ly === 0 && lx <= 0) continue;
      if (lx * lx + ly * ly < MIN_LAG * MIN_LAG) continue;
      const rho = rhoAtLag(lx, ly);
      if (rho < floor) continue;
      let isMax = true;
      for (let dy = -1; dy <= 1 && isMax; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && rhoAtLag(lx + dx, ly + dy) > rho) isMax = false;
      if (isMax) peaks.push({ x: lx, y: ly, rho });
    }
  }
  return peaks.sort((a, b) => b.rho - a.rho);
}

/** Mean of each pixel's (2r+1)^2 square, clipped to the grid, in doubles (the cut-out's box filter). */
export function boxMean(values: Float64Array, w: number, h: number, r: number): Float64Array {
  const out = new Float64Array(w * h);
  planeBoxMean(values, out, w, h, r, new Float64Array(w * h));
  return out;
}
