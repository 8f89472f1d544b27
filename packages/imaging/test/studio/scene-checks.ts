/** Measurements on rendered studio scenes, shared by the scene-quality tests and the contact-sheet script. */
import type { Raster } from '../../src/raster';

/** Mean absolute difference per channel value, 0..255. */
export function meanAbsDiff(a: Raster, b: Raster): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

/** Mean luma of the pixels of rows [y0, y1) and columns [x0, x1), clipped to the image. */
export function meanLuma(image: Raster, x0: number, x1: number, y0: number, y1: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(image.height, Math.round(y1)); y++)
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(image.width, Math.round(x1)); x++) {
      const o = (y * image.width + x) * image.channels;
      sum += 0.299 * (image.data[o] ?? 0) + 0.587 * (image.data[o + 1] ?? 0) + 0.114 * (image.data[o + 2] ?? 0);
      count++;
    }
  return count ? sum / count : NaN;
}

/**
 * Banding along column x, rows [y0, y1), channel c: the share of the pixels that lie in runs of
 * more than `minRun` identical values. A smooth gradient quantised without dithering is made of
 * such runs (flat steps with a contour line between them); a dithered one breaks them into grain.
 */
export function flatRunShare(image: Raster, x: number, y0: number, y1: number, minRun = 8, c = 1): number {
  let inLongRuns = 0;
  let run = 0;
  let previous = -1;
  const close = () => {
    if (run > minRun) inLongRuns += run;
  };
  for (let y = y0; y < y1; y++) {
    const value = image.data[(y * image.width + x) * image.channels + c] ?? 0;
    if (value === previous) run++;
    else {
      close();
      run = 1;
    }
    previous = value;
  }
  close();
  return inLongRuns / Math.max(1, y1 - y0);
}
