/**
 * Super-resolution: an ESRGAN-family network over the colour channels, tiled, then an exact-size
 * Lanczos step when the network's factor is not the requested size. Alpha is resized with
 * Lanczos-3 (the networks are RGB-only, and a smooth mask edge is what compositing wants); the
 * colour under transparent pixels is first filled from the visible ones (bleed.ts), so that the
 * network never sharpens a stored background colour into a rim along the edge.
 */
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import type { Raster } from '../../raster';
import { bleedColourAsRgb } from './bleed';
import { alphaOf, colourAsRgb, restoreLayout } from './channels';
import type { NeuralScale, UpscaleModel } from './models';
import { defaultTileSize, planUpscale, type UpscaleOptions } from './plan';
import { lanczosResize } from './resample';
import { getNetwork } from './session';
import { runTiled, type TileOptions } from './tiled-inference';

const DEFAULT_OVERLAP = 16;

/**
 * Upscales an RGB, RGBA, grey or grey+alpha raster by `scale`, or to an exact `width` or `height`
 * (aspect ratio kept). Returns a new raster with the input's channel layout.
 */
export async function upscale(input: Raster, options: UpscaleOptions, context: EngineContext = {}): Promise<Raster> {
  const plan = planUpscale(input.width, input.height, options);
  throwIfAborted(context.signal);
  context.onProgress?.(0);
  if (plan.neuralScale === null) {
    const resized = await lanczosResize(input, plan.width, plan.height);
    context.onProgress?.(1);
    return resized;
  }
  const network = await upscaleColour(networkInput(input), plan.model, plan.neuralScale, options, progressPhase(context, 0, 0.97));
  const result = await finishUpscale(input, network, plan.width, plan.height, context);
  context.onProgress?.(1);
  return result;
}

/** The RGB the network sees: the colour, with transparent pixels' colour bled from visible ones. */
export function networkInput(input: Raster): Raster {
  return input.channels === 2 || input.channels === 4 ? bleedColourAsRgb(input) : colourAsRgb(input);
}

/** Runs the network over an RGB raster (or a band of one): RGB at `scale` times its size. */
export async function upscaleColour(
  rgb: Raster,
  model: UpscaleModel,
  scale: NeuralScale,
  options: Pick<UpscaleOptions, 'tileSize' | 'tileOverlap' | 'threads'> = {},
  context: EngineContext = {},
): Promise<Raster> {
  const tiles = tileOptions(defaultTileSize(model, scale), options);
  const network = await getNetwork(model, scale, options.threads);
  throwIfAborted(context.signal);
  return runTiled(rgb, network, tiles, context);
}

/**
 * From the network's RGB at its own factor to the result: the input's alpha enlarged with
 * Lanczos-3 onto the same grid, the input's channel layout, and the exact requested size.
 */
export async function finishUpscale(input: Raster, networkRgb: Raster, width: number, height: number, context: EngineContext = {}): Promise<Raster> {
  const alpha = alphaOf(input);
  const alphaUpscaled = alpha && (await lanczosResize(alpha, networkRgb.width, networkRgb.height));
  const upscaled = restoreLayout(networkRgb, input.channels, alphaUpscaled);
  throwIfAborted(context.signal);
  return lanczosResize(upscaled, width, height);
}

function tileOptions(defaultSize: number, options: Pick<UpscaleOptions, 'tileSize' | 'tileOverlap'>): TileOptions {
  const tileSize = options.tileSize ?? defaultSize;
  const overlap = options.tileOverlap ?? Math.min(DEFAULT_OVERLAP, Math.floor(tileSize / 4));
  if (!Number.isInteger(tileSize) || tileSize < 16) throw new RangeError('tileSize must be an integer of at least 16');
  if (!Number.isInteger(overlap) || overlap < 0 || overlap * 4 > tileSize) throw new RangeError('tileOverlap must be an integer between 0 and tileSize / 4');
  // A quarter of the overlap at each side is left out of the blend (see tiling.ts): measured seams
  // drop 2-4x against blending over the whole overlap.
  return { tileSize, overlap, margin: Math.floor(overlap / 4) };
}
