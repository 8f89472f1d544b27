/**
 * Summed-area tables for the decontamination's window means: (width+1) x (rows+1) doubles, first
 * row and column zero, so a window sum is four reads whatever its radius. A level's tables may
 * cover only the region its windows read (windowsRegion).
 */

/** A rectangle of the band the tables cover; window corners are read relative to it. */
export interface SumsRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Tables of valuesA * weightsA and valuesB * weightsB (the values alone where no weights are
 * given) over `region` of a `width`-wide plane only,
 * (region.width+1) x (region.height+1), first row and column set to zero here (the tables may be
 * reused at another size). A level whose windows all lie inside the region reads the same window
 * sums as from whole-band tables, to rounding; the narrow level's windows cover ~half the band.
 */
export function summedAreaPairIn(
  valuesA: Float32Array,
  valuesB: Float32Array,
  weightsA: Float32Array | undefined,
  weightsB: Float32Array | undefined,
  width: number,
  region: SumsRegion,
  sumsA: Float64Array,
  sumsB: Float64Array,
): void {
  const stride = region.width + 1;
  sumsA.fill(0, 0, stride);
  sumsB.fill(0, 0, stride);
  for (let y = 0; y < region.height; y++) {
    let rowA = 0;
    let rowB = 0;
    const row = (region.top + y) * width + region.left;
    const above = y * stride + 1;
    const here = above + stride;
    sumsA[here - 1] = 0;
    sumsB[here - 1] = 0;
    for (let x = 0; x < region.width; x++) {
      const i = row + x;
      rowA += weightsA ? valuesA[i] * weightsA[i] : valuesA[i];
      rowB += weightsB ? valuesB[i] * weightsB[i] : valuesB[i];
      sumsA[here + x] = sumsA[above + x] + rowA;
      sumsB[here + x] = sumsB[above + x] + rowB;
    }
  }
}

/** One channel of an interleaved image, read as unit[data[offset + i * channels]] at pixel i. */
export interface ObservedChannel {
  data: Uint8Array;
  channels: number;
  offset: number;
  unit: Float32Array;
}

export function windowSum(sums: Float64Array, width: number, x0: number, x1: number, y0: number, y1: number): number {
  const stride = width + 1;
  return sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0];
}

/** The box of the windows (radius `radius`, clipped to the band) of `pixels`, band indices. */
export function windowsRegion(pixels: Int32Array, width: number, rows: number, radius: number): SumsRegion {
  if (pixels.length === 0) return { left: 0, top: 0, width, height: rows };
  let left = width;
  let right = -1;
  for (const i of pixels) {
    const x = i % width;
    if (x < left) left = x;
    if (x > right) right = x;
  }
  // Indices ascend, so the first and last pixels hold the top and bottom rows.
  const top = Math.floor(pixels[0] / width);
  const bottom = Math.floor(pixels[pixels.length - 1] / width);
  const x0 = Math.max(0, left - radius);
  const y0 = Math.max(0, top - radius);
  return { left: x0, top: y0, width: Math.min(width, right + radius + 1) - x0, height: Math.min(rows, bottom + radius + 1) - y0 };
}

/**
 * The tables summedAreaPairIn makes of two planes that both hold the observed channel over
 * `region` (I * weightsA and I * weightsB), read from the image directly: the same products, so
 * the same sums, without writing the planes first.
 */
export function summedAreaObservedPair(observed: ObservedChannel, weightsA: Float32Array, weightsB: Float32Array, width: number, region: SumsRegion, sumsA: Float64Array, sumsB: Float64Array): void {
  const { data, channels, offset, unit } = observed;
  const stride = region.width + 1;
  sumsA.fill(0, 0, stride);
  sumsB.fill(0, 0, stride);
  for (let y = 0; y < region.height; y++) {
    let rowA = 0;
    let rowB = 0;
    const row = (region.top + y) * width + region.left;
    const above = y * stride + 1;
    const here = above + stride;
    sumsA[here - 1] = 0;
    sumsB[here - 1] = 0;
    for (let x = 0, i = row, o = offset + row * channels; x < region.width; x++, i++, o += channels) {
      const value = unit[data[o]];
      rowA += value * weightsA[i];
      rowB += value * weightsB[i];
      sumsA[here + x] = sumsA[above + x] + rowA;
      sumsB[here + x] = sumsB[above + x] + rowB;
    }
  }
}

/** Writes the observed channel into `a` and `b` over `region` (both estimates start as I there). */
export function fillObserved(observed: ObservedChannel, a: Float32Array, b: Float32Array, width: number, region: SumsRegion): void {
  const { data, channels, offset, unit } = observed;
  for (let y = region.top; y < region.top + region.height; y++) {
    const first = y * width + region.left;
    for (let i = first, o = offset + first * channels; i < first + region.width; i++, o += channels) {
      const value = unit[data[o]];
      a[i] = value;
      b[i] = value;
    }
  }
}
