/** Preparing a cut-out: trimming to what is visible and scaling it to its place on the canvas. */
import type { Raster } from '../../raster';
import type { EngineContext } from '../context';
import { enlarge, ENLARGE_NETWORK_FACTOR } from '../upscale/enlarge';
import { rasterToSharp, sharpToRaster, toRgba } from './sharp-io';

/** Alpha below this (about 3 %) counts as background when trimming: matting noise, not product. */
const VISIBLE_ALPHA = 8;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Bounding box of the pixels with alpha >= VISIBLE_ALPHA, or null when nothing is visible. */
export function alphaBounds(rgba: Raster): Box | null {
  const { width, height, data } = rgba;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3] >= VISIBLE_ALPHA) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (minY === height) minY = y;
    maxY = y;
    minX = Math.min(minX, first);
    maxX = Math.max(maxX, last);
  }
  return maxY < 0 ? null : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

export function cropRgba(rgba: Raster, box: Box): Raster {
  const out = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * rgba.width + box.left) * 4;
    out.set(rgba.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, channels: 4, data: out };
}

/** The cut-out as RGBA trimmed to its visible pixels. Throws RangeError when nothing is visible. */
export function trimCutout(cutout: Raster): Raster {
  const rgba = toRgba(cutout);
  const bounds = alphaBounds(rgba);
  if (!bounds) throw new RangeError('The cut-out has no visible pixels (its alpha is empty)');
  if (bounds.width === rgba.width && bounds.height === rgba.height) return rgba;
  return cropRgba(rgba, bounds);
}

/**
 * Resamples an RGBA cut-out to an exact size. Enlargements past ENLARGE_NETWORK_FACTOR go through
 * ESRGAN (upscale/enlarge.ts: colour bled under the transparent pixels first, so no rim); others
 * through libvips, which premultiplies alpha, so edges keep no dark fringe.
 */
export async function resizeCutout(rgba: Raster, width: number, height: number, context: EngineContext = {}): Promise<Raster> {
  if (width === rgba.width && height === rgba.height) return rgba;
  if (Math.max(width / rgba.width, height / rgba.height) > ENLARGE_NETWORK_FACTOR) return enlarge(rgba, width, height, context);
  return sharpToRaster(rasterToSharp(rgba).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }));
}
