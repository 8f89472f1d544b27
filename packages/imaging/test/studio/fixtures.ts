import type { Raster } from '../../src/raster';

/** A bottle-like cut-out: a shaded body with a solid red label, anti-aliased alpha, transparent margins. */
export function bottleCutout(width = 300, height = 600): Raster {
  const data = new Uint8Array(width * height * 4);
  const cx = width / 2;
  for (let y = 0; y < height; y++) {
    const half = y < height * 0.25 ? width * 0.12 : y < height * 0.35 ? width * 0.12 + ((y - height * 0.25) / (height * 0.1)) * width * 0.22 : width * 0.34;
    for (let x = 0; x < width; x++) {
      const alpha = y < height * 0.05 || y > height * 0.97 ? 0 : Math.max(0, Math.min(1, half - Math.abs(x - cx) + 0.5));
      const o = (y * width + x) * 4;
      const label = y > height * 0.5 && y < height * 0.75;
      const shade = 0.6 + 0.4 * Math.cos(((x - cx) / (width * 0.34)) * 1.2);
      data[o] = label ? 200 : Math.round(30 + 60 * shade);
      data[o + 1] = label ? 30 : Math.round(90 + 80 * shade);
      data[o + 2] = label ? 40 : Math.round(70 + 60 * shade);
      data[o + 3] = Math.round(alpha * 255);
    }
  }
  return { width, height, channels: 4, data };
}
