/**
 * Full-resolution detail pass of the refinement: a small-window guided filter (luma guide) whose
 * result replaces alpha only where the coarse alpha is uncertain (0.01 < a < 0.99). It runs tile
 * by tile, only on tiles that hold uncertain pixels, each grown by the filter's reach (2 radii,
 * plus one): there the windows, their pixel counts and the values they read are those of a run
 * over the whole image (the band is an outline: ~1/4 of the subject's box on a product photo).
 * Every tile reads the coarse alpha; the results are written once all tiles are done (kept
 * meanwhile as pixel index and value, the only values used).
 */
import type { Raster } from '../../raster';
import type { CropBox } from './compose';
import { greyGuidedFilter, guidedWorkspace, type GuidedFilterParams } from './guided-filter';

const TILE = 64;

export const isUncertain = (a: number) => a > 0.01 && a < 0.99;

export function detailPass(image: Raster, alpha: Float32Array, params: GuidedFilterParams): void {
  const { width, height } = image;
  const reach = 2 * params.radius + 1;
  // One set of planes for every tile (they are all at most this size), and the new values of the
  // uncertain pixels kept aside: every tile must read the coarse alpha.
  const workspace = guidedWorkspace((TILE + 2 * reach) ** 2);
  const regionAlpha = new Float32Array((TILE + 2 * reach) ** 2);
  let indices = new Int32Array(1 << 14);
  let values = new Float32Array(indices.length);
  let count = 0;
  for (let top = 0; top < height; top += TILE) {
    const tileHeight = Math.min(TILE, height - top);
    for (let left = 0; left < width; left += TILE) {
      const tileWidth = Math.min(TILE, width - left);
      if (!hasUncertain(alpha, width, left, top, tileWidth, tileHeight)) continue;
      const x0 = Math.max(0, left - reach);
      const y0 = Math.max(0, top - reach);
      const box = { left: x0, top: y0, width: Math.min(width, left + tileWidth + reach) - x0, height: Math.min(height, top + tileHeight + reach) - y0 };
      for (let y = 0; y < box.height; y++) {
        const from = (box.top + y) * width + box.left;
        regionAlpha.set(alpha.subarray(from, from + box.width), y * box.width);
      }
      const filtered = greyGuidedFilter(lumaOfRegion(image, box), regionAlpha.subarray(0, box.width * box.height), box.width, box.height, params, workspace);
      if (count + tileWidth * tileHeight > indices.length) {
        const grown = Math.max(2 * indices.length, count + tileWidth * tileHeight);
        indices = copyInto(new Int32Array(grown), indices, count);
        values = copyInto(new Float32Array(grown), values, count);
      }
      for (let y = 0; y < tileHeight; y++) {
        const row = (top + y) * width + left;
        const from = (top - y0 + y) * box.width + left - x0;
        for (let x = 0; x < tileWidth; x++) {
          if (!isUncertain(alpha[row + x])) continue;
          indices[count] = row + x;
          values[count++] = filtered[from + x];
        }
      }
    }
  }
  for (let k = 0; k < count; k++) alpha[indices[k]] = values[k];
}

function copyInto<T extends Int32Array | Float32Array>(into: T, from: T, count: number): T {
  into.set(from.subarray(0, count));
  return into;
}

function hasUncertain(alpha: Float32Array, width: number, left: number, top: number, tileWidth: number, tileHeight: number): boolean {
  for (let y = 0; y < tileHeight; y++) {
    const row = (top + y) * width + left;
    for (let x = 0; x < tileWidth; x++) if (isUncertain(alpha[row + x])) return true;
  }
  return false;
}

/** lumaPlane(cropRaster(image, box)) read straight from the image: the same expression, no copy. */
export function lumaOfRegion(image: Raster, box: CropBox): Float32Array {
  const { data, channels } = image;
  const luma = new Float32Array(box.width * box.height);
  for (let y = 0, i = 0; y < box.height; y++) {
    let o = ((box.top + y) * image.width + box.left) * channels;
    if (channels < 3) {
      for (let x = 0; x < box.width; x++, i++, o += channels) luma[i] = data[o] / 255;
      continue;
    }
    for (let x = 0; x < box.width; x++, i++, o += channels) luma[i] = (0.299 * data[o] + 0.587 * data[o + 1] + 0.114 * data[o + 2]) / 255;
  }
  return luma;
}
