/**
 * A photo-like backdrop for the image-background golden: an out-of-focus interior (warm wall,
 * window light, bokeh discs) above a wooden table top with grain. Deterministic (seeded PRNG).
 * The committed PNG in ./fixtures was written by scripts/update-goldens.ts --fixtures.
 */
import type { Raster } from '../../src/raster';

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticBackdrop(width = 320, height = 240): Raster {
  const random = mulberry32(20240607);
  const discs = Array.from({ length: 26 }, () => ({
    x: random() * width,
    y: random() * height * 0.62,
    r: (0.03 + random() * 0.06) * width,
    strength: 0.25 + random() * 0.45,
    warm: random(),
  }));
  const tableTop = Math.round(height * 0.66);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r: number, g: number, b: number;
      if (y < tableTop) {
        // Wall: warm grey, brighter towards a window on the left.
        const light = 0.75 + 0.35 * Math.exp(-(((x / width - 0.2) / 0.35) ** 2));
        r = 178 * light;
        g = 162 * light;
        b = 146 * light;
        for (const disc of discs) {
          const d = Math.hypot(x - disc.x, y - disc.y) / disc.r;
          if (d >= 1.15) continue;
          const edge = d < 0.9 ? 1 : 1 - (d - 0.9) / 0.25;
          const k = disc.strength * edge * 0.5;
          r += (255 - r) * k;
          g += (235 - 20 * disc.warm - g) * k;
          b += (200 - 60 * disc.warm - b) * k;
        }
      } else {
        // Oak table top: grain lines bending slowly, darker towards the front edge.
        const depth = (y - tableTop) / (height - tableTop);
        const grain = Math.sin(x * 0.09 + Math.sin(y * 0.21) * 2.2 + Math.sin(x * 0.013) * 4) * 0.5 + 0.5;
        const fine = Math.sin(x * 0.6 + y * 0.05) * 0.5 + 0.5;
        const shade = (0.95 - 0.25 * depth) * (0.86 + 0.1 * grain + 0.04 * fine);
        r = 186 * shade;
        g = 138 * shade;
        b = 96 * shade;
      }
      const o = (y * width + x) * 3;
      data[o] = Math.max(0, Math.min(255, Math.round(r)));
      data[o + 1] = Math.max(0, Math.min(255, Math.round(g)));
      data[o + 2] = Math.max(0, Math.min(255, Math.round(b)));
    }
  }
  return { width, height, channels: 3, data };
}
