/**
 * Colour decontamination: estimates the true foreground colour F at semi-transparent pixels, so
 * that a cut-out placed on a new background shows no fringe of the old one.
 *
 * Multi-level "blur fusion" (Germer, Uelwer, Conrad, Harmeling, "Fast Multi-Level Foreground
 * Estimation", ICPR 2020): at each level, F^ and B^ are alpha-weighted local means of the current
 * foreground and background estimates, then the compositing residual I - aF^ - (1-a)B^ is split
 * between them in proportion to alpha. A wide level then a narrow one: the wide one carries
 * interior colours out to the edge, the narrow one restores local detail. A final spill
 * suppression removes what an over-estimated alpha still leaves of the background's colour.
 *
 * Only the box around semi-transparent pixels is computed, in horizontal bands with a halo of
 * the summed radii, so memory stays bounded for large images while the result equals the
 * whole-image computation.
 */
import type { Raster } from '../../raster';
import { boxMean } from './box-filter';

const EPSILON = 1e-5;
/** Target pixels per band (core plus halo); ~12 float planes of this size are live at once. */
const BAND_PIXELS = 1 << 21;

/** Blur radii scaled to the image: ~90 px and ~6 px at 1024 px, as in the paper for ~1 MP. */
export function foregroundRadii(width: number, height: number): number[] {
  const side = Math.max(width, height);
  return [Math.min(120, Math.max(8, Math.round(side / 11))), Math.min(12, Math.max(2, Math.round(side / 170)))];
}

/**
 * Returns interleaved RGB foreground colours for every pixel (meaningful where alpha > 0).
 * `alpha` is 0..1, one value per pixel of `image`.
 */
export function estimateForeground(
  image: Raster,
  alpha: Float32Array,
  radii = foregroundRadii(image.width, image.height),
  bandPixels = BAND_PIXELS,
): Uint8Array {
  const { width, height, channels, data } = image;
  const halo = radii.reduce((sum, radius) => sum + radius, 0);
  // Where alpha is 1 blur fusion returns I exactly, and where it is 0 F is never shown: only the
  // box around semi-transparent pixels, grown by the halo, needs computing. Elsewhere F = I.
  const out = new Uint8Array(width * height * 3);
  for (let i = 0, o = 0; i < width * height; i++, o += channels) {
    out[i * 3] = data[o];
    out[i * 3 + 1] = data[channels < 3 ? o : o + 1];
    out[i * 3 + 2] = data[channels < 3 ? o : o + 2];
  }
  const box = uncertainBox(alpha, width, height, halo);
  if (!box) return out;
  const region = box.width === width && box.height === height ? { image, alpha } : cropRegion(image, alpha, box);
  const regionOut = new Uint8Array(box.width * box.height * 3);
  const coreRows = Math.max(8, Math.floor(bandPixels / box.width) - 2 * halo);
  for (let top = 0; top < box.height; top += coreRows) {
    const bottom = Math.min(box.height, top + coreRows);
    estimateBand(region.image, region.alpha, radii, Math.max(0, top - halo), Math.min(box.height, bottom + halo), top, bottom, regionOut);
  }
  for (let y = 0; y < box.height; y++) {
    const from = y * box.width * 3;
    out.set(regionOut.subarray(from, from + box.width * 3), ((box.top + y) * width + box.left) * 3);
  }
  return out;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function uncertainBox(alpha: Float32Array, width: number, height: number, margin: number): Box | undefined {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const a = alpha[row + x];
      if (a <= 0 || a >= 1) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return undefined;
  const x0 = Math.max(0, left - margin);
  const y0 = Math.max(0, top - margin);
  return { left: x0, top: y0, width: Math.min(width, right + 1 + margin) - x0, height: Math.min(height, bottom + 1 + margin) - y0 };
}

function cropRegion(image: Raster, alpha: Float32Array, box: Box): { image: Raster; alpha: Float32Array } {
  const { channels } = image;
  const data = new Uint8Array(box.width * box.height * channels);
  const regionAlpha = new Float32Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const sourceRow = (box.top + y) * image.width + box.left;
    data.set(image.data.subarray(sourceRow * channels, (sourceRow + box.width) * channels), y * box.width * channels);
    regionAlpha.set(alpha.subarray(sourceRow, sourceRow + box.width), y * box.width);
  }
  return { image: { width: box.width, height: box.height, channels, data }, alpha: regionAlpha };
}

function estimateBand(
  image: Raster,
  alpha: Float32Array,
  radii: readonly number[],
  bandTop: number,
  bandBottom: number,
  coreTop: number,
  coreBottom: number,
  out: Uint8Array,
): void {
  const { width, channels, data } = image;
  const rows = bandBottom - bandTop;
  const size = width * rows;
  const bandAlpha = alpha.subarray(bandTop * width, bandBottom * width);
  const scratch = new Float32Array(size);
  // Confidence weights: a^2 and (1-a)^2 rather than the paper's a and 1-a, so that the local means
  // lean on nearly pure pixels and a wide soft edge does not average its own mixture back in.
  const fgWeight = new Float32Array(size);
  const bgWeight = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const a = bandAlpha[i];
    fgWeight[i] = a * a;
    bgWeight[i] = (1 - a) * (1 - a);
  }
  // Reciprocals of the local weight sums, shared by the three channels.
  const meanWeights = (weights: Float32Array) =>
    radii.map((radius) => {
      const plane = new Float32Array(size);
      boxMean(weights, plane, width, rows, radius, scratch);
      for (let i = 0; i < size; i++) plane[i] = 1 / (plane[i] + EPSILON);
      return plane;
    });
  const meanFgWeight = meanWeights(fgWeight);
  const meanBgWeight = meanWeights(bgWeight);
  const observed = new Float32Array(size);
  const foreground = new Float32Array(size);
  const background = new Float32Array(size);
  const weightedForeground = new Float32Array(size);
  const weightedBackground = new Float32Array(size);
  const coreStart = (coreTop - bandTop) * width;
  const coreSize = (coreBottom - coreTop) * width;
  // Per channel, for the core rows: the estimate F and the last level's local means F^ and B^.
  const coreForeground = new Float32Array(coreSize * 3);
  const coreForegroundMean = new Float32Array(coreSize * 3);
  const coreBackgroundMean = new Float32Array(coreSize * 3);
  const lastLevel = radii.length - 1;
  for (let c = 0; c < 3; c++) {
    const source = channels < 3 ? 0 : c;
    for (let i = 0, o = bandTop * width * channels + source; i < size; i++, o += channels) observed[i] = data[o] / 255;
    foreground.set(observed);
    background.set(observed);
    radii.forEach((radius, level) => {
      const fgNorm = meanFgWeight[level];
      const bgNorm = meanBgWeight[level];
      for (let i = 0; i < size; i++) {
        weightedForeground[i] = foreground[i] * fgWeight[i];
        weightedBackground[i] = background[i] * bgWeight[i];
      }
      boxMean(weightedForeground, weightedForeground, width, rows, radius, scratch);
      boxMean(weightedBackground, weightedBackground, width, rows, radius, scratch);
      for (let i = 0; i < size; i++) {
        const a = bandAlpha[i];
        const f = weightedForeground[i] * fgNorm[i];
        const b = weightedBackground[i] * bgNorm[i];
        const residual = observed[i] - a * f - (1 - a) * b;
        foreground[i] = clamp01(f + a * residual);
        background[i] = clamp01(b + (1 - a) * residual);
        // Keep the local means: the last level's are needed for spill suppression.
        weightedForeground[i] = f;
        weightedBackground[i] = b;
      }
      if (level === lastLevel) {
        for (let i = 0, k = c; i < coreSize; i++, k += 3) {
          coreForegroundMean[k] = weightedForeground[coreStart + i];
          coreBackgroundMean[k] = weightedBackground[coreStart + i];
        }
      }
    });
    for (let i = 0, k = c; i < coreSize; i++, k += 3) coreForeground[k] = foreground[coreStart + i];
  }
  suppressSpill(coreForeground, coreForegroundMean, coreBackgroundMean, bandAlpha.subarray(coreStart, coreStart + coreSize));
  const outStart = coreTop * width * 3;
  for (let k = 0; k < coreSize * 3; k++) out[outStart + k] = Math.round(coreForeground[k] * 255);
}

/**
 * Where an alpha estimate is a little too high, blur fusion hands part of the background to F,
 * which shows as a fringe of the old background's colour. At semi-transparent pixels we remove
 * any deviation of F from its local foreground mean F^ that points towards the local background
 * B^ (a generalised spill suppression); deviations in other directions, i.e. texture, stay.
 */
function suppressSpill(foreground: Float32Array, foregroundMean: Float32Array, backgroundMean: Float32Array, alpha: Float32Array): void {
  for (let i = 0, k = 0; i < alpha.length; i++, k += 3) {
    const a = alpha[i];
    if (a <= 0 || a >= 1) continue;
    const dr = backgroundMean[k] - foregroundMean[k];
    const dg = backgroundMean[k + 1] - foregroundMean[k + 1];
    const db = backgroundMean[k + 2] - foregroundMean[k + 2];
    const length2 = dr * dr + dg * dg + db * db;
    if (length2 < 1e-4) continue;
    const t = ((foreground[k] - foregroundMean[k]) * dr + (foreground[k + 1] - foregroundMean[k + 1]) * dg + (foreground[k + 2] - foregroundMean[k + 2]) * db) / length2;
    if (t <= 0) continue;
    foreground[k] = clamp01(foreground[k] - t * dr);
    foreground[k + 1] = clamp01(foreground[k + 1] - t * dg);
    foreground[k + 2] = clamp01(foreground[k + 2] - t * db);
  }
}

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}
