/** Quarter-turn rotations and mirrors as one exact pixel remap (no resampling). */
import type { Raster } from '../../raster';

export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * Rotates clockwise by `rotate`, then mirrors the rotated image (flipH: left-right, flipV:
 * top-bottom), the order a user sees in the editor. 90 and 270 swap width and height.
 */
export function transformGeometry(input: Raster, rotate: QuarterTurn, flipH: boolean, flipV: boolean): Raster {
  const { width: w, height: h, channels, data } = input;
  const swap = rotate === 90 || rotate === 270;
  const outWidth = swap ? h : w;
  const outHeight = swap ? w : h;
  const out = new Uint8Array(data.length);
  for (let oy = 0; oy < outHeight; oy++) {
    // Undo the mirrors first (they act on the output), then the rotation.
    const ry = flipV ? outHeight - 1 - oy : oy;
    for (let ox = 0; ox < outWidth; ox++) {
      const rx = flipH ? outWidth - 1 - ox : ox;
      let sx: number;
      let sy: number;
      switch (rotate) {
        case 0:
          sx = rx;
          sy = ry;
          break;
        case 90:
          sx = ry;
          sy = h - 1 - rx;
          break;
        case 180:
          sx = w - 1 - rx;
          sy = h - 1 - ry;
          break;
        case 270:
          sx = w - 1 - ry;
          sy = rx;
          break;
      }
      const from = (sy * w + sx) * channels;
      const to = (oy * outWidth + ox) * channels;
      for (let c = 0; c < channels; c++) out[to + c] = data[from + c]!;
    }
  }
  return { width: outWidth, height: outHeight, channels, data: out };
}
