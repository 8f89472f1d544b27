import type { Raster } from '../../src/raster';

/** Mean absolute 4-neighbour Laplacian over the set pixels of `region` (all channels). */
export function meanAbsLaplacian(image: Raster, region: Uint8Array): number {
  const { width, height, channels, data } = image;
  let sum = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      if (!region[p]) continue;
      for (let k = 0; k < channels; k++) {
        const i = p * channels + k;
        const lap = 4 * data[i] - data[i - channels] - data[i + channels] - data[i - width * channels] - data[i + width * channels];
        sum += Math.abs(lap);
        n++;
      }
    }
  }
  return sum / Math.max(1, n);
}

/** PSNR in dB between two rasters over the set pixels of `region` (all pixels when absent). */
export function psnr(a: Raster, b: Raster, region?: Uint8Array): number {
  let squared = 0;
  let n = 0;
  const pixels = a.width * a.height;
  for (let p = 0; p < pixels; p++) {
    if (region && !region[p]) continue;
    for (let k = 0; k < a.channels; k++) {
      const d = a.data[p * a.channels + k] - b.data[p * b.channels + k];
      squared += d * d;
      n++;
    }
  }
  const mse = squared / Math.max(1, n);
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
}

/** A 1-channel mask raster (255 inside) and the matching 0/1 region. */
export function discMask(width: number, height: number, cx: number, cy: number, radius: number): { mask: Raster; region: Uint8Array } {
  const region = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) region[y * width + x] = 1;
  }
  const data = new Uint8Array(region.length);
  for (let i = 0; i < region.length; i++) data[i] = region[i] ? 255 : 0;
  return { mask: { width, height, channels: 1, data }, region };
}
