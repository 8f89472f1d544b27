/** Create-background: a cut-out placed on a new background, with an optional shadow, at an exact size. */
import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { resizeCutout, trimCutout } from '../shadow/cutout';
import { ENLARGE_NETWORK_FACTOR } from '../upscale/enlarge';
import { layoutAtPoint, type FreePlacement } from '../shadow/layout';
import { renderProductScene } from '../shadow/render-scene';
import { MAX_FORMAT_SIDE, resolveShadowControls, type ShadowAngle, type ShadowControls } from '../shadow/types';
import { renderBackground, type BackgroundSpec } from './background';

export interface ComposeOptions {
  /** Output size in pixels (integers 1..8192), e.g. from MARKETPLACE_SIZES. */
  width: number;
  height: number;
  /** A shadow as in the shadow tool; the floor (front/isometric) is the bottom of the placed product. */
  shadow?: { angle: ShadowAngle; controls?: Partial<ShadowControls> } | null;
}

/** Centre of the product at (x, y) as fractions of the output; scale 1 = the product just fits the output. */
export type ComposePlacement = FreePlacement;

export const DEFAULT_COMPOSE_PLACEMENT: ComposePlacement = { x: 0.5, y: 0.55, scale: 0.75 };

/**
 * Places `cutout` (RGBA, alpha = product; trimmed to its visible pixels) on `background`.
 * Output: exactly width x height; RGB unless the background has alpha ('transparent', or an image with alpha).
 * Throws RangeError for invalid sizes, placements or background specs.
 */
export async function composeOnBackground(
  cutout: Raster,
  background: BackgroundSpec,
  placement: ComposePlacement = DEFAULT_COMPOSE_PLACEMENT,
  options: ComposeOptions,
  context: EngineContext = {},
): Promise<Raster> {
  const { width, height } = options;
  for (const [name, value] of [['width', width], ['height', height]] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_FORMAT_SIDE) throw new RangeError(`${name} must be an integer 1..${MAX_FORMAT_SIDE}, got ${value}`);
  }
  if (![placement.x, placement.y, placement.scale].every(Number.isFinite) || placement.scale <= 0 || placement.scale > 4) {
    throw new RangeError('placement needs finite x, y and a scale in (0, 4]');
  }
  throwIfAborted(context.signal);
  const trimmed = trimCutout(cutout);
  const rect = layoutAtPoint(width, height, trimmed.width, trimmed.height, placement);
  // An enlarged product runs ESRGAN, the longest step by far when it happens.
  const resizeShare = Math.max(rect.width / trimmed.width, rect.height / trimmed.height) > ENLARGE_NETWORK_FACTOR ? 0.8 : 0.3;
  const [product, backdrop] = await Promise.all([resizeCutout(trimmed, rect.width, rect.height, progressPhase(context, 0, resizeShare)), renderBackground(background, width, height)]);
  context.onProgress?.(resizeShare);
  throwIfAborted(context.signal);
  const shadow = options.shadow ? { angle: options.shadow.angle, controls: resolveShadowControls(options.shadow.angle, options.shadow.controls) } : null;
  return renderProductScene(product, rect, width, height, { kind: 'raster', raster: backdrop }, shadow, progressPhase(context, resizeShare, 1));
}
