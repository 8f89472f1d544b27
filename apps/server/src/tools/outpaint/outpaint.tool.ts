import { outpaintParamsSchema } from '@vitrina/contracts';
import { outpaintCanvasSize } from '@vitrina/imaging';
import { taskRef } from '../../workers/task';
import { ToolError, type ToolDefinition } from '../tool';
import { outpaintTarget } from './outpaint.task';
import type * as OutpaintTask from './outpaint.task';

const outpaintTask = taskRef<typeof OutpaintTask>(new URL('./outpaint.task.ts', import.meta.url));

/** Outpaint: a new frame around the photo at a ratio or an exact size. */
export const outpaintTool: ToolDefinition<typeof outpaintParamsSchema> = {
  name: 'outpaint',
  feature: 'outpaint',
  summary: 'Expand the photo to new proportions (1:1, 3:4, 4:3, 9:16, 16:9, custom) or an exact size',
  paramsSchema: outpaintParamsSchema,
  cost: 1,
  plannedOutputSize: ({ image, params }) => {
    if (!image) return null;
    try {
      return outpaintCanvasSize(image.width, image.height, outpaintTarget(params));
    } catch {
      return null; // run() answers validation_failed for an impossible frame
    }
  },
  async run({ image, params }, context) {
    let canvas: { width: number; height: number };
    try {
      canvas = outpaintCanvasSize(image.width, image.height, outpaintTarget(params));
    } catch {
      throw new ToolError('validation_failed');
    }
    if (canvas.width < image.width || canvas.height < image.height || canvas.width * canvas.height > 4096 * 4096) throw new ToolError('validation_failed');
    const offset = params.offset;
    if (offset && (offset.x + image.width > canvas.width || offset.y + image.height > canvas.height)) throw new ToolError('validation_failed');
    const output = await context.pool.run(outpaintTask, { image: image.bytes, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: 'patchmatch', outputs: [{ bytes: output.bytes }] };
  },
};
