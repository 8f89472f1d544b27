import type { Raster } from '../../raster';
import { componentPixels } from '../inpaint/mask-ops';

/**
 * After a tiled mark's un-blend, what is left of it on its footprint is at most the mark itself:
 * the text path may take away that leftover, but where it changed a region's footprint pixels more
 * (summed |change| over the channels) than the un-blend did (the whole mark), it repainted the photo
 * under the leftover, and those pixels go back to the un-blend's result. Without a mask the text
 * detector reads the faint leftover of a grey © over the astronaut's helmet as text and its fill
 * changed the footprint 4.5-20x as much as the un-blend had (the no-mask gain fell from +5.68 to
 * +3.14 dB); over the rocket's PREVIEW, where it clears a readable leftover, 0.00-0.07x.
 * `original` is the photo before the un-blend, `tiled` after it, `after` the text path's result;
 * `footprint` the tiled strokes as the text path leaves them alone with a mask (grown by 3 px).
 * Returns `after` itself when no region went past the bound.
 */
export function boundTiledLeftover(original: Raster, tiled: Raster, after: Raster, regions: Uint8Array, footprint: Uint8Array): Raster {
  const { width, height, channels: c } = tiled;
  const change = (a: Raster, b: Raster, p: number) => {
    let sum = 0;
    for (let k = 0; k < c; k++) sum += Math.abs(a.data[p * c + k] - b.data[p * c + k]);
    return sum;
  };
  let data: Uint8Array | undefined;
  for (const part of componentPixels(regions, width, height)) {
    let text = 0;
    let mark = 0;
    for (const p of part) {
      if (!footprint[p]) continue;
      text += change(after, tiled, p);
      mark += change(tiled, original, p);
    }
    if (text <= mark) continue;
    data ??= after.data.slice();
    for (const p of part) if (footprint[p]) for (let k = 0; k < c; k++) data[p * c + k] = tiled.data[p * c + k];
  }
  return data ? { ...after, data } : after;
}
