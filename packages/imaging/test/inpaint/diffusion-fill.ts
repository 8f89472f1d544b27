import type { Raster } from '../../src/raster';

/**
 * Baseline for the eraser tests: harmonic (Laplace) interpolation of the hole from its border,
 * solved by successive over-relaxation. It is the smoothest possible fill, so it scores well on
 * PSNR and near zero on texture: exactly what the patch synthesis must beat on texture.
 */
export function diffusionFill(image: Raster, hole: Uint8Array, iterations = 600): Raster {
  const { width, height, channels } = image;
  const out = new Float64Array(image.data);
  const omega = 1.9;
  for (let iteration = 0; iteration < iterations; iteration++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        if (!hole[p]) continue;
        for (let k = 0; k < channels; k++) {
          let sum = 0;
          let n = 0;
          if (x > 0) {
            sum += out[(p - 1) * channels + k];
            n++;
          }
          if (x < width - 1) {
            sum += out[(p + 1) * channels + k];
            n++;
          }
          if (y > 0) {
            sum += out[(p - width) * channels + k];
            n++;
          }
          if (y < height - 1) {
            sum += out[(p + width) * channels + k];
            n++;
          }
          const i = p * channels + k;
          out[i] = out[i] + omega * (sum / n - out[i]);
        }
      }
    }
  }
  const data = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(out[i])));
  return { width, height, channels, data };
}
