/** The shadow tool: a cut-out, a preset and controls in; an image at the preset's exact format out. */
import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { parseBackgroundColour } from './colour';
import { ENLARGE_NETWORK_FACTOR } from '../upscale/enlarge';
import { resizeCutout, trimCutout } from './cutout';
import { layoutForPreset } from './layout';
import { renderProductScene } from './render-scene';
import { assertValidShadowPreset, resolveShadowControls, type ShadowControls, type ShadowPreset } from './types';

/**
 * Renders `cutout` (RGBA; alpha = the product) on the preset's format with a shadow for its angle.
 * Output: exactly preset.format, RGB on a colour background, RGBA when background is 'transparent'.
 * Throws RangeError for an invalid preset or an empty cut-out.
 */
export async function renderShadow(cutout: Raster, preset: ShadowPreset, controls: Partial<ShadowControls> = {}, context: EngineContext = {}): Promise<Raster> {
  assertValidShadowPreset(preset);
  throwIfAborted(context.signal);
  const resolved = resolveShadowControls(preset.angle, controls);
  const trimmed = trimCutout(cutout);
  const placement = layoutForPreset(preset, trimmed.width, trimmed.height);
  // An enlarged product runs ESRGAN, the longest step by far when it happens.
  const resizeShare = Math.max(placement.width / trimmed.width, placement.height / trimmed.height) > ENLARGE_NETWORK_FACTOR ? 0.8 : 0.2;
  const product = await resizeCutout(trimmed, placement.width, placement.height, progressPhase(context, 0, resizeShare));
  context.onProgress?.(resizeShare);
  throwIfAborted(context.signal);
  const rgb = parseBackgroundColour(preset.background);
  return renderProductScene(
    product,
    placement,
    preset.format.width,
    preset.format.height,
    rgb ? { kind: 'colour', rgb } : { kind: 'transparent' },
    { angle: preset.angle, controls: resolved },
    progressPhase(context, resizeShare, 1),
  );
}
