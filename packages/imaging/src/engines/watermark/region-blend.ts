import type { Raster } from '../../raster';
import { dilateSquare } from '../inpaint/mask-ops';
import { partBox } from './part-box';
import { estimateBlendLocal, type BlendEstimate } from './unblend';

/**
 * Pixels kept around a region's box: the local fit's ring (6 px) reaches past the strokes grown
 * by 1 px, and every box sum it takes must lie inside the crop.
 */
const CROP_MARGIN = 8;

/**
 * `estimateBlendLocal(input, s, dilateSquare(s, 1), region)` for one region (`part`, its pixels)
 * with s = `strokes` inside it, computed on a crop around the region: the same pixels are added
 * in the same (raster) order, and their ring sums (whole numbers) are clipped the same way, so
 * the answer is the same; the full-image passes were most of the time of a page removal with
 * many small regions (39 on the 1024 px rocket with a tiled ©).
 */
export function estimateRegionBlend(input: Raster, part: Int32Array, strokes: Uint8Array): BlendEstimate | undefined {
  const { width, height, channels: c } = input;
  const box = partBox(part, width);
  const x0 = Math.max(0, box.x - CROP_MARGIN);
  const y0 = Math.max(0, box.y - CROP_MARGIN);
  const x1 = Math.min(width, box.x + box.width + CROP_MARGIN);
  const y1 = Math.min(height, box.y + box.height + CROP_MARGIN);
  const w = x1 - x0;
  const h = y1 - y0;
  const data = new Uint8Array(w * h * c);
  for (let y = y0; y < y1; y++) data.set(input.data.subarray((y * width + x0) * c, (y * width + x1) * c), (y - y0) * w * c);
  const region = new Uint8Array(w * h);
  const own = new Uint8Array(w * h);
  for (const p of part) {
    const x = p % width;
    const y = (p - x) / width;
    region[(y - y0) * w + x - x0] = 1;
    own[(y - y0) * w + x - x0] = strokes[p];
  }
  return estimateBlendLocal({ width: w, height: h, channels: c, data }, own, dilateSquare(own, w, h, 1), region);
}
