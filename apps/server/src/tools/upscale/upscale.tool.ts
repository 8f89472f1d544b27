import { OUTPUT_LIMITS, upscaleParamsSchema, type UpscaleParams } from '@vitrina/contracts';
import { planUpscale } from '@vitrina/imaging';
import sharp from 'sharp';
import { taskRef } from '../../workers/task';
import { exceedsSide, outputTooLarge } from '../output-bounds';
import { ToolError, type OutputSize, type ToolDefinition } from '../tool';
import type * as UpscaleTask from './upscale.task';

const upscaleTask = taskRef<typeof UpscaleTask>(new URL('./upscale.task.ts', import.meta.url));

/** The size an upscale comes to: 422 output_too_large past 8192 px a side, image_too_big past the pixel limit. */
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
  const size = width !== undefined ? { width } : height !== undefined ? { height } : { scale };
  try {
    return planUpscale(image.width, image.height, { model: params.model, ...size });
  } catch {
    throw new ToolError('image_too_big');
  }
}

/** ESRGAN upscale (x2, x3, x4, x8 or an exact width/height), alpha included. */
export const upscaleTool: ToolDefinition<typeof upscaleParamsSchema> = {
  name: 'upscale',
  feature: 'upscale',
  summary: 'Upscale x2, x3, x4 or x8, or to an exact width or height, with ESRGAN (slim, medium, thick)',
  paramsSchema: upscaleParamsSchema,
  cost: 1,
  // The one tool allowed past 4096 px: its point is a bigger image.
  maxOutputSide: OUTPUT_LIMITS.upscaleMaxSide,
  plannedOutputSize: ({ image, params }) => (image ? upscaleOutputSize(image, params) : null),
  async run({ image, params }, context) {
    // Refuse an output beyond the side and pixel limits before any work starts.
    upscaleOutputSize(image, params);
    const { hasAlpha = false } = await sharp(image.bytes).metadata();
    const output = await context.pool.run(upscaleTask, { bytes: image.bytes, hasAlpha, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: `esrgan-${params.model}`, outputs: [{ bytes: output.bytes }] };
  },
};
