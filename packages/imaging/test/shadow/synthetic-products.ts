/**
 * Procedural product cut-outs for the golden tests: a glass bottle with a label and a sneaker in
 * profile. Exact alpha by 4x4 supersampling of analytic shapes; colours are the product's own at
 * every covered sample, so edges carry no background contamination (as a good matting result).
 * The committed PNGs in ./fixtures were written by scripts/update-goldens.ts --fixtures.
 */
import type { Raster } from '../../src/raster';

type Colour = [number, number, number];
/** Colour of the product at a point, or null where the point is outside it. */
type Shader = (x: number, y: number) => Colour | null;

const SAMPLES = 4;

function rasterise(width: number, height: number, shade: Shader): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let hits = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = shade(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
          if (!colour) continue;
          hits++;
          r += colour[0];
          g += colour[1];
          b += colour[2];
        }
      }
      if (hits === 0) continue;
      const o = (y * width + x) * 4;
      data[o] = clampByte(r / hits);
      data[o + 1] = clampByte(g / hits);
      data[o + 2] = clampByte(b / hits);
      data[o + 3] = Math.round((hits / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return { width, height, channels: 4, data };
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const mix = (a: Colour, b: Colour, t: number): Colour => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const scale = (c: Colour, k: number): Colour => [c[0] * k, c[1] * k, c[2] * k];

/** Cylinder lighting across a half-width: key light from the front-left, a specular stripe, darker rims. */
function cylinderShade(base: Colour, nx: number, gloss: number): Colour {
  const nz = Math.sqrt(Math.max(0, 1 - nx * nx));
  const diffuse = 0.38 + 0.62 * Math.max(0, -0.45 * nx + 0.89 * nz);
  const lit = scale(base, diffuse);
  const highlight = gloss * Math.exp(-(((nx + 0.42) / 0.08) ** 2)) + gloss * 0.35 * Math.exp(-(((nx - 0.78) / 0.05) ** 2));
  return mix(lit, [255, 255, 255], Math.min(1, highlight));
}

/** A teal glass bottle with a white ribbed cap and a cream label; 220x460 with transparent margins. */
export function syntheticBottle(): Raster {
  const cx = 110;
  const halfWidthAt = (y: number): number => {
    if (y < 20) return 0;
    if (y < 82) return 30; // cap
    if (y < 120) return 25; // neck
    if (y < 172) return 25 + (72 - 25) * (0.5 - 0.5 * Math.cos(((y - 120) / 52) * Math.PI)); // shoulder
    return 72;
  };
  const glass: Colour = [28, 112, 122];
  const cap: Colour = [236, 236, 232];
  const label: Colour = [240, 231, 208];
  return rasterise(220, 460, (x, y) => {
    const half = halfWidthAt(y);
    if (half === 0) return null;
    const nx = (x - cx) / half;
    if (Math.abs(nx) > 1) return null;
    // The bottom is the near half of an ellipse (cylinder seen slightly from above).
    const bottom = 428 + 7 * Math.sqrt(Math.max(0, 1 - nx * nx));
    if (y > bottom) return null;
    // Rounded top corners of the cap.
    if (y < 26 && Math.abs(x - cx) > 24 && Math.hypot(Math.abs(x - cx) - 24, 26 - y) > 6) return null;
    if (y < 82) {
      const ribs = 0.93 + 0.07 * Math.sin((x - cx) * 1.3);
      const capShade = cylinderShade(cap, nx, 0.25);
      return y > 76 ? scale(capShade, 0.8) : scale(capShade, ribs);
    }
    let colour = cylinderShade(glass, nx, 0.7);
    if (y > 240 && y < 380 && Math.abs(nx) < 0.97) {
      colour = cylinderShade(label, nx, 0.12);
      const text = (y > 268 && y < 282 && Math.abs(x - cx) < 40) || (y > 292 && y < 298 && Math.abs(x - cx) < 48) || (y > 340 && y < 346 && Math.abs(x - cx) < 30);
      if (text) colour = scale(colour, 0.35);
      if (y < 244 || y > 376) colour = scale(colour, 0.85);
    }
    // Darker glass towards the bottom (thicker glass, less light).
    if (y > 400) colour = scale(colour, 1 - (y - 400) / 120);
    return colour;
  });
}

/** Point-in-polygon by ray crossing. */
function inside(polygon: ReadonlyArray<readonly [number, number]>, x: number, y: number): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const UPPER: ReadonlyArray<readonly [number, number]> = [
  [46, 176], [40, 150], [44, 112], [54, 86], [70, 84], [96, 96], [122, 104], [146, 92], [160, 70], [178, 64], [190, 70],
  [212, 96], [246, 114], [284, 128], [322, 140], [360, 150], [392, 160], [412, 170], [420, 180], [414, 186], [60, 186],
];

/** A navy sneaker in profile, toe to the right, on a white sole with toe spring; 460x240. */
export function syntheticShoe(): Raster {
  const navy: Colour = [38, 58, 108];
  const sole: Colour = [242, 241, 236];
  const outsole: Colour = [62, 62, 66];
  const soleBottom = (x: number) => (x > 330 ? 206 - ((x - 330) / 96) ** 2 * 22 : 206);
  return rasterise(460, 240, (x, y) => {
    const bottom = soleBottom(x);
    const inSoleX = x > 36 && x < 428;
    const soleTop = bottom - 28;
    if (inSoleX && y <= bottom && y >= soleTop) {
      // Round heel and toe ends of the sole.
      if (x < 50 && Math.hypot(50 - x, Math.max(0, y - (bottom - 14))) > 14) return null;
      if (x > 414 && Math.hypot(x - 414, y - (bottom - 14)) > 14) return null;
      if (y > bottom - 6) return outsole;
      const shade = 0.86 + 0.14 * ((bottom - y) / 28);
      return y > bottom - 8 ? scale(sole, 0.8) : scale(sole, shade);
    }
    if (!inside(UPPER, x, y)) return null;
    // Vertical shading (top of the shoe faces the light), a lighter heel tab and a side stripe.
    let colour = scale(navy, 0.75 + 0.45 * Math.max(0, Math.min(1, (186 - y) / 120)));
    if (x < 64 && y < 140) colour = [200, 200, 196];
    const stripe = Math.abs(y - (170 - (x - 90) * 0.22)) < 6 && x > 90 && x < 330;
    if (stripe) colour = [226, 226, 222];
    // Laces along the instep: short light strokes.
    const laceLine = 66 + (x - 160) * 0.42;
    if (x > 178 && x < 300 && Math.abs(y - laceLine - 10) < 3 && Math.floor((x - 178) / 12) % 2 === 0) colour = [246, 246, 246];
    return colour;
  });
}

/**
 * A gift box seen in isometric view (vertical axis up, floor axes at 30 degrees): three faces lit
 * differently and a ribbon; 300x300. Its base is the slanted V contour of the two front faces.
 */
export function syntheticBox(): Raster {
  const cx = 150;
  const cos30 = Math.cos(Math.PI / 6);
  const half = 110; // half-diagonal along each floor axis, on screen
  const rise = half * 0.5;
  const tall = 130;
  const bottomY = 280;
  const left: Colour = [206, 76, 84];
  const right: Colour = [168, 52, 62];
  const top: Colour = [232, 120, 124];
  const ribbon: Colour = [246, 214, 120];
  return rasterise(300, 300, (x, y) => {
    const dx = x - cx;
    if (Math.abs(dx) > half * cos30) return null;
    // Bottom contour: a V whose lowest point is the front corner.
    const baseY = bottomY - (Math.abs(dx) / cos30) * 0.5;
    const edgeY = baseY - tall; // top front edges
    if (y > baseY) return null;
    const topFaceFar = bottomY - tall - 2 * rise + (Math.abs(dx) / cos30) * 0.5;
    if (y < topFaceFar) return null;
    // u, v: coordinates along the two floor axes (0..1 across each face), for the ribbon.
    if (y < edgeY) {
      const u = (dx / cos30 + (bottomY - tall - y) * 2 - 0) / (2 * half);
      const v = (-dx / cos30 + (bottomY - tall - y) * 2) / (2 * half);
      const onRibbon = Math.abs(u - 0.5) < 0.06 || Math.abs(v - 0.5) < 0.06;
      return onRibbon ? ribbon : scale(top, 0.97 + 0.03 * u);
    }
    const face = dx < 0 ? left : right;
    const along = Math.abs(dx) / (half * cos30);
    const onRibbon = Math.abs(along - 0.5) < 0.06;
    const shade = 1 - 0.12 * ((y - edgeY) / tall);
    return onRibbon ? scale(ribbon, dx < 0 ? 0.92 : 0.78) : scale(face, shade);
  });
}
