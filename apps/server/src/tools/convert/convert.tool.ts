import { convertParamsSchema } from '@vitrina/contracts';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as ConvertTaskModule from './convert.task';

const convertTask = taskRef<typeof ConvertTaskModule>(new URL('./convert.task.ts', import.meta.url));

/**
 * Format conversion (JPG / PNG / WEBP, with quality). Free: it is how users download an image
 * in another format, which should not spend a generation.
 */
export const convertTool: ToolDefinition<typeof convertParamsSchema> = {
  name: 'convert',
  feature: 'basic_tools',
  summary: 'Convert an image to JPG, PNG or WEBP (free)',
  paramsSchema: convertParamsSchema,
  cost: 0,
  async run({ image, params }, context) {
    const output = await context.pool.run(
      convertTask,
      { bytes: image.bytes, format: params.format, quality: params.quality, background: params.background },
      { signal: context.signal, onProgress: context.onProgress },
    );
    return { engine: 'libvips', outputs: [{ bytes: output.bytes }] };
  },
};
