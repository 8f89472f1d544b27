/** The shadow tool's inputs: a preset (what the spec stores) and the fine controls the UI offers. */
import { isHexColour } from './colour';

export type ShadowAngle = 'front' | 'top' | 'isometric';

export const SHADOW_ANGLES: readonly ShadowAngle[] = ['front', 'top', 'isometric'];

/** Space kept free around the product, as fractions of the format's shorter side. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * A shadow preset (spec section 3): output format, padding, angle, zoom and background.
 * - `format`: exact output size in pixels (1..8192 each side).
 * - `padding`: a fraction (0..0.45) of the format's shorter side kept free on every side, or one
 *   fraction per side. 0.1 on a 2000x2000 format leaves 200 px around the product.
 * - `zoom`: the product's size within the padded area: 1 = fits it exactly (contain), 0.8 = 80 %
 *   of that. Range 0.05..2; above 1 the product may be clipped by the format.
 * - `background`: '#rrggbb', or 'transparent' for an RGBA output keeping the shadow as partial alpha.
 */
export interface ShadowPreset {
  format: { width: number; height: number };
  padding: number | Insets;
  angle: ShadowAngle;
  zoom: number;
  background: string;
}

/** A mirror image of the product on a glossy floor (front and isometric only). */
export interface ReflectionControls {
  /** Strength right at the floor line, 0..1. */
  opacity: number;
  /** How far down the reflection reaches before fading out, as a fraction of the product's height (0.02..1). */
  falloff: number;
}

/**
 * Fine controls. Every field is optional; missing ones take `defaultShadowControls(angle)`.
 * - `softness` 0..1: blur of the shadow (0 = crisp, 1 = very diffuse).
 * - `opacity` 0..1: darkness of the shadow (0 = no shadow at all).
 * - `direction` degrees: where the shadow falls on the floor seen from above: 0 = right,
 *   90 = towards the viewer, 180 = left, 270 = away from the viewer (behind the product).
 *   For `top` this is simply the on-screen direction (0 = right, 90 = down).
 * - `offset` 0..2: how far the shadow reaches. front/isometric: length of the cast shadow as a
 *   fraction of the product's height; top: drop distance as a fraction of the product's shorter side.
 * - `reflection`: optional floor reflection (ignored for `top`).
 */
export interface ShadowControls {
  softness: number;
  opacity: number;
  direction: number;
  offset: number;
  reflection?: ReflectionControls | null;
}

const DEFAULT_CONTROLS: Record<ShadowAngle, ShadowControls> = {
  // Key light front-left and above: the shadow falls behind the product and to the right.
  front: { softness: 0.5, opacity: 0.6, direction: 320, offset: 0.6, reflection: null },
  top: { softness: 0.5, opacity: 0.6, direction: 60, offset: 0.05, reflection: null },
  // Along the receding right-hand isometric floor axis (30 degrees up on screen).
  isometric: { softness: 0.45, opacity: 0.55, direction: 315, offset: 0.7, reflection: null },
};

export function defaultShadowControls(angle: ShadowAngle): ShadowControls {
  return { ...DEFAULT_CONTROLS[angle] };
}

export const MAX_FORMAT_SIDE = 8192;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Fills defaults and clamps every control into its documented range. */
export function resolveShadowControls(angle: ShadowAngle, controls: Partial<ShadowControls> = {}): ShadowControls {
  const base = DEFAULT_CONTROLS[angle];
  const finite = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) ? value : fallback);
  const reflection = controls.reflection === undefined ? base.reflection : controls.reflection;
  return {
    softness: clamp(finite(controls.softness, base.softness), 0, 1),
    opacity: clamp(finite(controls.opacity, base.opacity), 0, 1),
    direction: ((finite(controls.direction, base.direction) % 360) + 360) % 360,
    offset: clamp(finite(controls.offset, base.offset), 0, 2),
    reflection: reflection
      ? { opacity: clamp(finite(reflection.opacity, 0.3), 0, 1), falloff: clamp(finite(reflection.falloff, 0.3), 0.02, 1) }
      : null,
  };
}

/** Padding as four fractions of the format's shorter side. */
export function resolveInsets(padding: ShadowPreset['padding']): Insets {
  const side = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  return {
    top: clamp(side.top, 0, 0.45),
    right: clamp(side.right, 0, 0.45),
    bottom: clamp(side.bottom, 0, 0.45),
    left: clamp(side.left, 0, 0.45),
  };
}

/** Throws RangeError naming the first invalid field of a preset. */
export function assertValidShadowPreset(preset: ShadowPreset): void {
  const { width, height } = preset.format;
  for (const [name, value] of [['format.width', width], ['format.height', height]] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_FORMAT_SIDE) {
      throw new RangeError(`${name} must be an integer 1..${MAX_FORMAT_SIDE}, got ${value}`);
    }
  }
  if (!['front', 'top', 'isometric'].includes(preset.angle)) throw new RangeError(`angle must be front, top or isometric, got ${String(preset.angle)}`);
  if (!Number.isFinite(preset.zoom) || preset.zoom < 0.05 || preset.zoom > 2) throw new RangeError(`zoom must be 0.05..2, got ${preset.zoom}`);
  const sides = typeof preset.padding === 'number' ? [preset.padding] : Object.values(preset.padding);
  if (sides.some((side) => !Number.isFinite(side) || side < 0 || side > 0.45)) throw new RangeError('padding fractions must be 0..0.45');
  if (preset.background !== 'transparent' && !isHexColour(preset.background)) {
    throw new RangeError(`background must be '#rrggbb' or 'transparent', got ${JSON.stringify(preset.background)}`);
  }
}
