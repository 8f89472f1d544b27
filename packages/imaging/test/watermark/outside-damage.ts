import { dilateSquare } from '../../src/engines/inpaint/mask-ops';
import type { Raster } from '../../src/raster';

/** A channel moved by more than this (levels) counts as changed: well above JPEG noise at q80. */
const CHANGE = 12;

/**
 * Damage outside the mark: pixels farther than 3 px from its `footprint` (every pixel the mark
 * changed) where removal moved any channel by more than 12 levels against its `input`. Nothing
 * there belongs to the mark, so any such change is removal repainting the photo. The PSNR and the
 * readable ghost are measured on the footprint only and do not see it.
 */
export function outsideDamage(result: Raster, input: Raster, footprint: Uint8Array): number {
  const { width, height, channels: c } = input;
  const near = dilateSquare(footprint, width, height, 3);
  let changed = 0;
  for (let p = 0; p < near.length; p++) {
    if (near[p]) continue;
    for (let k = 0; k < c; k++) {
      if (Math.abs(result.data[p * c + k] - input.data[p * c + k]) > CHANGE) {
        changed++;
        break;
      }
    }
  }
  return changed;
}
