/**
 * What an upscale request turns into: the exact output size, which model and which network factor
 * run, and how the input is tiled. The choices come from measurements in README.md.
 */
import { NEURAL_SCALES, UPSCALE_MODELS, type NeuralScale, type UpscaleModel } from './models';

export interface UpscaleOptions {
  /** Network size; defaults to DEFAULT_UPSCALE_MODEL. */
  model?: UpscaleModel;
  /** Exactly one of scale, width, height. */
  scale?: NeuralScale;
  /** Exact output width; height follows the aspect ratio. */
  width?: number;
  /** Exact output height; width follows the aspect ratio. */
  height?: number;
  /** Largest tile side in input pixels (default depends on model and scale; see defaultTileSize). */
  tileSize?: number;
  /** Input pixels shared by neighbouring tiles (default 16). */
  tileOverlap?: number;
  /** onnxruntime threads for one convolution (default: one per core, at most 4). */
  threads?: number;
}

/**
 * thick (RRDN) is the only model that beats a true Lanczos-3 on SSIM (x3, x4, x8, and x2 through
 * its x4 network); it is ~10x slower than medium but still within the 10 s budget for 256² x4.
 */
export const DEFAULT_UPSCALE_MODEL: UpscaleModel = 'thick';

/**
 * Largest output we produce, in megapixels. The time of an upscale follows its input pixels (thick
 * spends 71-83 us of CPU per input pixel whatever its factor on today's AVX-512 host, 155 us on the
 * earlier one), so this bounds the longest job: an x4 of 2 MP (a 1411 px square photo) is 32 MP out
 * and 163 CPU-seconds, about 1.4 minutes on two free cores (README.md, 2026-11-26).
 */
export const MAX_UPSCALE_OUTPUT_MEGAPIXELS = 32;
export const MAX_UPSCALE_OUTPUT_PIXELS = MAX_UPSCALE_OUTPUT_MEGAPIXELS * 1_000_000;
/** Largest intermediate the network may produce before the exact-size reduction (memory bound). */
const MAX_NETWORK_OUTPUT_PIXELS = 8192 * 8192;

/** A request whose output would exceed MAX_UPSCALE_OUTPUT_MEGAPIXELS. */
export class UpscaleTooLargeError extends RangeError {
  readonly maxMegapixels = MAX_UPSCALE_OUTPUT_MEGAPIXELS;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`Output ${width}x${height} exceeds ${MAX_UPSCALE_OUTPUT_MEGAPIXELS} megapixels (${MAX_UPSCALE_OUTPUT_PIXELS} pixels)`);
    this.name = 'UpscaleTooLargeError';
  }
}

export interface UpscalePlan {
  model: UpscaleModel;
  /** Network factor to run, or null when the target is no larger than the input (Lanczos only). */
  neuralScale: NeuralScale | null;
  width: number;
  height: number;
}

/** Output size, model and network factor for a request; throws RangeError on a bad request. */
export function planUpscale(inputWidth: number, inputHeight: number, options: Pick<UpscaleOptions, 'model' | 'scale' | 'width' | 'height'>): UpscalePlan {
  const model = options.model ?? DEFAULT_UPSCALE_MODEL;
  if (!UPSCALE_MODELS.includes(model)) throw new RangeError(`Unknown upscale model ${String(model)}`);
  const given = [options.scale, options.width, options.height].filter((value) => value !== undefined).length;
  if (given !== 1) throw new RangeError('Give exactly one of scale, width or height');
  if (options.scale !== undefined && !NEURAL_SCALES.includes(options.scale)) throw new RangeError(`Scale must be one of ${NEURAL_SCALES.join(', ')}`);

  const width = options.scale ? inputWidth * options.scale : (options.width ?? Math.max(1, Math.round((inputWidth * (options.height as number)) / inputHeight)));
  const height = options.scale ? inputHeight * options.scale : (options.height ?? Math.max(1, Math.round((inputHeight * (options.width as number)) / inputWidth)));
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`Output size ${width}x${height} must be positive integers`);
  if (width * height > MAX_UPSCALE_OUTPUT_PIXELS) throw new UpscaleTooLargeError(width, height);

  const needed = Math.max(width / inputWidth, height / inputHeight);
  const neuralScale = needed <= 1 ? null : networkScale(model, needed, inputWidth * inputHeight);
  return { model, neuralScale, width, height };
}

/**
 * The smallest network factor that reaches `needed`, with one measured exception: thick's x2 and
 * x3 networks score below its x4 network followed by a Lanczos reduction, so thick runs x4 for any
 * factor up to 4 (unless the x4 intermediate would be too large).
 */
function networkScale(model: UpscaleModel, needed: number, inputPixels: number): NeuralScale {
  const smallest = NEURAL_SCALES.find((scale) => scale >= needed) ?? 8;
  if (model === 'thick' && smallest < 4 && inputPixels * 16 <= MAX_NETWORK_OUTPUT_PIXELS) return 4;
  return smallest;
}

/**
 * Default tile side (input pixels). Tile size barely changes the CPU cost per pixel (measured), so
 * tiles are as large as memory allows, to waste less on overlaps. RRDN (thick) upsamples only at its
 * last 3-channel layer: a 256² tile peaks near 630 MB RSS and covers a 256² input with no overlap
 * at all (14 s CPU against 16.4 s with 192² tiles). RDN (slim, medium) repeats 3*scale^2 channels
 * at full output resolution, which grows with scale^4 and needs smaller tiles.
 */
export function defaultTileSize(model: UpscaleModel, scale: NeuralScale): number {
  if (model === 'thick') return 256;
  return { 2: 192, 3: 160, 4: 128, 8: 48 }[scale];
}
