/**
 * The camera the product was photographed with, read from its cut-out, and the floor plane seen
 * through it. Pure functions: tests measure them directly.
 */
import type { Raster } from '../../raster';

/**
 * How far the camera looks down on the product, in radians (0 = eye level), from the shape of
 * its base: a round base seen from above is a half-ellipse whose depth over width is sin(angle);
 * a base seen at eye level is a straight line. Measured on the lowest opaque pixel of each column
 * across the base's middle 80 % (the outer tenth on each side is anti-aliased and curls up on every
 * shape). Products whose base is not round read a little low, which suits them: boxes are shot
 * near eye level.
 */
export function estimateCameraElevation(rgba: Raster): number {
  const { width, height, data } = rgba;
  const bottoms: number[] = [];
  for (let x = 0; x < width; x++) {
    let bottom = -1;
    for (let y = height - 1; y >= 0; y--)
      if ((data[(y * width + x) * 4 + 3] ?? 0) >= 128) {
        bottom = y;
        break;
      }
    bottoms.push(bottom);
  }
  const lowest = Math.max(...bottoms);
  if (lowest < 0) return 0;
  // The base: columns whose bottom lies in the lowest fifth of the product (legs, handles excluded).
  const base = bottoms.map((bottom, x) => ({ x, bottom })).filter((entry) => entry.bottom >= lowest - height * 0.2);
  const first = base[0]?.x ?? 0;
  const last = base[base.length - 1]?.x ?? 0;
  const baseWidth = last - first + 1;
  if (baseWidth < 8) return 0;
  const inner = base.filter((entry) => entry.x >= first + baseWidth * 0.1 && entry.x <= last - baseWidth * 0.1);
  const edgeBottom = Math.min(...inner.slice(0, 3).map((entry) => entry.bottom), ...inner.slice(-3).map((entry) => entry.bottom));
  // Depth of the half-ellipse at 10 % from its ends is 1 - sqrt(1 - 0.8²) = 0.4 of its full depth.
  const sag = (lowest - edgeBottom) / 0.4;
  const ratio = Math.min(0.8, Math.max(0, (2 * sag) / baseWidth));
  return Math.asin(ratio);
}

/** Focal length of the virtual camera in image heights: a normal lens, as product shots use. */
export const FOCAL = 1.3;

/** Where a point of the floor plane at image row y, column x lies. */
export interface FloorPoint {
  /** Across, in product widths from the product's centre line. */
  u: number;
  /** Away from the camera, in product widths, 0 at the product's base. */
  v: number;
  /** Distance relative to the product's (1 at its base, grows towards the horizon). */
  z: number;
}

/**
 * Pinhole perspective on a level floor: distance grows as 1 / (y - horizon), so lines of constant
 * u all meet at (centreX, horizon), the vanishing point, and the floor's rows compress towards
 * the horizon. `productWidth` is the product's width in px at its base (distance 1), `focal` the
 * focal length in px.
 */
export function floorPoint(x: number, y: number, horizon: number, contactY: number, centreX: number, productWidth: number, focal: number): FloorPoint {
  const drop = Math.max(0.5, y - horizon);
  const z = Math.max(1e-3, contactY - horizon) / drop;
  return { u: ((x - centreX) * z) / productWidth, v: ((z - 1) * focal) / productWidth, z };
}

/** Surface units one image row spans at row y: how fine a pattern the floor can show there. */
export function floorFootprint(y: number, horizon: number, contactY: number, productWidth: number, focal: number): number {
  const drop = Math.max(0.5, y - horizon);
  const z = Math.max(1e-3, contactY - horizon) / drop;
  return Math.max(z / productWidth, (z * focal) / (productWidth * drop));
}
