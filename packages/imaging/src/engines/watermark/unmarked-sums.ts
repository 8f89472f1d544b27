import type { Raster } from '../../raster';

/** Integral images of the count and the colour sums of the pixels outside a mark. */
export interface UnmarkedSums {
  width: number;
  height: number;
  channels: number;
  counts: Float64Array;
  sums: Float64Array;
}

/** Builds the integral images of the pixels where `marked` is 0 (one row and column of zeros first). */
export function unmarkedSums(input: Raster, marked: Uint8Array): UnmarkedSums {
  const { width, height, channels: c } = input;
  const stride = width + 1;
  const counts = new Float64Array(stride * (height + 1));
  const sums = new Float64Array(stride * (height + 1) * c);
  const { data } = input;
  // Running sums along the row added to the row above: whole numbers, so exactly the usual
  // four-term recurrence's values, in fewer operations (this is built several times per removal).
  const row = new Float64Array(c);
  for (let y = 0; y < height; y++) {
    let rowCount = 0;
    row.fill(0);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const i = (y + 1) * stride + x + 1;
      if (!marked[p]) {
        rowCount++;
        for (let k = 0; k < c; k++) row[k] += data[p * c + k];
      }
      counts[i] = counts[i - stride] + rowCount;
      for (let k = 0; k < c; k++) sums[i * c + k] = sums[(i - stride) * c + k] + row[k];
    }
  }
  return { width, height, channels: c, counts, sums };
}

/**
 * The unmarked pixels of the box [x0, x1) x [y0, y1), clipped to the image: their colour sums are
 * written to `out`, their number is returned.
 */
export function sumUnmarkedBox(s: UnmarkedSums, x0: number, y0: number, x1: number, y1: number, out: Float64Array): number {
  const { width, height, channels: c, counts, sums } = s;
  const stride = width + 1;
  const a = Math.max(0, y0) * stride + Math.max(0, x0);
  const b = Math.max(0, y0) * stride + Math.min(width, x1);
  const d = Math.min(height, y1) * stride + Math.max(0, x0);
  const e = Math.min(height, y1) * stride + Math.min(width, x1);
  for (let k = 0; k < c; k++) out[k] = sums[e * c + k] - sums[b * c + k] - sums[d * c + k] + sums[a * c + k];
  return counts[e] - counts[b] - counts[d] + counts[a];
}

/** Half-sizes of the squares the local background (unmarked pixels) is summed over, the smallest with enough of them. */
const BACKGROUND_RADII = [6, 12, 24];
const MIN_BACKGROUND = 8;

/**
 * The local background of (x, y): the unmarked pixels of the smallest square around it (half-size
 * 6, 12 or 24) that holds at least 8 of them, or of the largest. Their colour sums go to `out`,
 * their number is returned (0: no unmarked pixel within 24 px).
 */
export function sumLocalBackground(s: UnmarkedSums, x: number, y: number, out: Float64Array): number {
  let n = 0;
  for (const r of BACKGROUND_RADII) {
    n = sumUnmarkedBox(s, x - r, y - r, x + r + 1, y + r + 1, out);
    if (n >= MIN_BACKGROUND) break;
  }
  return n;
}
