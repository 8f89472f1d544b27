import { inpaintParamsSchema } from '@vitrina/contracts';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as InpaintTask from './inpaint.task';

const inpaintTask = taskRef<typeof InpaintTask>(new URL('./inpaint.task.ts', import.meta.url));

/** Magic eraser: `{ imageId, maskImageId, params }`, white in the mask is erased. */
export const inpaintTool: ToolDefinition<typeof inpaintParamsSchema> = {
  name: 'inpaint',
  feature: 'inpaint',
  summary: 'Erase what the mask covers (white = erase) and fill it from the surroundings',
  paramsSchema: inpaintParamsSchema,
  cost: 1,
  async run({ image, params }, context) {
    const mask = await context.readImage(params.maskImageId);
    const output = await context.pool.run(inpaintTask, { image: image.bytes, mask: mask.bytes, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: 'patchmatch', outputs: [{ bytes: output.bytes }] };
  },
};
