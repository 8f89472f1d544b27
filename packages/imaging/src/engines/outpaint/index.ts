import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { completeHole, type CompletionOptions } from '../inpaint/complete';
import { distanceToMask } from '../inpaint/mask-ops';
import { canvasSize, placeImage, type OutpaintTarget, type Placement } from './canvas-size';
import { fitBorderPlane, planeValue, type BorderPlane } from './plane-fit';

export type { OutpaintRatio, OutpaintTarget } from './canvas-size';
export { canvasSize as outpaintCanvasSize } from './canvas-size';

export interface OutpaintOptions {
  /** Top-left corner of the original inside the new canvas, in output pixels (default: centred). */
  offset?: { x: number; y: number };
  /** Seed of the randomised search (default 1). */
  seed?: number;
}

/** Border fits this good are a plain or gradient background: continued exactly, not synthesised. */
const ANALYTIC_MAX_RMS = 1.5;
const ANALYTIC_MIN_INLIERS = 0.98;
/** Fits this good are a background with grain: synthesise the grain around the fitted gradient. */
const DETREND_MAX_RMS = 10;
const DETREND_MIN_INLIERS = 0.9;
/** Above this many target patches a level skips the search (see CompletionOptions). */
const MAX_SEARCHED_TARGETS = 120_000;

/**
 * Outpaint: grows the canvas to `target` (an exact size, or the smallest canvas of an aspect
 * ratio that holds the image) and paints the new area from the image's own content. The original
 * pixels are copied unchanged. Plain and linear-gradient backgrounds are continued analytically;
 * anything else is synthesised with the eraser's multi-scale PatchMatch, which matches the new
 * area to the original across the seam.
 */
export async function outpaint(
  input: Raster,
  target: OutpaintTarget,
  options: OutpaintOptions = {},
  context: EngineContext = {},
): Promise<Raster> {
  const { width, height, channels: c } = input;
  if (input.data.length !== width * height * c) throw new RangeError('The image buffer does not match its width, height and channels.');
  throwIfAborted(context.signal);
  const placement = placeImage(width, height, canvasSize(width, height, target), options.offset);
  const canvas = new Uint8Array(placement.width * placement.height * c);
  const hole = new Uint8Array(placement.width * placement.height).fill(1);
  for (let y = 0; y < height; y++) {
    const row = (placement.y + y) * placement.width + placement.x;
    canvas.set(input.data.subarray(y * width * c, (y + 1) * width * c), row * c);
    hole.fill(0, row, row + width);
  }
  const output: Raster = { width: placement.width, height: placement.height, channels: c, data: canvas };
  if (placement.width === width && placement.height === height) return output;

  const plane = fitBorderPlane(input, placement);
  if (plane.rms <= ANALYTIC_MAX_RMS && plane.inliers >= ANALYTIC_MIN_INLIERS) {
    fillWithPlane(output, hole, plane);
  } else {
    const synthesis: CompletionOptions = {
      seed: options.seed ?? 1,
      maxSearchedTargets: MAX_SEARCHED_TARGETS,
      allowedSources: sourcesNearBorder(hole, placement, width, height),
      signal: context.signal,
      onProgress: progressPhase(context, 0, 0.99).onProgress,
    };
    if (plane.rms <= DETREND_MAX_RMS && plane.inliers >= DETREND_MIN_INLIERS) synthesiseAroundPlane(output, hole, plane, synthesis);
    else completeHole(canvas, placement.width, placement.height, c, hole, synthesis);
  }
  context.onProgress?.(1);
  return output;
}

/**
 * Sources for the new area come from a band along the original's border, about as deep as the
 * area to fill: the continuation of a backdrop should look like the backdrop, not repeat the
 * subject in the middle of the photo.
 */
function sourcesNearBorder(hole: Uint8Array, placement: Placement, width: number, height: number): Uint8Array {
  const growth = Math.max(placement.x, placement.y, placement.width - placement.x - width, placement.height - placement.y - height);
  const reach = Math.max(24, Math.min(growth, 0.35 * Math.min(width, height)));
  const distance = distanceToMask(hole, placement.width, placement.height);
  const allowed = new Uint8Array(hole.length);
  for (let i = 0; i < allowed.length; i++) allowed[i] = !hole[i] && distance[i] <= reach ? 1 : 0;
  return allowed;
}

function fillWithPlane(output: Raster, hole: Uint8Array, plane: BorderPlane): void {
  const { width, channels: c, data } = output;
  for (let p = 0; p < hole.length; p++) {
    if (!hole[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    for (let k = 0; k < c; k++) data[p * c + k] = planeValue(plane, k, x, y);
  }
}

/**
 * A gradient background with grain or mild texture: synthesise only the residual around the
 * fitted plane (stored offset by 128), so copied patches keep their grain while the gradient
 * itself continues exactly instead of being tiled.
 */
function synthesiseAroundPlane(
  output: Raster,
  hole: Uint8Array,
  plane: BorderPlane,
  synthesis: CompletionOptions,
): void {
  const { width, height, channels: c, data } = output;
  const residual = new Uint8Array(data.length);
  for (let p = 0; p < hole.length; p++) {
    if (hole[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    for (let k = 0; k < c; k++) {
      const r = data[p * c + k] - planeValue(plane, k, x, y) + 128;
      residual[p * c + k] = r < 0 ? 0 : r > 255 ? 255 : r;
    }
  }
  completeHole(residual, width, height, c, hole, synthesis);
  for (let p = 0; p < hole.length; p++) {
    if (!hole[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    for (let k = 0; k < c; k++) {
      const v = planeValue(plane, k, x, y) + residual[p * c + k] - 128;
      data[p * c + k] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}
