/** How the recipe's light colours and brightens each point of the set. */
import type { Rgb } from './colour';
import type { SceneLight } from './recipe-types';

/** Multiplier per channel: warm/cool temperature and golden hour. */
export function lightTint(light: SceneLight): Rgb {
  const t = light.temperature;
  const g = light.golden;
  return [(1 + 0.07 * t) * (1 + 0.12 * g), (1 + 0.01 * t) * (1 - 0.01 * g), (1 - 0.09 * t) * (1 - 0.16 * g)];
}

/**
 * One direction for the whole set: the key light stands on the side `direction` points to
 * (-1 left, 1 right); the wall and the floor are brighter on that side, and the product's shadow
 * falls away from it (shadowAngle).
 */
const keySide = (light: SceneLight, jitter: number) => Math.max(-1, Math.min(1, light.direction + jitter));

/** Direction of the product's cast shadow in the shadow engine's degrees (270 = straight back, > 270 back to the right). */
export function shadowAngle(light: SceneLight, jitter: number): number {
  return light.overhead ? 270 : 270 - keySide(light, jitter) * 50;
}

/**
 * Brightness of the wall at (nx, ny) in -1..1 / 0..1 screen units: a soft pool of light behind
 * the product towards the key light, falling off to the top and the far side.
 */
export function wallLight(light: SceneLight, nx: number, ny: number, jitter: number): number {
  const direction = light.overhead ? 0 : keySide(light, jitter);
  const contrast = 0.7 + 0.6 * light.hardness;
  const sx = direction * 0.35;
  const pool = Math.exp(-(((nx - sx) / 0.9) ** 2) - ((ny - 0.55) / 0.55) ** 2);
  return (0.86 + 0.2 * pool * contrast + 0.08 * direction * nx * contrast) * (0.93 + 0.07 * ny);
}

/** Brightness of the floor at (nx, depth 0 = far … 1 = near the viewer). */
export function floorLight(light: SceneLight, nx: number, depth: number, jitter: number): number {
  const direction = light.overhead ? 0 : keySide(light, jitter);
  const contrast = 0.7 + 0.6 * light.hardness;
  const pool = Math.exp(-(((nx - direction * 0.3) / 1.1) ** 2) - ((depth - 0.45) / 0.7) ** 2);
  return (0.9 + 0.12 * pool * contrast + 0.06 * direction * nx * contrast) * (1 - 0.1 * depth * depth);
}

/** Additive coloured glows of a neon set: magenta from the top left, cyan from the right. */
export function neonGlow(light: SceneLight, nx: number, ny: number, accent: Rgb): Rgb {
  if (light.neon <= 0) return [0, 0, 0];
  const pink = Math.exp(-(((nx + 0.85) / 0.55) ** 2) - ((ny - 0.2) / 0.5) ** 2);
  const cyan = Math.exp(-(((nx - 0.9) / 0.5) ** 2) - ((ny - 0.45) / 0.5) ** 2);
  const k = light.neon * 190;
  return [(pink * 1 + cyan * (accent[0] / 255)) * k, (pink * 0.15 + cyan * (accent[1] / 255)) * k, (pink * 0.75 + cyan * (accent[2] / 255)) * k];
}
