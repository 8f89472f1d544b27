import { dilateSquare } from '../../src/engines/inpaint/mask-ops';
import type { Raster } from '../../src/raster';

/**
 * How readable what is left of a mark is: mean |result - clean| (over the channels) on the mark's
 * stroke pixels (`truth`) divided by the same on a band 2-4 px outside them. PSNR hides a ghost
 * of the letters (small errors shaped like them); this sees it. Above ~1.5 the letters can be
 * read; JPEG noise, which un-blending divides by (1 - opacity), keeps even an un-blend with the
 * true matte and colour near 2 on our photos at q80.
 */
export function ghostRatio(result: Raster, clean: Raster, truth: Uint8Array): number {
  const { width, height, channels: c } = clean;
  const inner = dilateSquare(truth, width, height, 1);
  const outer = dilateSquare(truth, width, height, 4);
  let strokes = 0;
  let strokeCount = 0;
  let band = 0;
  let bandCount = 0;
  for (let p = 0; p < truth.length; p++) {
    if (!truth[p] && !(outer[p] && !inner[p])) continue;
    let d = 0;
    for (let k = 0; k < c; k++) d += Math.abs(result.data[p * c + k] - clean.data[p * c + k]);
    if (truth[p]) {
      strokes += d;
      strokeCount++;
    } else {
      band += d;
      bandCount++;
    }
  }
  return strokes / Math.max(1, strokeCount) / Math.max(1e-6, band / Math.max(1, bandCount));
}
