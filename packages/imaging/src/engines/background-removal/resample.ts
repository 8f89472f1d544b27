/**
 * Resizing of single-channel float planes (masks, filter coefficients). A triangle filter whose
 * support widens with the reduction factor: bilinear when enlarging, area-like when shrinking, so
 * a 1024x1024 mask can go to any output size without aliasing or ringing.
 */

/** For each destination coordinate: the first source index and `taps` weights summing to 1. */
interface AxisWeights {
  taps: number;
  first: Int32Array;
  weights: Float32Array;
}

/** `offset`: added to the source position every destination pixel reads, in source pixels. */
function axisWeights(sourceSize: number, targetSize: number, offset = 0): AxisWeights {
  const scale = sourceSize / targetSize;
  const support = Math.max(1, scale);
  const taps = Math.ceil(support) * 2 + 1;
  const first = new Int32Array(targetSize);
  const weights = new Float32Array(targetSize * taps);
  for (let i = 0; i < targetSize; i++) {
    const centre = (i + 0.5) * scale - 0.5 + offset;
    const start = Math.floor(centre - support) + 1;
    let total = 0;
    for (let t = 0; t < taps; t++) {
      const distance = Math.abs(start + t - centre) / support;
      const weight = distance < 1 ? 1 - distance : 0;
      weights[i * taps + t] = weight;
      total += weight;
    }
    // Fold taps that fall outside the source onto the edge pixel (clamp-to-edge).
    const clampedFirst = Math.min(Math.max(start, 0), Math.max(0, sourceSize - taps));
    if (clampedFirst !== start) {
      const shifted = new Float32Array(taps);
      for (let t = 0; t < taps; t++) {
        const source = Math.min(Math.max(start + t, 0), sourceSize - 1);
        const slot = Math.min(Math.max(source - clampedFirst, 0), taps - 1);
        shifted[slot] += weights[i * taps + t];
      }
      weights.set(shifted, i * taps);
    }
    first[i] = clampedFirst;
    for (let t = 0; t < taps; t++) weights[i * taps + t] /= total;
  }
  return { taps, first, weights };
}

/**
 * `offsetX`/`offsetY`: how far, in source pixels, the source's content lies right of / below
 * pixel-centre-aligned scaling (0.5 for the network's map of an enlarged photo: inference.ts).
 */
export function resizePlane(source: Float32Array, sourceWidth: number, sourceHeight: number, width: number, height: number, offsetX = 0, offsetY = 0): Float32Array {
  if (sourceWidth === width && sourceHeight === height && offsetX === 0 && offsetY === 0) return source.slice();
  const horizontal = axisWeights(sourceWidth, width, offsetX);
  const vertical = axisWeights(sourceHeight, height, offsetY);
  const rows = new Float32Array(width * sourceHeight);
  const hTaps = Math.min(horizontal.taps, sourceWidth);
  // Zeros (most of a mask) are skipped in both passes: whole rows of them, and outputs whose taps
  // read only zeros. Their filtered values are +0, which the planes already hold, and adding +0
  // (times a weight) leaves a sum that started at +0 as it was (such a sum is never -0): the
  // result is the same bit for bit.
  const zeroRow = new Uint8Array(sourceHeight);
  let columnsFrom = width;
  let columnsTo = 0;
  for (let y = 0; y < sourceHeight; y++) {
    const sourceRow = y * sourceWidth;
    let first = 0;
    while (first < sourceWidth && source[sourceRow + first] === 0) first++;
    if (first === sourceWidth) {
      zeroRow[y] = 1;
      continue;
    }
    let last = sourceWidth - 1;
    while (source[sourceRow + last] === 0) last--;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (horizontal.first[x] > last || horizontal.first[x] + hTaps <= first) continue;
      if (x < columnsFrom) columnsFrom = x;
      if (x >= columnsTo) columnsTo = x + 1;
      const start = sourceRow + horizontal.first[x];
      const weightStart = x * horizontal.taps;
      let sum = 0;
      for (let t = 0; t < hTaps; t++) sum += source[start + t] * horizontal.weights[weightStart + t];
      rows[row + x] = sum;
    }
  }
  const out = new Float32Array(width * height);
  const vTaps = Math.min(vertical.taps, sourceHeight);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const weightStart = y * vertical.taps;
    for (let t = 0; t < vTaps; t++) {
      const weight = vertical.weights[weightStart + t];
      if (weight === 0 || zeroRow[vertical.first[y] + t]) continue;
      const sourceRow = (vertical.first[y] + t) * width;
      for (let x = columnsFrom; x < columnsTo; x++) out[row + x] += rows[sourceRow + x] * weight;
    }
  }
  return out;
}

/** Bilinear lookup tables (pixel-centre aligned) used to sample coarse planes at full resolution. */
export interface BilinearAxis {
  low: Int32Array;
  high: Int32Array;
  /** Weight of `high`; `low` gets 1 - fraction. */
  fraction: Float32Array;
}

export function bilinearAxis(sourceSize: number, targetSize: number): BilinearAxis {
  const low = new Int32Array(targetSize);
  const high = new Int32Array(targetSize);
  const fraction = new Float32Array(targetSize);
  const scale = sourceSize / targetSize;
  for (let i = 0; i < targetSize; i++) {
    const position = Math.min(Math.max((i + 0.5) * scale - 0.5, 0), sourceSize - 1);
    const base = Math.floor(position);
    low[i] = base;
    high[i] = Math.min(base + 1, sourceSize - 1);
    fraction[i] = position - base;
  }
  return { low, high, fraction };
}
