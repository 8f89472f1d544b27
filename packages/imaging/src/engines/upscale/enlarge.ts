/**
 * Enlargement for composition: a tool that must make a cut-out or a photo bigger than it is (the
 * shadow tool, create-background, studio scenes, a backdrop photo) calls this instead of an
 * interpolating resize. Past ENLARGE_NETWORK_FACTOR the colour goes through the ESRGAN network
 * (with the colour under transparent pixels bled from the visible ones, so no rim), and alpha is
 * enlarged with Lanczos-3 onto the same pixel grid; up to it, and for reductions, a Lanczos-3
 * resize (premultiplied) is as good and much cheaper.
 */
import { createHash } from 'node:crypto';
import { throwIfAborted, type EngineContext } from '../context';
import type { Raster } from '../../raster';
import { NEURAL_SCALES, type NeuralScale, type UpscaleModel } from './models';
import { lanczosResize } from './resample';
import { finishUpscale, networkInput, upscaleColour } from './upscale';

/** Enlargements by more than this (on either side) go through the network. */
export const ENLARGE_NETWORK_FACTOR = 1.25;

/**
 * CPU time per input pixel, measured on the 2-core box of an earlier session
 * (test/fixtures/upscale-astronaut.webp, 256² x4, `npm run bench upscale`): thick 155 us, medium
 * 28 us, slim 17 us. Today's host (AVX-512) runs thick at 71-83 us, so the budget is conservative:
 * thick on a 0.39 MP cut-out costs ~30 s of CPU here, not 60 (README.md, 2026-11-26).
 */
const CPU_US_PER_PIXEL: Record<UpscaleModel, number> = { thick: 155, medium: 28, slim: 17 };

/** CPU budget of one enlargement: about 30 s of waiting on two free cores. */
export const ENLARGE_CPU_BUDGET_SECONDS = 60;

/**
 * The model an enlargement of `inputPixels` runs: thick (the only one that beats Lanczos-3 on
 * SSIM, README.md) while it fits the budget, else the faster ones, else null (Lanczos).
 */
export function enlargeModel(inputPixels: number, budgetSeconds = ENLARGE_CPU_BUDGET_SECONDS): UpscaleModel | null {
  for (const model of ['thick', 'medium', 'slim'] as const) {
    if ((inputPixels * CPU_US_PER_PIXEL[model]) / 1e6 <= budgetSeconds) return model;
  }
  return null;
}

/** Resizes to exactly width x height; enlargements past ENLARGE_NETWORK_FACTOR use ESRGAN. */
export async function enlarge(input: Raster, width: number, height: number, context: EngineContext = {}): Promise<Raster> {
  const factor = Math.max(width / input.width, height / input.height);
  const model = factor > ENLARGE_NETWORK_FACTOR ? enlargeModel(input.width * input.height) : null;
  if (!model) return lanczosResize(input, width, height);
  throwIfAborted(context.signal);
  const scale: NeuralScale = model === 'thick' && factor <= 4 ? 4 : (NEURAL_SCALES.find((s) => s >= factor) ?? 8);
  const rgb = await networkColour(input, model, scale, context);
  return finishUpscale(input, rgb, width, height, context);
}

/**
 * The network's colour for the last few inputs, by content, model and factor: studio variations
 * and preset previews place one cut-out at several sizes, and the network runs once for all.
 */
const CACHE_ENTRIES = 3;
const networkResults = new Map<string, Promise<Raster>>();

function networkColour(input: Raster, model: UpscaleModel, scale: NeuralScale, context: EngineContext): Promise<Raster> {
  const key = `${model}/x${scale}/${input.width}x${input.height}x${input.channels}/${contentHash(input.data)}`;
  const cached = networkResults.get(key);
  if (cached) {
    // Most recently used last.
    networkResults.delete(key);
    networkResults.set(key, cached);
    context.onProgress?.(1);
    return cached;
  }
  const result = upscaleColour(networkInput(input), model, scale, {}, context);
  networkResults.set(key, result);
  // A failed or aborted run is not kept.
  result.catch(() => networkResults.delete(key));
  for (const oldest of networkResults.keys()) {
    if (networkResults.size <= CACHE_ENTRIES) break;
    networkResults.delete(oldest);
  }
  return result;
}

/** A digest of the pixels (native SHA-1: about 1 ms per megabyte). */
function contentHash(data: Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}
