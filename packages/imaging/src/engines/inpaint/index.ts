import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { completeHole } from './complete';
import { maskToHole } from './mask-input';
import type { Shading } from './membrane';
import { distanceToMask, growBox, maskBox } from './mask-ops';
import { workRegions } from './work-regions';

export { checkPatchmatchEngine } from './check';

export interface InpaintOptions {
  /**
   * Width in pixels of the soft edge outside the mask, where the fill fades into the original
   * (default 2, at most 32). Pixels farther than this from the mask are returned bit-exact.
   */
  featherPx?: number;
  /** Seed of the randomised search: the same seed gives the same result (default 1). */
  seed?: number;
  /**
   * Where the surroundings do not predict the hole: 'split' (default) takes the shading from a
   * smooth (membrane) fill and only the detail from the copied patches (engine README); 'blend'
   * blends the copy part-way towards the smooth fill (the older step, kept for watermark removal,
   * whose unblending was tuned on it).
   */
  texture?: 'split' | 'blend';
  /**
   * Smooth shading under the split's detail: 'mixed' (default; thin plate and membrane, the
   * thin plate's share judged per hole part on its own border),
   * 'harmonic' (membrane only, the previous step) or 'biharmonic' (thin plate only).
   */
  shading?: Shading;
}

/**
 * Magic eraser: replaces the masked pixels with texture and structure synthesised from their
 * surroundings (multi-scale PatchMatch completion). `mask` is 1-channel (its first channel is
 * read otherwise), values above 127 are erased, and any size is stretched to the image. Returns a
 * new raster of the input's size and channels.
 */
export async function inpaint(input: Raster, mask: Raster, options: InpaintOptions = {}, context: EngineContext = {}): Promise<Raster> {
  const { width, height, channels } = input;
  if (input.data.length !== width * height * channels) throw new RangeError('The image buffer does not match its width, height and channels.');
  throwIfAborted(context.signal);
  const hole = await maskToHole(mask, width, height);
  const feather = Math.min(32, Math.max(0, Math.round(options.featherPx ?? 2)));
  const seed = options.seed ?? 1;

  // Synthesise the mask plus its feather ring; blend only the ring back over the original.
  const distance = featherDistance(hole, width, height, feather);
  const fill = new Uint8Array(width * height);
  for (let i = 0; i < fill.length; i++) fill[i] = distance[i] <= feather ? 1 : 0;

  const output: Raster = { width, height, channels, data: input.data.slice() };
  const regions = workRegions(fill, width, height);
  const areas = regions.map((box) => box.width * box.height);
  const totalArea = areas.reduce((a, b) => a + b, 0);
  let doneArea = 0;
  for (const [index, box] of regions.entries()) {
    throwIfAborted(context.signal);
    const phase = progressPhase(context, doneArea / totalArea, (doneArea + areas[index]) / totalArea);
    const crop = new Uint8Array(box.width * box.height * channels);
    const cropHole = new Uint8Array(box.width * box.height);
    for (let y = 0; y < box.height; y++) {
      const sourceRow = (box.y + y) * width + box.x;
      crop.set(input.data.subarray(sourceRow * channels, (sourceRow + box.width) * channels), y * box.width * channels);
      cropHole.set(fill.subarray(sourceRow, sourceRow + box.width), y * box.width);
    }
    completeHole(crop, box.width, box.height, channels, cropHole, {
      texture: options.texture ?? 'split',
      shading: options.shading ?? 'mixed',
      seed: seed + index * 7919,
      signal: context.signal,
      onProgress: phase.onProgress,
    });
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        if (!cropHole[y * box.width + x]) continue;
        const p = (box.y + y) * width + box.x + x;
        const alpha = featherAlpha(distance[p], feather);
        const o = p * channels;
        const c = (y * box.width + x) * channels;
        for (let k = 0; k < channels; k++) {
          output.data[o + k] = Math.round(alpha * crop[c + k] + (1 - alpha) * input.data[o + k]);
        }
      }
    }
    doneArea += areas[index];
  }
  context.onProgress?.(1);
  return output;
}

/**
 * Distance to the mask, computed only inside the mask's bounding box grown by the feather (the
 * only place it matters); +Infinity elsewhere. Keeps a small mask on a big photo cheap.
 */
function featherDistance(hole: Uint8Array, width: number, height: number, feather: number): Float32Array {
  const out = new Float32Array(width * height).fill(Number.POSITIVE_INFINITY);
  const box = maskBox(hole, width, height);
  if (!box) return out;
  const { x: x0, y: y0, width: w, height: h } = growBox(box, feather + 2, width, height);
  const crop = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) crop.set(hole.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
  const local = distanceToMask(crop, w, h);
  for (let y = 0; y < h; y++) out.set(local.subarray(y * w, y * w + w), (y0 + y) * width + x0);
  return out;
}

/** 1 inside the mask, falling linearly to 0 just past the feather width. */
function featherAlpha(distance: number, feather: number): number {
  if (distance <= 0) return 1;
  return Math.max(0, 1 - distance / (feather + 1));
}
