import { applyMaskParamsSchema } from '@vitrina/contracts';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as ApplyMaskTask from './apply-mask.task';

const applyMaskTask = taskRef<typeof ApplyMaskTask>(new URL('./apply-mask.task.ts', import.meta.url));

/**
 * Saves a hand-corrected cut-out: the original photo plus the mask the user painted in the
 * background-removal editor. Free, like any save of the user's own edit.
 */
export const applyMaskTool: ToolDefinition<typeof applyMaskParamsSchema> = {
  name: 'apply-mask',
  feature: 'basic_tools',
  summary: 'Cut out a photo with a mask you provide (white keeps, black removes): saves a corrected background removal',
  paramsSchema: applyMaskParamsSchema,
  cost: 0,
  async run({ image, params }, context) {
    const mask = await context.readImage(params.maskImageId);
    const output = await context.pool.run(applyMaskTask, { image: image.bytes, mask: mask.bytes, format: params.format }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: 'libvips', outputs: [{ bytes: output.bytes }] };
  },
};
