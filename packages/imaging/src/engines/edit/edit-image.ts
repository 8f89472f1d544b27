/** The image editor's "edit" page: rotation, mirrors and tone adjustments, rendered exactly on the server. */
import type { Raster } from '../../raster';
import { throwIfAborted, type EngineContext } from '../context';
import { adjustColours } from './colour-adjust';
import { transformGeometry, type QuarterTurn } from './geometry';
import { adjustSharpness } from './sharpness';

/**
 * Every field is optional and 0 / false means "unchanged" (the output then equals the input).
 * - rotate: clockwise quarter turns, 0 | 90 | 180 | 270 (90 and 270 swap width and height).
 * - flipH / flipV: mirror left-right / top-bottom, applied after the rotation.
 * - brightness -100..100: multiply by 1 + b/100 (CSS brightness()).
 * - contrast -100..100: stretch around mid-grey by 1 + c/100 (CSS contrast()); -100 is flat grey.
 * - saturation -100..100: CSS saturate(1 + s/100); -100 is greyscale.
 * - warmth -100..100: + warms (red up, blue down), - cools.
 * - sharpness -100..100: + unsharp mask, - softening blur.
 */
export interface EditOperations {
  rotate: QuarterTurn;
  flipH: boolean;
  flipV: boolean;
  brightness: number;
  contrast: number;
  saturation: number;
  warmth: number;
  sharpness: number;
}

export const EDIT_RANGES = {
  brightness: { min: -100, max: 100 },
  contrast: { min: -100, max: 100 },
  saturation: { min: -100, max: 100 },
  warmth: { min: -100, max: 100 },
  sharpness: { min: -100, max: 100 },
} as const;

export const IDENTITY_EDIT: EditOperations = { rotate: 0, flipH: false, flipV: false, brightness: 0, contrast: 0, saturation: 0, warmth: 0, sharpness: 0 };

/** Fills defaults and throws RangeError for a value outside its documented range. */
export function resolveEditOperations(ops: Partial<EditOperations>): EditOperations {
  const resolved = { ...IDENTITY_EDIT, ...ops };
  if (![0, 90, 180, 270].includes(resolved.rotate)) throw new RangeError(`rotate must be 0, 90, 180 or 270, got ${String(resolved.rotate)}`);
  for (const key of Object.keys(EDIT_RANGES) as Array<keyof typeof EDIT_RANGES>) {
    const value = resolved[key];
    const { min, max } = EDIT_RANGES[key];
    if (!Number.isFinite(value) || value < min || value > max) throw new RangeError(`${key} must be ${min}..${max}, got ${value}`);
  }
  return resolved;
}

/** Output has the input's channels; its size is the input's, or swapped for 90/270. */
export async function editImage(input: Raster, ops: Partial<EditOperations>, context: EngineContext = {}): Promise<Raster> {
  const resolved = resolveEditOperations(ops);
  throwIfAborted(context.signal);
  let result = transformGeometry(input, resolved.rotate, resolved.flipH, resolved.flipV);
  context.onProgress?.(0.3);
  result = adjustColours(result, resolved);
  context.onProgress?.(0.6);
  throwIfAborted(context.signal);
  result = await adjustSharpness(result, resolved.sharpness);
  context.onProgress?.(1);
  return result;
}
