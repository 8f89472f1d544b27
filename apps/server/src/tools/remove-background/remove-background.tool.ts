import { removeBackgroundParamsSchema } from '@vitrina/contracts';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as RemoveBackgroundTask from './remove-background.task';

const removeBackgroundTask = taskRef<typeof RemoveBackgroundTask>(new URL('./remove-background.task.ts', import.meta.url));

/** Background removal with ISNet on the CPU: a transparent cut-out, its mask, or the cut-out on a colour. */
export const removeBackgroundTool: ToolDefinition<typeof removeBackgroundParamsSchema> = {
  name: 'remove-background',
  feature: 'background_removal',
  summary: 'Remove the background: transparent cut-out, mask, or cut-out on a colour, optionally cropped to the subject',
  paramsSchema: removeBackgroundParamsSchema,
  cost: 1,
  async run({ image, params }, context) {
    const output = await context.pool.run(removeBackgroundTask, { bytes: image.bytes, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: `isnet-${params.model}`, outputs: [{ bytes: output.bytes }] };
  },
};
