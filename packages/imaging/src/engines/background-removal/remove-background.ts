/**
 * Background removal: decode-agnostic pipeline over rasters.
 * ISNet probabilities -> filled loops re-opened by colour -> background structure running out of
 * the frame dropped -> weak flat parts promoted ->
 * stray-region suppression -> weak blobs near the subject restored -> filled holes re-opened by a colour graph cut ->
 * speckles floating inside a loop dropped -> smooth gaps on a textured background filled ->
 * parts missed on a smooth backdrop restored by local colour ->
 * guided-filter upsampling and refinement ->
 * colour decontamination ->
 * cut-out, mask, or cut-out on a colour, optionally cropped to the subject.
 */
import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { DEFAULT_REFINEMENT, refineMatte, workGrid, type Matte } from './alpha-refinement';
import { dropBorderRegions } from './border-regions';
import { reopenBackgroundColours } from './colour-check';
import { reopenHolesByGraphCut } from './colour-cut';
import { fillColourGaps } from './colour-gaps';
import { alphaToMask, cropRaster, cutoutFromImage, onColorFromImage, parseHexColor, subjectBox, type RemoveBackgroundOutput } from './compose';
import { estimateForegroundAt } from './decontaminate';
import { dropFloatingSpeckles } from './enclosed-doubt';
import { bareInference, modelInputFromRaster } from './inference';
import type { IsnetModel } from './model-files';
import { MODEL_SIDE } from './session';
import { fillSmoothGaps, type GapGrid } from './smooth-gaps';
import { restrictToSubject } from './subject-support';
import { restoreWeakBlobs } from './weak-blobs';
import { promoteWeakRegions } from './weak-regions';

export interface RemoveBackgroundOptions {
  /** `fast`: uint8-quantised ISNet; `quality`: float16 ISNet. */
  model: IsnetModel;
  /** `cutout`: RGBA; `mask`: 1-channel alpha; `color`: RGB cut-out flattened on `background`. */
  output: RemoveBackgroundOutput;
  /** '#rrggbb', required for output 'color'. */
  background?: string;
  /** Crop to the subject's bounding box plus this margin (percent of its larger side). */
  crop?: { marginPercent: number };
}

/**
 * The refined alpha matte of the main subject, as a 1-channel raster of the input's size
 * (255 = subject). `input` is RGB, RGBA or grey; its own alpha, if any, is ignored.
 */
export async function predictAlpha(input: Raster, model: IsnetModel, context: EngineContext = {}): Promise<Raster> {
  const { alpha } = await predictMatte(input, model, context);
  return alphaToMask(alpha, input.width, input.height);
}

async function predictMatte(input: Raster, model: IsnetModel, context: EngineContext): Promise<Matte> {
  throwIfAborted(context.signal);
  context.onProgress?.(0);
  const planes = await modelInputFromRaster(input);
  throwIfAborted(context.signal);
  context.onProgress?.(0.05);
  const probability = await bareInference(planes, model);
  // Marks the network's end, so benches count the steps below as overhead, not as inference.
  context.onProgress?.(0.8);
  throwIfAborted(context.signal);
  return matteFromProbability(input, planes, probability, context);
}

/**
 * Everything after the network: `probability` (the network's map, changed in place) and its
 * input `planes` to the refined matte of `input`.
 */
export async function matteFromProbability(input: Raster, planes: Float32Array, probability: Float32Array, context: EngineContext = {}): Promise<Matte> {
  // The refinement's working grid depends on the photo alone: sharp resizes it on a libuv thread
  // (another core) while the fixes below run on this one, instead of after them. Awaited by
  // refineMatte; the empty handler only keeps a failure before that from going unhandled.
  const grid = workGrid(input);
  grid.catch(() => undefined);
  // Filled loops re-opened first (they are judged on the network's own scores), then weak but
  // flat parts connected to the subject raised, then stray regions away from it dropped.
  reopenBackgroundColours(probability, planes, MODEL_SIDE);
  // Background structure running out of the frame beside a subject inside it (a tower's lattice).
  dropBorderRegions(probability, MODEL_SIDE);
  promoteWeakRegions(probability, MODEL_SIDE);
  const beforeSupport = probability.slice();
  restrictToSubject(probability, MODEL_SIDE);
  // Weak compact blobs near the subject that nothing links to it (a drum's foot) given back.
  restoreWeakBlobs(beforeSupport, probability, MODEL_SIDE);
  // Last, with the subject settled: loops still filled with background re-opened by a graph cut.
  reopenHolesByGraphCut(probability, planes, MODEL_SIDE);
  // What the cut left of a loop's filled inside: speckles that touch none of its certain wall.
  dropFloatingSpeckles(probability, MODEL_SIDE);
  // On a textured background only: smooth parts between parts of the subject that the network
  // scored ~0 (a mixer's bracket on grass), by texture, as colour does not separate them.
  const shared: { grid?: GapGrid } = {};
  const filled = fillSmoothGaps(probability, planes, MODEL_SIDE, undefined, shared);
  // On a smooth backdrop only (the other side of the same texture level): such parts by local
  // colour (a toy's arm between its body and lantern, over a table the network took it for).
  // It takes the block means and texture just computed while the map is unchanged.
  fillColourGaps(probability, planes, MODEL_SIDE, undefined, filled === 0 ? shared.grid : undefined);
  context.onProgress?.(0.85);
  const matte = await refineMatte(input, probability, MODEL_SIDE, DEFAULT_REFINEMENT, grid);
  context.onProgress?.(1);
  return matte;
}

/** The requested output from the image and its matte (before any crop), and the matte as a mask. */
export function outputFromMatte(input: Raster, { alpha, soft }: Matte, output: RemoveBackgroundOutput, backgroundColor?: readonly [number, number, number]): { result: Raster; mask: Raster } {
  const mask = alphaToMask(alpha, input.width, input.height);
  if (output === 'mask') return { result: mask, mask };
  // Colours from the soft matte, shown through the steep one: no rim of the old background.
  const foreground = estimateForegroundAt(input, soft);
  return { result: backgroundColor ? onColorFromImage(input, foreground, mask, backgroundColor) : cutoutFromImage(input, foreground, mask), mask };
}

export async function removeBackground(input: Raster, options: RemoveBackgroundOptions, context: EngineContext = {}): Promise<Raster> {
  const backgroundColor = options.output === 'color' ? parseHexColor(options.background ?? '') : undefined;
  const matte = await predictMatte(input, options.model, progressPhase(context, 0, 0.9));
  throwIfAborted(context.signal);
  const output = outputFromMatte(input, matte, options.output, backgroundColor);
  let result = output.result;
  if (options.crop) {
    const box = subjectBox(output.mask, options.crop.marginPercent);
    if (box) result = cropRaster(result, box);
  }
  context.onProgress?.(1);
  return result;
}
