/**
 * Box-average reduction by an integer factor, in plain arithmetic (no libvips), so a large render
 * (a 900x1200 marketplace card) can be kept as a small golden. Each output pixel is the rounded
 * mean of a factor x factor block of every channel; sizes must be multiples of the factor.
 */
import type { Raster } from '../../src/raster';

export function reduceByFactor(input: Raster, factor: number): Raster {
  const { width, height, channels, data } = input;
  if (!Number.isInteger(factor) || factor < 1 || width % factor !== 0 || height % factor !== 0) {
    throw new RangeError(`Cannot reduce ${width}x${height} by ${factor}`);
  }
  const outWidth = width / factor;
  const outHeight = height / factor;
  const out = new Uint8Array(outWidth * outHeight * channels);
  const area = factor * factor;
  for (let oy = 0; oy < outHeight; oy++) {
    for (let ox = 0; ox < outWidth; ox++) {
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          const row = (oy * factor + dy) * width;
          for (let dx = 0; dx < factor; dx++) sum += data[(row + ox * factor + dx) * channels + c];
        }
        out[(oy * outWidth + ox) * channels + c] = Math.round(sum / area);
      }
    }
  }
  return { width: outWidth, height: outHeight, channels, data: out };
}
