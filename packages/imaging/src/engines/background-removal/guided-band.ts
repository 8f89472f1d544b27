/**
 * The coarse guided filter's coefficients applied at full resolution only where the result can
 * matter. q = a . I + b at a pixel is a convex (bilinear) mix of its four grid corners, with the
 * guide in 0..1, so it lies within [min b - max(|ar|+|ag|+|ab|), max b + max(|ar|+|ag|+|ab|)] over
 * those corners. Where that whole interval is at or below `CERTAIN_LOW` the clamped value is
 * certain background, and every later step (the detail pass, which rewrites only uncertain
 * pixels, and both curves) turns it into 0; where it is at or above `CERTAIN_HIGH`, into 1. Those
 * pixels get 0 or 1 directly; the rest, and every pixel within `reach` of them (the detail pass
 * reads that far around an uncertain pixel), get the exact value. On a product photo most of the
 * frame is background or solid subject: ~1.5 % of a 1024x1024 photo is computed.
 */
import type { Raster } from '../../raster';
import { applyGuidedCoefficients, type GuidedCoefficients } from './guided-filter';

/** The uncertain band is 0.01 < a < 0.99 (alpha-refinement.ts); the margin covers rounding. */
const CERTAIN_LOW = 0.01 - 1e-6;
const CERTAIN_HIGH = 0.99 + 1e-6;

/** A grid cell (its four bilinear corners): 0 certain background, 1 certain subject, 2 either. */
function cellStates(coefficients: GuidedCoefficients): Uint8Array {
  const { width, height, ar, ag, ab, b } = coefficients;
  const low = new Float64Array(width * height);
  const high = new Float64Array(width * height);
  for (let i = 0; i < low.length; i++) {
    const spread = Math.abs(ar[i]) + Math.abs(ag[i]) + Math.abs(ab[i]);
    low[i] = b[i] - spread;
    high[i] = b[i] + spread;
  }
  const states = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const next = y + 1 < height ? width : 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const right = x + 1 < width ? 1 : 0;
      const cellLow = Math.min(low[i], low[i + right], low[i + next], low[i + next + right]);
      const cellHigh = Math.max(high[i], high[i + right], high[i + next], high[i + next + right]);
      states[i] = cellHigh <= CERTAIN_LOW ? 0 : cellLow >= CERTAIN_HIGH ? 1 : 2;
    }
  }
  return states;
}

/** Cells within `radius` (square) of an undecided cell: there every pixel is computed. */
function computedCells(states: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    // Within `radius` of an undecided cell to the right, then to the left.
    let next = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (states[y * width + x] === 2) next = x;
      if (next - x <= radius) rows[y * width + x] = 1;
    }
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (states[y * width + x] === 2) last = x;
      if (x - last <= radius) rows[y * width + x] = 1;
    }
  }
  const cells = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= radius) cells[y * width + x] = 1;
    }
    let next = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) next = y;
      if (next - y <= radius) cells[y * width + x] = 1;
    }
  }
  return cells;
}

/**
 * Writes q = a . I + b, clamped to 0..1, into `out` (all zeros on entry) as
 * applyGuidedCoefficients would, except that certain pixels farther than `reach` full-resolution
 * pixels from any undecided cell get exactly 0 or 1.
 */
export function applyGuidedCoefficientsInBand(coefficients: GuidedCoefficients, image: Raster, out: Float32Array, reach: number): void {
  const states = cellStates(coefficients);
  // A pixel's cell index moves by at most ceil(reach * scale) + 1 over `reach` pixels.
  const scale = Math.max(coefficients.width / image.width, coefficients.height / image.height);
  const computed = computedCells(states, coefficients.width, coefficients.height, Math.ceil(reach * scale) + 1);
  applyGuidedCoefficients(coefficients, image, out, true, { computed, states });
}
