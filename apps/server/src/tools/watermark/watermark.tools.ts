import { watermarkDetectParamsSchema, watermarkRemovalParamsSchema } from '@vitrina/contracts';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as WatermarkTask from './watermark.task';

const watermarkTask = taskRef<typeof WatermarkTask>(new URL('./watermark.task.ts', import.meta.url));

/** Watermark removal: `{ imageId, maskImageId?, params }`; without a mask the marks are found automatically. */
export const watermarkRemovalTool: ToolDefinition<typeof watermarkRemovalParamsSchema> = {
  name: 'watermark-removal',
  feature: 'watermark_removal',
  summary: 'Remove watermarks: found automatically (text and logos), or where your mask says, then erased',
  paramsSchema: watermarkRemovalParamsSchema,
  cost: 1,
  async run({ image, params }, context) {
    const mask = params.maskImageId ? (await context.readImage(params.maskImageId)).bytes : undefined;
    const output = await context.pool.run(
      watermarkTask,
      { image: image.bytes, mask, detectTiled: params.detectTiled, mode: 'remove', format: params.format },
      { signal: context.signal, onProgress: context.onProgress },
    );
    return { engine: mask ? 'patchmatch' : 'ppocr-det+patchmatch', outputs: [{ bytes: output.bytes }] };
  },
};

/** The automatic watermark mask alone (white = mark), free: the page shows it for correction first. */
export const watermarkDetectTool: ToolDefinition<typeof watermarkDetectParamsSchema> = {
  name: 'watermark-detect',
  feature: 'watermark_removal',
  summary: 'Find watermarks and return their mask (white = mark), to correct before removal (free)',
  paramsSchema: watermarkDetectParamsSchema,
  cost: 0,
  async run({ image, params }, context) {
    const output = await context.pool.run(
      watermarkTask,
      { image: image.bytes, detectTiled: params.detectTiled, mode: 'detect', format: 'png' },
      { signal: context.signal, onProgress: context.onProgress },
    );
    return { engine: 'ppocr-det', outputs: [{ bytes: output.bytes }] };
  },
};
