/** Paints the set (wall or sky, floor with its surface, podium) into a float RGB buffer. */
import { mix, scale, type Rgb } from './colour';
import type { SceneLayout } from './layout';
import { floorLight, lightTint, neonGlow, wallLight } from './lighting';
import { floorFootprint, floorPoint } from './camera';
import { surfaceShader } from './materials';
import type { SceneRecipe } from './recipe-types';
import { valueNoise } from './random';

export interface Canvas {
  width: number;
  height: number;
  /** RGB floats 0..255 (may exceed before clamping). */
  data: Float32Array;
}

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** `layout` is already in this canvas's pixels. */
export function paintBackdrop(recipe: SceneRecipe, layout: SceneLayout, seed: number): Canvas {
  const { width, height, horizon } = layout;
  const data = new Float32Array(width * height * 3);
  const tint = lightTint(recipe.light);
  const podium = recipe.backdrop === 'podium';
  const groundColour = podium ? recipe.wall : recipe.floor;
  const floorShader = surfaceShader(podium ? 'plain' : recipe.material, groundColour, recipe.accent, recipe.materialStrength, seed);
  const productUnit = Math.max(8, layout.product.width * 1.2);
  const cx = layout.product.left + layout.product.width / 2;
  const wallFloorEdge = recipe.backdrop === 'wall-floor' || recipe.backdrop === 'tabletop';
  const floorSpan = Math.max(1, height - horizon);
  const sky = recipe.backdrop === 'outdoor';
  const horizonHaze: Rgb = mix(mix(recipe.wall, [255, 255, 255], 0.55), [255, 190, 140], recipe.light.golden * 0.7);
  // The floor plane is seen from the camera at eye level `layout.eyeLevel` (the horizon but on a podium).
  const vanish = podium ? layout.horizon - (layout.contactY - layout.eyeLevel) : layout.eyeLevel;
  const floorLine = podium ? height : layout.contactY;

  for (let y = 0; y < height; y++) {
    const ny = y / height;
    const depth = Math.max(0, (y - horizon) / floorSpan);
    const footprint = floorFootprint(y, vanish, floorLine, productUnit, layout.focal);
    // Fine patterns fade out where one row spans more of the surface than they can show.
    const detail = Math.min(1, Math.max(0, (0.12 - footprint) / 0.09));
    const blend = sky || wallFloorEdge ? (y >= horizon ? 1 : 0) : smoothstep(horizon - height * 0.07, horizon + height * 0.09, y);
    for (let x = 0; x < width; x++) {
      const nx = (x / width) * 2 - 1;
      let colour: Rgb;
      let wall: Rgb = [0, 0, 0];
      if (blend < 1) {
        if (sky) {
          const t = Math.pow(ny / Math.max(0.01, horizon / height), 1.6);
          wall = mix(scale(recipe.wall, 0.82), horizonHaze, t);
        } else {
          const plaster = 1 + 0.03 * (valueNoise(x / 40, y / 40, seed) - 0.5);
          wall = scale(recipe.wall, wallLight(recipe.light, nx, ny, layout.lightJitter) * plaster);
        }
      }
      if (blend > 0) {
        const point = floorPoint(x, y, vanish, floorLine, cx, productUnit, layout.focal);
        const surface = floorShader(point.u, point.v, detail);
        let floor = scale(surface, floorLight(recipe.light, nx, depth, layout.lightJitter));
        if (wallFloorEdge) floor = scale(floor, 1 - 0.22 * Math.exp(-(y - horizon) / (height * 0.015)));
        if (sky) floor = mix(floor, horizonHaze, Math.exp(-depth * 7) * 0.6);
        colour = blend >= 1 ? floor : mix(wall, floor, blend);
      } else colour = wall;
      if (wallFloorEdge && y < horizon) colour = scale(colour, 1 - 0.12 * Math.exp(-(horizon - y) / (height * 0.03)));
      const glow = neonGlow(recipe.light, nx, ny, recipe.accent);
      const o = (y * width + x) * 3;
      data[o] = colour[0] * tint[0] + glow[0];
      data[o + 1] = colour[1] * tint[1] + glow[1];
      data[o + 2] = colour[2] * tint[2] + glow[2];
    }
  }
  const canvas = { width, height, data };
  if (podium) paintPodium(canvas, recipe, layout, seed, tint);
  return canvas;
}

/** The podium's top ellipse: its half-width and half-depth in canvas px (the depth from the camera's height). */
export function podiumEllipse(layout: SceneLayout): { rx: number; ry: number } {
  const rx = Math.max(layout.product.width * 0.8, layout.width * 0.2);
  const tilt = Math.min(0.45, Math.max(0.06, (layout.contactY - layout.eyeLevel) / layout.focal));
  return { rx, ry: rx * tilt };
}

/** A cylinder pedestal whose top ellipse is the product's floor line; edges anti-aliased by coverage. */
function paintPodium(canvas: Canvas, recipe: SceneRecipe, layout: SceneLayout, seed: number, tint: Rgb): void {
  const { width, height, data } = canvas;
  const cx = layout.product.left + layout.product.width / 2;
  const { rx, ry } = podiumEllipse(layout);
  const top = layout.contactY;
  const bottom = Math.min(height + ry * 2, top + height * 0.26);
  const shader = surfaceShader(recipe.material, recipe.floor, recipe.accent, recipe.materialStrength, seed + 17);
  const direction = recipe.light.overhead ? 0 : Math.max(-1, Math.min(1, recipe.light.direction + layout.lightJitter));
  for (let y = Math.max(0, Math.floor(top - ry - 1)); y < height; y++) {
    for (let x = Math.max(0, Math.floor(cx - rx * 1.6)); x < Math.min(width, Math.ceil(cx + rx * 1.6)); x++) {
      const n = (x - cx) / rx;
      const o = (y * width + x) * 3;
      const rim = Math.sqrt(Math.max(0, 1 - n * n));
      // Signed distances in px (negative inside), turned into coverage of this pixel.
      const f = Math.hypot(n, (y - top) / ry);
      const gradient = Math.hypot(n / rx, (y - top) / (ry * ry)) / Math.max(1e-6, f);
      const topDistance = (f - 1) / Math.max(1e-6, gradient);
      const sideDistance = Math.abs(x - cx) - rx;
      const bodyDistance = Math.max(sideDistance, top - y, y - (bottom + ry * rim));
      const onTop = Math.min(1, Math.max(0, 0.5 - topDistance));
      const onBody = Math.min(1, Math.max(0, 0.5 - bodyDistance));
      const coverage = Math.max(onTop, onBody);
      if (coverage <= 0) {
        // Soft shadow of the pedestal on the ground around its foot.
        const d = Math.hypot(n / 1.35, (y - bottom) / (ry * 2.2));
        if (d < 1 && y > bottom - ry) {
          const k = 1 - 0.35 * (1 - d) ** 2;
          data[o] = (data[o] ?? 0) * k;
          data[o + 1] = (data[o + 1] ?? 0) * k;
          data[o + 2] = (data[o + 2] ?? 0) * k;
        }
        continue;
      }
      const topColour = scale(shader(n * 0.8, ((y - top) / ry) * 0.15, 1), 1.06 + 0.05 * direction * n);
      const shade = 0.62 + 0.32 * rim + 0.18 * direction * n;
      // Darker under the lip: the top edge catches the light, the body turns away from it.
      const lip = 1 - 0.1 * Math.min(1, Math.max(0, ry * (rim + 0.15) - (y - top)));
      const bodyColour = scale(shader(Math.asin(Math.max(-1, Math.min(1, n))) * 0.6, (y / height) * 0.8, 1), shade * lip);
      // The top's front edge over the body, blended by the top's coverage (no stair-steps along the rim).
      const colour = onBody > 0 ? mix(bodyColour, topColour, onTop) : topColour;
      for (let c = 0; c < 3; c++) data[o + c] = (data[o + c] ?? 0) * (1 - coverage) + (colour[c] ?? 0) * (tint[c] ?? 1) * coverage;
    }
  }
}
