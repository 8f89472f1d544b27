/**
 * Full-resolution detail pass of the refinement: a small-window guided filter (luma guide) whose
 * result replaces alpha only where the coarse alpha is uncertain (0.01 < a < 0.99). It runs tile
 * by tile, only on tiles that hold uncertain pixels, each grown by the filter's reach (2 radii,
 * plus one): there the windows, their pixel counts and the values they read are those of a run
 * over the whole image (the band is an outline: ~1/4 of the subject's box on a product photo).
 * Every tile reads the coarse alpha; the results are written once all tiles are done.
 */
import type { Raster } from '../../raster';
import { cropRaster } from './compose';
import { greyGuidedFilter, lumaPlane, type GuidedFilterParams } from './guided-filter';

const TILE = 64;

export const isUncertain = (a: number) => a > 0.01 && a < 0.99;

interface TileResult {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Filtered alpha over the tile grown by the reach; `stride` wide. */
  values: Float32Array;
  offsetX: number;
  offsetY: number;
  stride: number;
}

export function detailPass(image: Raster, alpha: Float32Array, params: GuidedFilterParams): void {
  const { width, height } = image;
  const reach = 2 * params.radius + 1;
  const results: TileResult[] = [];
  for (let top = 0; top < height; top += TILE) {
    const tileHeight = Math.min(TILE, height - top);
    for (let left = 0; left < width; left += TILE) {
      const tileWidth = Math.min(TILE, width - left);
      if (!hasUncertain(alpha, width, left, top, tileWidth, tileHeight)) continue;
      const x0 = Math.max(0, left - reach);
      const y0 = Math.max(0, top - reach);
      const box = { left: x0, top: y0, width: Math.min(width, left + tileWidth + reach) - x0, height: Math.min(height, top + tileHeight + reach) - y0 };
      const regionAlpha = new Float32Array(box.width * box.height);
      for (let y = 0; y < box.height; y++) {
        const from = (box.top + y) * width + box.left;
        regionAlpha.set(alpha.subarray(from, from + box.width), y * box.width);
      }
      const values = greyGuidedFilter(lumaPlane(cropRaster(image, box)), regionAlpha, box.width, box.height, params);
      results.push({ left, top, width: tileWidth, height: tileHeight, values, offsetX: left - x0, offsetY: top - y0, stride: box.width });
    }
  }
  for (const tile of results) {
    for (let y = 0; y < tile.height; y++) {
      const row = (tile.top + y) * width + tile.left;
      const from = (tile.offsetY + y) * tile.stride + tile.offsetX;
      for (let x = 0; x < tile.width; x++) {
        if (isUncertain(alpha[row + x])) alpha[row + x] = tile.values[from + x];
      }
    }
  }
}

function hasUncertain(alpha: Float32Array, width: number, left: number, top: number, tileWidth: number, tileHeight: number): boolean {
  for (let y = 0; y < tileHeight; y++) {
    const row = (top + y) * width + left;
    for (let x = 0; x < tileWidth; x++) if (isUncertain(alpha[row + x])) return true;
  }
  return false;
}
