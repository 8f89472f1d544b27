/**
 * Procedural surface textures. Each returns a colour for surface coordinates (u, v) (one unit is
 * roughly a product's width) from the base colour; `strength` scales the pattern's contrast.
 */
import { mix, scale, type Rgb } from './colour';
import type { Material } from './vocabulary';
import { fbm, hash2, valueNoise } from './random';

export type SurfaceShader = (u: number, v: number, detail: number) => Rgb;

const WOOD: Rgb = [176, 126, 84];
const WATER: Rgb = [96, 176, 206];
const SAND: Rgb = [226, 204, 164];

const isNeutral = (c: Rgb) => Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]) < 24;

/** `detail` 0..1 fades fine patterns out where they would alias (far away on the floor). */
export function surfaceShader(material: Material, base: Rgb, accent: Rgb, strength: number, seed: number): SurfaceShader {
  const k = Math.min(1.6, Math.max(0, strength));
  switch (material) {
    case 'plain':
      return (u, v) => scale(base, 1 + 0.025 * (valueNoise(u * 3, v * 3, seed) - 0.5));
    case 'marble': {
      // Veins are where a domain-warped noise field crosses one level: single, wandering lines
      // that fade in and out, never the evenly spaced isolines of a periodic function (contour lines).
      const vein: Rgb = mix(base, [96, 96, 104], 0.6);
      return (u, v, detail) => {
        const wu = u * 0.7 + 1.8 * fbm(u * 0.5 + 3.1, v * 0.5, seed + 1, 3);
        const wv = v * 0.7 + 1.8 * fbm(u * 0.5, v * 0.5 + 7.7, seed + 2, 3);
        const field = fbm(wu, wv, seed, 4);
        // Wider where the pattern is seen from afar (detail < 1), and fainter by as much: no aliasing.
        const spread = 1 + 2.5 * (1 - detail);
        const width = (0.012 + 0.02 * valueNoise(u * 0.6, v * 0.6, seed + 5)) * spread;
        const strength = 0.2 + 0.8 * valueNoise(u * 0.4 + 11, v * 0.4, seed + 9) ** 2;
        const d = (field - 0.5) / width;
        // A vein: a soft core with a wide faint halo, as mineral bleeds into the stone around it.
        const main = (Math.exp(-d * d) * 0.45 + Math.exp(-d * d * 0.06) * 0.12) * strength / spread;
        const fine = fbm(wu * 2.3 + 5, wv * 2.3, seed + 4, 3);
        const thread = Math.exp(-(((fine - 0.5) / (0.014 * spread)) ** 2)) * 0.16 * detail * strength;
        const cloud = fbm(u * 1.3, v * 1.3, seed + 6, 3);
        return scale(mix(base, vein, Math.min(1, (main + thread) * k)), 0.965 + 0.06 * cloud);
      };
    }
    case 'wood': {
      const tone = isNeutral(base) ? WOOD : mix(WOOD, base, 0.5);
      const dark = scale(tone, 0.68);
      // Plank seams start at a seeded offset, so that none runs exactly under the product's centre.
      const shift = 0.3 + 0.4 * hash2(seed, 1, 3);
      return (u, v, detail) => {
        const plank = Math.floor(u * 1.4 + shift);
        const offset = hash2(plank, 7, seed) * 10;
        const grain = fbm(u * 1.5 + offset, v * 0.25, seed, 3);
        const rings = 0.5 + 0.5 * Math.sin((u * 9 + grain * 7 + offset) * 2.2);
        const seam = u * 1.4 + shift - plank < 0.025 ? 0.3 * k * detail : 0;
        const plankTone = 0.92 + 0.14 * hash2(plank, 3, seed);
        return scale(mix(tone, dark, rings * 0.45 * k * detail), plankTone * (1 - seam));
      };
    }
    case 'concrete':
      return (u, v, detail) => {
        const cloud = fbm(u * 1.2, v * 1.2, seed, 4);
        const pores = hash2(Math.floor(u * 90), Math.floor(v * 90), seed) > 0.985 ? 0.12 * detail : 0;
        return scale(isNeutral(base) ? mix(base, [160, 158, 154], 0.5) : base, 1 + (cloud - 0.5) * 0.28 * k - pores);
      };
    case 'linen':
      return (u, v, detail) => {
        const weave = (Math.sin(u * 160) + Math.sin(v * 160)) * 0.025 * detail;
        const slub = (fbm(u * 8, v * 0.6, seed, 2) - 0.5) * 0.1;
        return scale(base, 1 + (weave + slub) * k);
      };
    case 'sand': {
      const tone = isNeutral(base) ? SAND : mix(SAND, base, 0.4);
      return (u, v, detail) => {
        const drift = fbm(u * 0.7, v * 0.7, seed, 3);
        const ripple = Math.sin(v * 9 + u * 1.5 + drift * 8) * 0.06 * k;
        const grain = (hash2(Math.floor(u * 300), Math.floor(v * 300), seed) - 0.5) * 0.08 * detail;
        return scale(tone, 0.96 + ripple + grain + (drift - 0.5) * 0.12);
      };
    }
    case 'terrazzo': {
      const chips: Rgb[] = [accent, scale(base, 0.55), mix(accent, [255, 255, 255], 0.5), [196, 120, 96]];
      return (u, v) => {
        const cu = Math.floor(u * 7);
        const cv = Math.floor(v * 7);
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const cx = cu + dx + hash2(cu + dx, cv + dy, seed);
            const cy = cv + dy + hash2(cu + dx, cv + dy, seed + 9);
            const radius = 0.12 + 0.22 * hash2(cu + dx, cv + dy, seed + 3);
            const distance = Math.hypot(u * 7 - cx, (v * 7 - cy) * 1.3);
            if (distance < radius * Math.min(1.3, k)) return chips[Math.floor(hash2(cu + dx, cv + dy, seed + 5) * chips.length)] ?? accent;
          }
        return scale(base, 0.98 + 0.04 * valueNoise(u * 20, v * 20, seed));
      };
    }
    case 'paper':
      return (u, v, detail) => {
        const fibre = (valueNoise(u * 40, v * 6, seed) - 0.5) * 0.04 * detail;
        return scale(base, 1 + ((fbm(u * 2, v * 2, seed, 3) - 0.5) * 0.05 + fibre) * k);
      };
    case 'water': {
      const tone = isNeutral(base) ? WATER : mix(WATER, base, 0.5);
      return (u, v, detail) => {
        const warp = fbm(u * 0.8, v * 0.8, seed, 3);
        const caustic = Math.pow(1 - Math.abs(Math.sin((warp * 6 + u * 1.2) * Math.PI)), 8) * detail;
        const ripple = Math.sin(v * 12 + warp * 10) * 0.05;
        return mix(scale(tone, 0.9 + ripple * k + warp * 0.15), [250, 252, 255], Math.min(0.7, caustic * 0.5 * k));
      };
    }
  }
}
