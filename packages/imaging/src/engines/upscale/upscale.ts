/**
 * Super-resolution: an ESRGAN-family network over the colour channels, tiled, then an exact-size
 * Lanczos step when the network's factor is not the requested size. Alpha is resized with
 * Lanczos-3 (the networks are RGB-only, and a smooth mask edge is what compositing wants).
 */
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import type { Raster } from '../../raster';
import { alphaOf, colourAsRgb, restoreLayout } from './channels';
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

  const tiles = tileOptions(defaultTileSize(plan.model, plan.neuralScale), options);
  const network = await getNetwork(plan.model, plan.neuralScale);
  throwIfAborted(context.signal);
  const rgb = await runTiled(colourAsRgb(input), network, tiles, progressPhase(context, 0, 0.97));
  const alpha = alphaOf(input);
  const alphaUpscaled = alpha && (await lanczosResize(alpha, rgb.width, rgb.height));
  const upscaled = restoreLayout(rgb, input.channels, alphaUpscaled);
  throwIfAborted(context.signal);
  const result = await lanczosResize(upscaled, plan.width, plan.height);
  context.onProgress?.(1);
  return result;
}

function tileOptions(defaultSize: number, options: UpscaleOptions): TileOptions {
  const tileSize = options.tileSize ?? defaultSize;
  const overlap = options.tileOverlap ?? Math.min(DEFAULT_OVERLAP, Math.floor(tileSize / 4));
  if (!Number.isInteger(tileSize) || tileSize < 16) throw new RangeError('tileSize must be an integer of at least 16');
  if (!Number.isInteger(overlap) || overlap < 0 || overlap * 4 > tileSize) throw new RangeError('tileOverlap must be an integer between 0 and tileSize / 4');
  // A quarter of the overlap at each side is left out of the blend (see tiling.ts): measured seams
  // drop 2-4x against blending over the whole overlap.
  return { tileSize, overlap, margin: Math.floor(overlap / 4) };
}
