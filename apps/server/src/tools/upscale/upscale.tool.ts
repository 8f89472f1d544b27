import { OUTPUT_LIMITS, upscaleParamsSchema, type UpscaleParams } from '@vitrina/contracts';
import { planUpscale, UpscaleTooLargeError } from '@vitrina/imaging';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';
import { exceedsSide, outputTooLarge } from '../output-bounds';
import { ToolError, type OutputSize, type ToolDefinition } from '../tool';
import { runUpscale, upscaleSize } from './upscale-run';

/**
 * The size an upscale comes to: 422 output_too_large past 8192 px a side, 422 upscale_too_large
 * past 32 megapixels (its time follows its size), image_too_big for anything else unplannable.
 */
function upscaleOutputSize(image: { width: number; height: number }, params: UpscaleParams): OutputSize {
  const { width, height } = params;
  const scale = params.scale ?? 4;
  const planned =
    width !== undefined
      ? { width, height: Math.max(1, Math.round((width * image.height) / image.width)) }
      : height !== undefined
        ? { width: Math.max(1, Math.round((height * image.width) / image.height)), height }
        : { width: image.width * scale, height: image.height * scale };
  if (exceedsSide(planned, OUTPUT_LIMITS.upscaleMaxSide)) throw outputTooLarge(OUTPUT_LIMITS.upscaleMaxSide);
  try {
    return planUpscale(image.width, image.height, { model: params.model, ...upscaleSize(params) });
  } catch (error) {
    if (error instanceof UpscaleTooLargeError) throw new AppError('upscale_too_large', 422, undefined, { maxMegapixels: OUTPUT_LIMITS.upscaleMaxMegapixels });
    throw new ToolError('image_too_big');
  }
}

/** ESRGAN upscale (x2, x3, x4, x8 or an exact width/height), alpha included. */
export const upscaleTool: ToolDefinition<typeof upscaleParamsSchema> = {
  name: 'upscale',
  feature: 'upscale',
  summary: 'Upscale x2, x3, x4 or x8, or to an exact width or height, with ESRGAN (slim, medium, thick); at most 32 megapixels',
  paramsSchema: upscaleParamsSchema,
  cost: 1,
  // The one tool allowed past 4096 px: its point is a bigger image.
  maxOutputSide: OUTPUT_LIMITS.upscaleMaxSide,
  plannedOutputSize: ({ image, params }) => (image ? upscaleOutputSize(image, params) : null),
  async run({ image, params }, context) {
    // Refuse an output beyond the side and pixel limits before any work starts.
    upscaleOutputSize(image, params);
    const { hasAlpha = false, width = image.width, height = image.height, orientation = 1 } = await sharp(image.bytes).metadata();
    // The tasks decode with EXIF orientation applied: bands are planned on the upright size.
    const upright = orientation >= 5 ? { width: height, height: width } : { width, height };
    const output = await runUpscale(context.pool, { bytes: image.bytes, hasAlpha, ...upright, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: `esrgan-${params.model}`, outputs: [{ bytes: output.bytes }] };
  },
};
