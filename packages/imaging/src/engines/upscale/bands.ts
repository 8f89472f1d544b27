/**
 * Splitting one upscale across several threads: the input is cut into horizontal bands that
 * overlap like tiles do, each band goes through the network on its own thread (its own process
 * state, its own onnxruntime session), and the band results are blended back with the same linear
 * weights as tiles (tiling.ts), so the seams are those of ordinary tiles.
 */
import type { Raster } from '../../raster';
import { axisWeights, planTiles, type TileSpan } from './tiling';

/** Input rows shared by neighbouring bands, and the rows at each end of a shared strip left out. */
export const BAND_OVERLAP = 16;
const BAND_MARGIN = 4;
/** No band shorter than this many input rows: below it the overlap costs more than it saves. */
const MIN_BAND_ROWS = 96;

/** At most `count` equal bands covering `height` input rows (one band for a short image). */
export function planBands(height: number, count: number): TileSpan[] {
  const usable = Math.max(1, Math.min(count, Math.floor(height / MIN_BAND_ROWS)));
  if (usable === 1) return [{ start: 0, size: height }];
  const size = Math.ceil((height + (usable - 1) * BAND_OVERLAP) / usable);
  return planTiles(height, size, BAND_OVERLAP);
}

/** Rows [start, start + size) of a raster. */
export function cropRows(raster: Raster, band: TileSpan): Raster {
  const row = raster.width * raster.channels;
  return { width: raster.width, height: band.size, channels: raster.channels, data: raster.data.slice(band.start * row, (band.start + band.size) * row) };
}

/**
 * Blends the network's RGB of each band (in `bands` order, each `scale` times its band) into one
 * RGB raster `scale` times the input.
 */
export function blendBands(bands: readonly TileSpan[], results: readonly Raster[], scale: number): Raster {
  const first = results[0];
  if (!first || results.length !== bands.length) throw new RangeError('One result per band is needed');
  const width = first.width;
  const last = bands[bands.length - 1];
  const height = (last.start + last.size) * scale;
  const out = new Uint8Array(width * height * 3);
  const sums = new Float32Array(width * 3);
  const weights = bands.map((_, index) => axisWeights(bands, index, scale, BAND_MARGIN));
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (const [index, band] of bands.entries()) {
      const local = y - band.start * scale;
      const result = results[index];
      if (local < 0 || local >= band.size * scale || !result) continue;
      const weight = weights[index][local];
      if (weight === 0) continue;
      const row = result.data.subarray(local * width * 3, (local + 1) * width * 3);
      for (let i = 0; i < row.length; i++) sums[i] += weight * row[i];
    }
    const target = out.subarray(y * width * 3, (y + 1) * width * 3);
    for (let i = 0; i < sums.length; i++) target[i] = Math.min(255, Math.max(0, Math.round(sums[i])));
  }
  return { width, height, channels: 3, data: out };
}
