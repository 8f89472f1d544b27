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
 * whole-image computation. Within a band, the local means are read from summed-area tables and
 * evaluated only at the pixels that show F and those the later levels read (the same figures as
 * blurring whole planes, to rounding; 1024x1024 photo: ~140 -> ~55 ms of CPU).
 */
import type { Raster } from '../../raster';
import { boxMean } from './box-filter';
import { fillObserved, summedAreaObservedPair, summedAreaPairIn, windowSum, windowsRegion } from './summed-area';

const EPSILON = 1e-5;
/** Byte to 0..1, as float32 (the values the planes hold). */
const UNIT = Float32Array.from({ length: 256 }, (_, value) => value / 255);
/** Target pixels per band (core plus halo); ~12 float planes of this size are live at once. */
const BAND_PIXELS = 1 << 21;

/** Blur radii scaled to the image: ~90 px and ~6 px at 1024 px, as in the paper for ~1 MP. */
export function foregroundRadii(width: number, height: number): number[] {
  const side = Math.max(width, height);
  return [Math.min(120, Math.max(8, Math.round(side / 11))), Math.min(12, Math.max(2, Math.round(side / 170)))];
}

/**
 * The estimated foreground colours at the semi-transparent pixels (0 < alpha < 1), the only ones
 * where F differs from the image (F = I where alpha is 1; nothing is shown where it is 0):
 * `indices` are pixel indices of `image`, `colours` their RGB, 3 bytes each.
 */
export interface SparseForeground {
  indices: Int32Array;
  colours: Uint8Array;
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
  const out = new Uint8Array(width * height * 3);
  for (let i = 0, o = 0; i < width * height; i++, o += channels) {
    out[i * 3] = data[o];
    out[i * 3 + 1] = data[channels < 3 ? o : o + 1];
    out[i * 3 + 2] = data[channels < 3 ? o : o + 2];
  }
  const { indices, colours } = estimateForegroundAt(image, alpha, radii, bandPixels);
  for (let k = 0; k < indices.length; k++) out.set(colours.subarray(k * 3, k * 3 + 3), indices[k] * 3);
  return out;
}

/** Only the semi-transparent pixels' foreground colours (see SparseForeground). */
export function estimateForegroundAt(
  image: Raster,
  alpha: Float32Array,
  radii = foregroundRadii(image.width, image.height),
  bandPixels = BAND_PIXELS,
): SparseForeground {
  const { width, height } = image;
  const halo = radii.reduce((sum, radius) => sum + radius, 0);
  // Where alpha is 1 blur fusion returns I exactly, and where it is 0 F is never shown: only the
  // box around semi-transparent pixels, grown by the halo, needs computing.
  const box = uncertainBox(alpha, width, height, halo);
  if (!box) return { indices: new Int32Array(0), colours: new Uint8Array(0) };
  const region = box.width === width && box.height === height ? { image, alpha } : cropRegion(image, alpha, box);
  const found: SparseForeground[] = [];
  const coreRows = Math.max(8, Math.floor(bandPixels / box.width) - 2 * halo);
  for (let top = 0; top < box.height; top += coreRows) {
    const bottom = Math.min(box.height, top + coreRows);
    found.push(estimateBand(region.image, region.alpha, radii, Math.max(0, top - halo), Math.min(box.height, bottom + halo), top, bottom));
  }
  const total = found.reduce((sum, part) => sum + part.indices.length, 0);
  const indices = new Int32Array(total);
  const colours = new Uint8Array(total * 3);
  let k = 0;
  for (const part of found) {
    colours.set(part.colours, k * 3);
    for (const i of part.indices) {
      // Region index to image index.
      const x = i % box.width;
      indices[k++] = (box.top + (i - x) / box.width) * width + box.left + x;
    }
  }
  return { indices, colours };
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
): SparseForeground {
  const { width, channels, data } = image;
  const rows = bandBottom - bandTop;
  const size = width * rows;
  const bandAlpha = alpha.subarray(bandTop * width, bandBottom * width);
  // Only semi-transparent pixels of the core rows show F (at alpha 1 blur fusion gives I, which
  // `out` already holds; at 0 nothing is shown). A level need only be evaluated at the
  // semi-transparent pixels the next level reads (within its radius): a pixel at alpha 0 or 1
  // enters the next level's window sums with weight 0 on one plane and, on the other, its observed
  // colour I, which is what it holds unevaluated (F = I + 0 at alpha 1, B = I at alpha 0). When the
  // core is the whole band (every photo up to 2 MP) that is the same set at every level. Window sums
  // come from summed-area tables, so a level costs one pass over the band plus those pixels (the
  // dense version blurred every plane of the band twice per level: ~60 % of the post-processing).
  const semi = new Uint8Array(size);
  const shown: number[] = [];
  // Confidence weights: a^2 and (1-a)^2 rather than the paper's a and 1-a, so that the local means
  // lean on nearly pure pixels and a wide soft edge does not average its own mixture back in.
  const fgWeight = new Float32Array(size);
  const bgWeight = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    const a = bandAlpha[i];
    fgWeight[i] = a * a;
    bgWeight[i] = (1 - a) * (1 - a);
    if (a > 0 && a < 1) {
      semi[i] = 1;
      if (i >= (coreTop - bandTop) * width && i < (coreBottom - bandTop) * width) shown.push(i);
    }
  }
  if (shown.length === 0) return { indices: new Int32Array(0), colours: new Uint8Array(0) };
  const last = Int32Array.from(shown);
  const needed: Int32Array[] = new Array<Int32Array>(radii.length).fill(last);
  if (bandTop < coreTop || bandBottom > coreBottom) {
    const reach = new Float32Array(size);
    const grown = new Float32Array(size);
    const scratch = new Float32Array(size);
    for (let level = radii.length - 1; level > 0; level--) {
      reach.fill(0);
      for (const i of needed[level]) reach[i] = 1;
      boxMean(reach, grown, width, rows, radii[level], scratch);
      needed[level - 1] = Int32Array.from(indicesOf(grown).filter((i) => semi[i] === 1));
    }
  }
  const fgWeightSums = new Float64Array((width + 1) * (rows + 1));
  const bgWeightSums = new Float64Array(fgWeightSums.length);
  summedAreaPairIn(fgWeight, bgWeight, undefined, undefined, width, { left: 0, top: 0, width, height: rows }, fgWeightSums, bgWeightSums);
  const foreground = new Float32Array(size);
  const background = new Float32Array(size);
  // Per channel, at the shown pixels: the estimate F and the last level's local means F^ and B^.
  const shownForeground = new Float32Array(last.length * 3);
  const shownForegroundMean = new Float32Array(last.length * 3);
  const shownBackgroundMean = new Float32Array(last.length * 3);
  const shownAlpha = new Float32Array(last.length);
  for (let k = 0; k < last.length; k++) shownAlpha[k] = bandAlpha[last[k]];
  // Tables reused by every level and channel: fewer big allocations. A level's tables cover only
  // the windows of the pixels it evaluates (the narrow level's: ~half the band).
  const fgSums = new Float64Array(fgWeightSums.length);
  const bgSums = new Float64Array(fgWeightSums.length);
  const regions = needed.map((pixels, level) => windowsRegion(pixels, width, rows, radii[level]));
  const bandOffset = bandTop * width * channels;
  for (let c = 0; c < 3; c++) {
    const source = channels < 3 ? 0 : c;
    // Both estimates start as the observed colour I. The first level's tables are summed from the
    // image itself (the same products I * weight), so I is written into the planes only where a
    // later level's tables read them (the narrow level's region: about half the wide one's).
    const observed = { data, channels, offset: bandOffset + source, unit: UNIT };
    for (let level = 1; level < radii.length; level++) fillObserved(observed, foreground, background, width, regions[level]);
    for (let level = 0; level < radii.length; level++) {
      const radius = radii[level];
      const region = regions[level];
      if (level === 0) summedAreaObservedPair(observed, fgWeight, bgWeight, width, region, fgSums, bgSums);
      else summedAreaPairIn(foreground, background, fgWeight, bgWeight, width, region, fgSums, bgSums);
      const isLast = level === radii.length - 1;
      const pixels = needed[level];
      for (let k = 0; k < pixels.length; k++) {
        const i = pixels[k];
        const x = i % width;
        const y = (i - x) / width;
        const x0 = Math.max(0, x - radius);
        const x1 = Math.min(width, x + radius + 1);
        const y0 = Math.max(0, y - radius);
        const y1 = Math.min(rows, y + radius + 1);
        const count = (x1 - x0) * (y1 - y0);
        const rx0 = x0 - region.left;
        const rx1 = x1 - region.left;
        const ry0 = y0 - region.top;
        const ry1 = y1 - region.top;
        const f = windowSum(fgSums, region.width, rx0, rx1, ry0, ry1) / count / (windowSum(fgWeightSums, width, x0, x1, y0, y1) / count + EPSILON);
        const b = windowSum(bgSums, region.width, rx0, rx1, ry0, ry1) / count / (windowSum(bgWeightSums, width, x0, x1, y0, y1) / count + EPSILON);
        const a = bandAlpha[i];
        const residual = UNIT[data[bandOffset + i * channels + source]] - a * f - (1 - a) * b;
        foreground[i] = clamp01(f + a * residual);
        background[i] = clamp01(b + (1 - a) * residual);
        if (isLast) {
          shownForeground[k * 3 + c] = foreground[i];
          shownForegroundMean[k * 3 + c] = f;
          shownBackgroundMean[k * 3 + c] = b;
        }
      }
    }
  }
  suppressSpill(shownForeground, shownForegroundMean, shownBackgroundMean, shownAlpha);
  const colours = new Uint8Array(last.length * 3);
  for (let k = 0; k < last.length; k++) {
    const o = bandOffset + last[k] * channels;
    const weight = contrastWeight(shownForegroundMean, shownBackgroundMean, k * 3);
    for (let c = 0; c < 3; c++) {
      const observed = UNIT[data[channels < 3 ? o : o + c]];
      colours[k * 3 + c] = Math.round((observed + weight * (shownForeground[k * 3 + c] - observed)) * 255);
    }
  }
  const indices = new Int32Array(last.length);
  for (let k = 0; k < last.length; k++) indices[k] = bandTop * width + last[k];
  return { indices, colours };
}

/**
 * How much of the estimate replaces the observed colour, from the distance between the local
 * foreground and background means (RGB, 0..1 per channel): none below CONTRAST.low, all above
 * CONTRAST.high. Where the two are alike, unmixing divides by a small difference: it takes the
 * product's own shading near its outline for the background's spill and recolours pixels that are
 * really opaque, while a spill of a similar colour is hardly visible. On the real-photo tuning half
 * (npm run eval) decontaminating every pixel gave rim error 11.9, none 11.2, this 11.2; a white
 * product on saturated red (distance ~1.2) keeps the whole estimate, so no red fringe.
 */
const CONTRAST = { low: 0.5, high: 0.8 };

function contrastWeight(foregroundMean: Float32Array, backgroundMean: Float32Array, k: number): number {
  let length2 = 0;
  for (let c = 0; c < 3; c++) {
    const d = backgroundMean[k + c] - foregroundMean[k + c];
    length2 += d * d;
  }
  const distance = Math.sqrt(length2);
  return distance <= CONTRAST.low ? 0 : distance >= CONTRAST.high ? 1 : (distance - CONTRAST.low) / (CONTRAST.high - CONTRAST.low);
}

function indicesOf(mask: Float32Array): Int32Array {
  let count = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] > 0) count++;
  const indices = new Int32Array(count);
  for (let i = 0, k = 0; i < mask.length; i++) if (mask[i] > 0) indices[k++] = i;
  return indices;
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
