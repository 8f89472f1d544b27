import { upscaleParamsSchema } from '@vitrina/contracts';
import { planUpscale } from '@vitrina/imaging';
import sharp from 'sharp';
import { taskRef } from '../../workers/task';
import { ToolError, type ToolDefinition } from '../tool';
import type * as UpscaleTask from './upscale.task';

const upscaleTask = taskRef<typeof UpscaleTask>(new URL('./upscale.task.ts', import.meta.url));

/** ESRGAN upscale (x2, x3, x4, x8 or an exact width/height), alpha included. */
export const upscaleTool: ToolDefinition<typeof upscaleParamsSchema> = {
  name: 'upscale',
  feature: 'upscale',
  summary: 'Upscale x2, x3, x4 or x8, or to an exact width or height, with ESRGAN (slim, medium, thick)',
  paramsSchema: upscaleParamsSchema,
  cost: 1,
  async run({ image, params }, context) {
    const size = params.width !== undefined ? { width: params.width } : params.height !== undefined ? { height: params.height } : { scale: params.scale ?? 4 };
    try {
      // Refuse an output beyond the pixel limit before any work starts.
      planUpscale(image.width, image.height, { model: params.model, ...size });
    } catch {
      throw new ToolError('image_too_big');
    }
    const { hasAlpha = false } = await sharp(image.bytes).metadata();
    const output = await context.pool.run(upscaleTask, { bytes: image.bytes, hasAlpha, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: `esrgan-${params.model}`, outputs: [{ bytes: output.bytes }] };
  },
};
