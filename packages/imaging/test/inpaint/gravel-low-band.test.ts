import { describe, expect, it } from 'vitest';
import { inpaint } from '../../src/engines/inpaint';
import type { Raster } from '../../src/raster';
import { diffusionFill } from './diffusion-fill';
import { eraserHoles, loadEraserPhoto } from './eval-holes';

/** Gaussian blur (spread `sigma`, clipped at the edges) of every channel. */
function blur(image: Raster, sigma: number): Float32Array {
  const { width, height, channels: c, data } = image;
  const r = Math.ceil(3 * sigma);
  const weights = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)));
  const pass = (source: ArrayLike<number>, horizontal: boolean) => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let k = 0; k < c; k++) {
          let sum = 0;
          let total = 0;
          for (let d = -r; d <= r; d++) {
            const xx = horizontal ? x + d : x;
            const yy = horizontal ? y : y + d;
            if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
            sum += weights[d + r] * source[(yy * width + xx) * c + k];
            total += weights[d + r];
          }
          out[(y * width + x) * c + k] = sum / total;
        }
      }
    }
    return out;
  };
  return pass(pass(data, true), false);
}

/** Mean squared error over the hole of the two images' low bands (blurred, spread 1.5 px). */
function lowBandError(a: Raster, b: Raster, hole: Uint8Array): number {
  const la = blur(a, 1.5);
  const lb = blur(b, 1.5);
  let sum = 0;
  let n = 0;
  for (let p = 0; p < hole.length; p++) {
    if (!hole[p]) continue;
    for (let k = 0; k < a.channels; k++) sum += (la[p * a.channels + k] - lb[p * a.channels + k]) ** 2;
    n += a.channels;
  }
  return sum / n;
}

/**
 * Gravel, the eval's holes (tuning photo): the copy's detail is an independent draw of the
 * texture, so the fill's low band (its shading) must be as close to the original's as diffusion's
 * is; the detail alone may cost error. Chance anchors (`structure-trust.ts`) used to keep whole
 * copied chunks of gravel, shading and all: low-band error 594 against diffusion's 563 (1.056x,
 * fails); with the anchors that do not lie across the hole dropped, 567 (1.008x).
 */
describe('inpaint on gravel: shading as good as diffusion', () => {
  it('low-band error within 2 % of the diffusion fill', async () => {
    const image = await loadEraserPhoto('gravel');
    const hole = eraserHoles(image.width, image.height);
    const mask: Raster = { width: image.width, height: image.height, channels: 1, data: Uint8Array.from(hole, (v) => v * 255) };
    const filled = await inpaint(image, mask, { featherPx: 0 });
    const fill = lowBandError(filled, image, hole);
    const diffusion = lowBandError(diffusionFill(image, hole), image, hole);
    console.log(`gravel low-band error: fill ${fill.toFixed(1)}, diffusion ${diffusion.toFixed(1)} (${(fill / diffusion).toFixed(3)}x)`);
    expect(fill).toBeLessThan(1.02 * diffusion);
  }, 60_000);
});
