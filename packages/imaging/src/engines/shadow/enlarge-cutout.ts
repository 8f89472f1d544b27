/**
 * Enlarging a cut-out by more than ENLARGE_WITH_NETWORK_ABOVE: the colour goes through the ESRGAN
 * engine (detail, not interpolation blur), the alpha through Lanczos-3 (a smooth matte edge).
 * Transparent pixels of a cut-out carry no colour (they are zeroed); fed to the network as they
 * are, the black would bleed into the edge as a dark fringe, so the edge colours are first
 * extended outward ("bleeding") and the network only ever sees the product's own colours.
 */
import type { Raster } from '../../raster';
import type { EngineContext } from '../context';
import { upscale } from '../upscale';
import type { UpscaleModel } from '../upscale';
import { lanczosResize } from '../upscale/resample';

/** Enlargements up to this factor stay with Lanczos-3: the difference is not visible. */
export const ENLARGE_WITH_NETWORK_ABOVE = 1.25;

/** Colour is spread this many pixels into the transparent area (beyond the network's reach). */
const BLEED_PASSES = 12;

/** The model by input size: the sharpest for small cut-outs, a lighter one when the input is large. */
export function enlargeModel(width: number, height: number): UpscaleModel {
  return width * height <= 160_000 ? 'thick' : 'medium';
}

/**
 * RGBA with the colour of every (nearly) transparent pixel replaced by the mean colour of its
 * coloured neighbours, pass after pass, so that the edge colours extend outward; alpha unchanged.
 */
export function bleedColour(rgba: Raster, solidAlpha = 24): Raster {
  const { width, height } = rgba;
  const data = rgba.data.slice();
  const filled = new Uint8Array(width * height);
  for (let i = 0; i < filled.length; i++) filled[i] = rgba.data[i * 4 + 3] >= solidAlpha ? 1 : 0;
  let frontier: number[] = [];
  for (let pass = 0; pass < BLEED_PASSES; pass++) {
    frontier = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (filled[i]) continue;
        let r = 0;
        let g = 0;
        let b = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          const ny = y + dy;
          if (ny < 0 || ny >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + dx;
            if (nx < 0 || nx >= width || !filled[ny * width + nx]) continue;
            const o = (ny * width + nx) * 4;
            r += data[o];
            g += data[o + 1];
            b += data[o + 2];
            n++;
          }
        }
        if (n === 0) continue;
        data[i * 4] = Math.round(r / n);
        data[i * 4 + 1] = Math.round(g / n);
        data[i * 4 + 2] = Math.round(b / n);
        frontier.push(i);
      }
    }
    if (frontier.length === 0) break;
    for (const i of frontier) filled[i] = 1;
  }
  return { width, height, channels: 4, data };
}

/** The cut-out at exactly width x height through the ESRGAN engine (see the header). */
export async function enlargeCutout(rgba: Raster, width: number, height: number, context: EngineContext = {}): Promise<Raster> {
  const model = enlargeModel(rgba.width, rgba.height);
  const wide = width / rgba.width >= height / rgba.height;
  const enlarged = await upscale(bleedColour(rgba), wide ? { width, model } : { height, model }, context);
  if (enlarged.width === width && enlarged.height === height) return zeroTransparent(enlarged);
  return zeroTransparent(await lanczosResize(enlarged, width, height));
}

/** Transparent pixels carry no colour in a cut-out (as background removal writes them). */
function zeroTransparent(rgba: Raster): Raster {
  for (let i = 0; i < rgba.width * rgba.height; i++) {
    if (rgba.data[i * 4 + 3] === 0) rgba.data.fill(0, i * 4, i * 4 + 3);
  }
  return rgba;
}
