import type { Raster } from '../../raster';
import { unmarkedSums } from './unmarked-sums';

/**
 * Local contrast of every pixel against a smoothed background: its colour distance from the mean
 * of the (2r+1)^2 square around it, leaving out the `exclude` pixels (a mark's strokes, so that
 * the photo next to them is not taken for mark); Infinity where the square holds none but those.
 */
export function localContrast(input: Raster, radius: number, exclude?: Uint8Array): Float32Array {
  const { width, height, channels: c } = input;
  const sums = unmarkedSums(input, exclude ?? new Uint8Array(width * height));
  const stride = width + 1;
  const colour = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const a = y0 * stride + x0;
      const b = y0 * stride + x1;
      const d = y1 * stride + x0;
      const e = y1 * stride + x1;
      const n = sums.counts[e] - sums.counts[b] - sums.counts[d] + sums.counts[a];
      const p = y * width + x;
      if (n === 0) {
        colour[p] = Number.POSITIVE_INFINITY;
        continue;
      }
      let distance = 0;
      for (let k = 0; k < c; k++) {
        const mean = (sums.sums[e * c + k] - sums.sums[b * c + k] - sums.sums[d * c + k] + sums.sums[a * c + k]) / n;
        const diff = input.data[p * c + k] - mean;
        distance += diff * diff;
      }
      colour[p] = Math.sqrt(distance);
    }
  }
  return colour;
}

/** Median of the values where `where` is set (or everywhere). */
export function medianOf(values: Float32Array, where?: (i: number) => boolean): number {
  // A typed array's native sort: the same median as sorting numbers by a - b, without NaN (contrast has none).
  const picked = new Float32Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) if (!where || where(i)) picked[n++] = values[i];
  if (n === 0) return 0;
  return picked.subarray(0, n).sort()[n >> 1];
}
