import type { Raster } from '../../raster';
import { componentBoxes, dilateSquare } from '../inpaint/mask-ops';
import { squashEdges } from './tiled-marks';
import { boxMean } from './tiled-peaks';
import { latticeMedian } from './lattice-median';

/** A lattice step in image pixels (may be fractional). */
export interface Step {
  x: number;
  y: number;
}

/** Radius of the box blur the full-resolution high-pass subtracts: about a bold stroke's width. */
const HIGH_PASS_RADIUS = 3;
/** Integer search around the scaled-up lattice step when refining it at full resolution. */
const REFINE_REACH = 3;
/** Median magnitude over the tiles, in multiples of its image-wide median, that marks a stroke. */
const STROKE_CONTRAST = 2.5;
const CORE = 2;
/**
 * A stroke component longer than this many lattice steps is scene, not mark (tuning photos'
 * marks: 0.74-0.99; the brick fixture's mortar: 3.4).
 */
const SCENE_EXTENT = 2.5;
/** ... and at least this many grey levels (JPEG noise on flat areas). */
const MIN_STROKE_LEVEL = 4;

export interface TiledStrokes {
  /** Image-sized, 1 on the pixels the tiled mark covers. */
  strokes: Uint8Array;
  /** The strongest strokes (median magnitude at least CORE x the threshold): the purest pixels of the mark. */
  core: Uint8Array;
  /** The strokes grown by one pixel (anti-aliasing). */
  grown: Uint8Array;
  /** The refined lattice. */
  basis: [Step, Step];
}

/**
 * The tiled mark's strokes at full resolution, from a lattice found on a small copy: each step is
 * refined on the full-resolution high-pass (the best integer shift near a multiple of the step,
 * divided back), then every pixel takes the median of |high-pass| over its lattice translates
 * (the tiles). The mark is the same in every tile and survives the median; the photo under it
 * differs from tile to tile and does not (the multi-image matting idea of Dekel et al., CVPR 2017,
 * applied to the tiles of one photo). Undefined when the refined lattice finds no strokes.
 */
export function tiledStrokes(input: Raster, coarse: [Step, Step], banded = false, firstCandidate = true): TiledStrokes | undefined {
  const { width, height } = input;
  const { high, luma } = highPassFull(input);
  // The banded search's mark changes sign with the photo's brightness: products only within a band.
  const band = banded ? brightnessBands(luma, width, height) : undefined;
  const reduced = reduceBasis(coarse);
  const refined = robustBasis(high, width, height, reduced, band);
  // A step too long for the photo to check it at all (its shift overlaps under 40 %) is a guess: on a
  // 197 px wide guitar (extended tuning set) the un-blend on a later candidate's unrefined 114 px
  // step lost 2.1 dB, on a small cat's PREVIEW too. The first candidate keeps it (a small rocket's PREVIEW).
  if (!firstCandidate && (!refined[0] || !refined[1])) return undefined;
  const basis: [Step, Step] = [refined[0] ?? reduced[0], refined[1] ?? reduced[1]];
  const magnitude = latticeMedian(high.map(Math.abs), width, height, basis, 3);
  const sorted = Float32Array.from(magnitude).sort();
  const typical = sorted[Math.floor(sorted.length / 2)];
  const threshold = Math.max(MIN_STROKE_LEVEL, STROKE_CONTRAST * typical);
  const strokes = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < strokes.length; i++) {
    if (magnitude[i] >= threshold) {
      strokes[i] = 1;
      count++;
    }
  }
  if (count < 0.002 * strokes.length || count > 0.4 * strokes.length) return undefined;
  const core = new Uint8Array(width * height);
  for (let i = 0; i < core.length; i++) core[i] = magnitude[i] >= CORE * threshold ? 1 : 0;
  // A mark's strokes (letters) lie within a tile; a periodic scene's (a brick wall's mortar) run
  // on across the tiles as one network.
  const longestStep = Math.max(...basis.map((step) => Math.hypot(step.x, step.y)));
  const extent = Math.max(...componentBoxes(strokes, width, height).map((box) => Math.hypot(box.width, box.height)));
  if (extent > SCENE_EXTENT * longestStep) return undefined;
  return { strokes, core, grown: dilateSquare(strokes, width, height, 1), basis };
}

/** 1 where a pixel's 13 x 13 mean luma is at least the image's median, else 0. */
function brightnessBands(luma: Float32Array, width: number, height: number): Uint8Array {
  const level = boxMean(Float64Array.from(luma), width, height, 6);
  const median = Float64Array.from(level).sort()[Math.floor(level.length / 2)];
  return Uint8Array.from(level, (v) => (v >= median ? 1 : 0));
}

/** Luma, and luma minus its (2r+1)^2 box mean, at full resolution. */
function highPassFull(input: Raster): { high: Float32Array; luma: Float32Array } {
  const { width, height, channels, data } = input;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  const luma = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * channels;
      const v = channels >= 3 ? 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] : data[p];
      luma[y * width + x] = v;
      row += v;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1] + row;
    }
  }
  const r = HIGH_PASS_RADIUS;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = integral[y1 * stride + x1] - integral[y0 * stride + x1] - integral[y1 * stride + x0] + integral[y0 * stride + x0];
      out[y * width + x] = luma[y * width + x] - sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return { high: out, luma };
}

/**
 * The step, refined: searched +-REFINE_REACH pixels at k = 1, then +-1 pixel around each doubled
 * multiple (2, 4, 8) that still overlaps the image by 40 %, for the shift whose high-pass correlation
 * is highest, to a sub-pixel by a parabola through it and its neighbours; that shift / k is the
 * step (an error of half a pixel becomes half a pixel / k, and each level starts within reach).
 * Undefined when even the step itself overlaps the image by under 40 %.
 */
function refineStep(high: Float32Array, width: number, height: number, step: Step, band?: Uint8Array): Step | undefined {
  let refined = step;
  for (let k = 1, reach = REFINE_REACH; k <= 8; k *= 2, reach = 1) {
    if ((width - Math.abs(k * refined.x)) * (height - Math.abs(k * refined.y)) < 0.4 * width * height) return k === 1 ? undefined : refined;
    const cx = Math.round(k * refined.x);
    const cy = Math.round(k * refined.y);
    const score = (x: number, y: number) => correlation(high, width, height, x, y, band);
    let best = { x: cx, y: cy, score: Number.NEGATIVE_INFINITY };
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        const value = score(cx + dx, cy + dy);
        if (value > best.score) best = { x: cx + dx, y: cy + dy, score: value };
      }
    }
    const vertex = (minus: number, plus: number) => {
      const curvature = minus - 2 * best.score + plus;
      return curvature < 0 ? Math.max(-0.5, Math.min(0.5, (minus - plus) / (2 * curvature))) : 0;
    };
    const fx = vertex(score(best.x - 1, best.y), score(best.x + 1, best.y));
    const fy = vertex(score(best.x, best.y - 1), score(best.x, best.y + 1));
    refined = { x: (best.x + fx) / k, y: (best.y + fy) / k };
  }
  return refined;
}

/** Refined steps this far apart (pixels) disagree: the photo's edges drew one of them. */
const STEP_DISAGREEMENT = 1;

/**
 * The steps refined on the high-pass (`refineBasis`), unless refining them on its soft-clipped
 * copy (as the lattice was found, `squashEdges`) moves one by STEP_DISAGREEMENT or more: then a
 * product's strong long edges drew the plain refinement (a guitar's neck and body, extended tuning
 * set: a step 1.6 px off the mark's, doubled strokes, the un-blend lost 2.2 dB; clipped, exact and
 * +0.9 dB). Within a pixel the plain refinement is kept (on the other placements the clipped one
 * moved the gains by -0.16..+0.31 dB either way).
 */
function robustBasis(high: Float32Array, width: number, height: number, basis: [Step, Step], band?: Uint8Array): [Step | undefined, Step | undefined] {
  const plain = refineBasis(high, width, height, basis, band);
  const clipped = refineBasis(squashEdges(Float32Array.from(high)), width, height, basis, band);
  const apart = (p?: Step, q?: Step) => (p && q ? Math.hypot(p.x - q.x, p.y - q.y) : 0);
  return plain.some((step, i) => apart(step, clipped[i]) >= STEP_DISAGREEMENT) ? clipped : plain;
}

/**
 * Both steps refined (`refineStep`). A step too long to refine on a narrow photo (its shift
 * overlaps the photo under 40 %) is refined through its sum or difference with the other step, the
 * one that overlaps most: the same lattice, checked where the photo allows it (a 197 x 600 guitar,
 * extended tuning set: its 115 px step across, refined as a 148 px step down and across).
 */
function refineBasis(high: Float32Array, width: number, height: number, basis: [Step, Step], band?: Uint8Array): [Step | undefined, Step | undefined] {
  const refined = basis.map((step) => refineStep(high, width, height, step, band)) as [Step | undefined, Step | undefined];
  for (const index of [0, 1]) {
    const other = refined[1 - index];
    if (refined[index] || !other) continue;
    const step = basis[index];
    const overlap = (v: Step) => (width - Math.abs(v.x)) * (height - Math.abs(v.y));
    const [combined] = [{ x: step.x + other.x, y: step.y + other.y }, { x: step.x - other.x, y: step.y - other.y }].sort((p, q) => overlap(q) - overlap(p));
    const through = refineStep(high, width, height, combined, band);
    if (!through) continue;
    const sign = combined.x === step.x + other.x && combined.y === step.y + other.y ? 1 : -1;
    refined[index] = { x: through.x - sign * other.x, y: through.y - sign * other.y };
  }
  return refined;
}

/** Lagrange-Gauss reduction: the shortest two steps that span the same lattice (a pair such as (b, a + 4b) becomes (b, a)). */
function reduceBasis([first, second]: [Step, Step]): [Step, Step] {
  let a = first;
  let b = second;
  for (let round = 0; round < 16; round++) {
    if (Math.hypot(a.x, a.y) > Math.hypot(b.x, b.y)) [a, b] = [b, a];
    const mu = Math.round((a.x * b.x + a.y * b.y) / (a.x * a.x + a.y * a.y));
    if (mu === 0) break;
    b = { x: b.x - mu * a.x, y: b.y - mu * a.y };
  }
  return [a, b];
}

function correlation(high: Float32Array, width: number, height: number, sx: number, sy: number, band?: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, -sy); y < Math.min(height, height - sy); y += 2) {
    for (let x = Math.max(0, -sx); x < Math.min(width, width - sx); x++) {
      if (band && band[y * width + x] !== band[(y + sy) * width + x + sx]) continue;
      sum += high[y * width + x] * high[(y + sy) * width + x + sx];
      n++;
    }
  }
  return n > 0 ? sum / n : Number.NEGATIVE_INFINITY;
}
