/**
 * Synthetic product-like subjects with exactly known alpha: a bottle, a box, a mug, a shoe, a
 * fruit with a defocused edge and a fluffy toy with hair-like strands. Each has shading and
 * texture so that the network sees something like a product photo.
 */
import { capsule, circle, coverage, ellipse, polygon, random, ring, roundedBox, subtract, union, valueNoise, type Sdf } from './shapes';

export type ProductKind = 'bottle' | 'box' | 'mug' | 'shoe' | 'fruit' | 'plush';

export interface Product {
  alpha(x: number, y: number): number;
  /** Writes the foreground colour (0..255) of a pixel into `out`. */
  color(x: number, y: number, out: [number, number, number]): void;
}

type Rgb = [number, number, number];

function set(out: Rgb, r: number, g: number, b: number): void {
  out[0] = Math.max(0, Math.min(255, r));
  out[1] = Math.max(0, Math.min(255, g));
  out[2] = Math.max(0, Math.min(255, b));
}

/** Cylinder-like horizontal shading: dark at the rims, a highlight left of centre. */
function cylinderShade(x: number, cx: number, halfWidth: number): number {
  const u = Math.max(-1, Math.min(1, (x - cx) / halfWidth));
  const diffuse = 0.45 + 0.55 * Math.sqrt(1 - u * u);
  const highlight = Math.exp(-(((u + 0.45) / 0.12) ** 2)) * 0.5;
  return diffuse + highlight;
}

function solid(shape: Sdf, softness: number, color: Product['color']): Product {
  return { alpha: (x, y) => coverage(shape(x, y), softness), color };
}

export function makeProduct(kind: ProductKind, width: number, height: number, seed = 1): Product {
  const s = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  switch (kind) {
    case 'bottle': {
      const body = roundedBox(cx, cy + 0.1 * s, 0.13 * s, 0.26 * s, 0.05 * s);
      const shoulder = ellipse(cx, cy - 0.15 * s, 0.13 * s, 0.09 * s);
      const neck = roundedBox(cx, cy - 0.27 * s, 0.045 * s, 0.1 * s, 0.01 * s);
      const cap = roundedBox(cx, cy - 0.37 * s, 0.055 * s, 0.035 * s, 0.008 * s);
      return solid(union(body, shoulder, neck, cap), 1, (x, y, out) => {
        if (cap(x, y) < 0) return set(out, 200 * cylinderShade(x, cx, 0.055 * s), 40, 40);
        const shade = cylinderShade(x, cx, 0.13 * s);
        const onLabel = Math.abs(y - (cy + 0.12 * s)) < 0.1 * s;
        if (onLabel) {
          const text = Math.abs(y - (cy + 0.08 * s)) < 0.012 * s && Math.abs(x - cx) < 0.08 * s;
          return text ? set(out, 30, 30, 60) : set(out, 235 * shade, 225 * shade, 190 * shade);
        }
        return set(out, 40 * shade, 120 * shade, 70 * shade);
      });
    }
    case 'box': {
      const top = polygon([
        [cx - 0.3 * s, cy - 0.18 * s],
        [cx, cy - 0.3 * s],
        [cx + 0.3 * s, cy - 0.18 * s],
        [cx, cy - 0.06 * s],
      ]);
      const left = polygon([
        [cx - 0.3 * s, cy - 0.18 * s],
        [cx, cy - 0.06 * s],
        [cx, cy + 0.34 * s],
        [cx - 0.3 * s, cy + 0.2 * s],
      ]);
      const right = polygon([
        [cx, cy - 0.06 * s],
        [cx + 0.3 * s, cy - 0.18 * s],
        [cx + 0.3 * s, cy + 0.2 * s],
        [cx, cy + 0.34 * s],
      ]);
      return solid(union(top, left, right), 1, (x, y, out) => {
        const grain = 0.9 + 0.2 * valueNoise(x, y, 3, seed);
        const face = top(x, y) < 0 ? 1.1 : left(x, y) < 0 ? 0.85 : 0.65;
        const logo = Math.hypot(x - (cx - 0.15 * s), y - (cy + 0.1 * s)) < 0.07 * s;
        if (logo) return set(out, 200 * face, 40 * face, 40 * face);
        return set(out, 190 * face * grain, 140 * face * grain, 90 * face * grain);
      });
    }
    case 'mug': {
      const body = roundedBox(cx - 0.05 * s, cy + 0.02 * s, 0.2 * s, 0.24 * s, 0.03 * s);
      const handle = subtract(ring(cx + 0.17 * s, cy, 0.12 * s, 0.03 * s), roundedBox(cx - 0.05 * s, cy, 0.2 * s, 0.3 * s, 0));
      return solid(union(body, handle), 1, (x, y, out) => {
        const shade = cylinderShade(x, cx - 0.05 * s, 0.2 * s);
        const stripe = Math.abs(y - (cy - 0.12 * s)) < 0.02 * s;
        if (stripe) return set(out, 240 * shade, 240 * shade, 240 * shade);
        return set(out, 30 * shade, 70 * shade, 170 * shade);
      });
    }
    case 'shoe': {
      const sole = roundedBox(cx, cy + 0.16 * s, 0.38 * s, 0.045 * s, 0.04 * s);
      const upper = polygon([
        [cx - 0.36 * s, cy + 0.13 * s],
        [cx - 0.34 * s, cy - 0.14 * s],
        [cx - 0.16 * s, cy - 0.16 * s],
        [cx - 0.02 * s, cy - 0.02 * s],
        [cx + 0.2 * s, cy + 0.04 * s],
        [cx + 0.36 * s, cy + 0.13 * s],
      ]);
      const toe = ellipse(cx + 0.26 * s, cy + 0.1 * s, 0.12 * s, 0.07 * s);
      const heel = circle(cx - 0.3 * s, cy + 0.02 * s, 0.1 * s);
      return solid(union(sole, upper, toe, heel), 1, (x, y, out) => {
        if (sole(x, y) < 0) return set(out, 235, 232, 225);
        const leather = 0.8 + 0.35 * valueNoise(x, y, 2, seed + 3);
        const lace = Math.abs((x - cx) % (0.04 * s)) < 0.006 * s && y < cy && x > cx - 0.2 * s && x < cx;
        if (lace) return set(out, 230, 230, 230);
        return set(out, 90 * leather, 50 * leather, 30 * leather);
      });
    }
    case 'fruit': {
      const radius = 0.3 * s;
      const fruit = circle(cx, cy + 0.04 * s, radius);
      const leaf = ellipse(cx + 0.07 * s, cy - 0.29 * s, 0.09 * s, 0.035 * s);
      // A slightly defocused rim: 4 px soft edge on the fruit, a crisp leaf.
      const shape: Product = {
        alpha: (x, y) => Math.max(coverage(fruit(x, y), 4), coverage(leaf(x, y), 1)),
        color: (x, y, out) => {
          if (leaf(x, y) < 0 && fruit(x, y) > 0) return set(out, 60, 140, 50);
          const dx = (x - cx + 0.1 * radius) / radius;
          const dy = (y - cy - 0.04 * s + 0.3 * radius) / radius;
          const light = Math.max(0.35, 1.1 - 0.6 * Math.hypot(dx, dy));
          const pores = 0.92 + 0.12 * valueNoise(x, y, 1.5, seed + 7);
          set(out, 250 * light * pores, 140 * light * pores, 20 * light * pores);
        },
      };
      return shape;
    }
    case 'plush': {
      const radius = 0.26 * s;
      const body = circle(cx, cy, radius);
      const next = random(seed * 7919);
      const strands: Sdf[] = [];
      for (let i = 0; i < 160; i++) {
        const angle = next() * Math.PI * 2;
        const length = radius * (0.12 + 0.18 * next());
        const bend = (next() - 0.5) * 0.4;
        const ax = cx + Math.cos(angle) * radius * 0.95;
        const ay = cy + Math.sin(angle) * radius * 0.95;
        strands.push(capsule(ax, ay, ax + Math.cos(angle + bend) * length, ay + Math.sin(angle + bend) * length, 0.6));
      }
      const reach = radius * 1.35;
      return {
        alpha: (x, y) => {
          let a = coverage(body(x, y), 3);
          if (a >= 1 || Math.hypot(x - cx, y - cy) > reach) return a;
          for (const strand of strands) a = Math.max(a, coverage(strand(x, y), 1));
          return a;
        },
        color: (x, y, out) => {
          const fur = 0.8 + 0.3 * valueNoise(x, y, 1.2, seed + 11);
          const light = Math.max(0.5, 1.05 - 0.35 * Math.hypot(x - cx + 0.3 * radius, y - cy + 0.3 * radius) / radius);
          set(out, 215 * fur * light, 180 * fur * light, 140 * fur * light);
        },
      };
    }
  }
}
