import { createBackgroundParamsSchema, type CreateBackgroundParams } from '@vitrina/contracts';
import { findMarketplaceSize, findSystemBackground } from '@vitrina/imaging';
import { taskRef } from '../../workers/task';
import { ToolError, type ToolDefinition } from '../tool';
import type * as CreateBackgroundTask from './create-background.task';

const createBackgroundTask = taskRef<typeof CreateBackgroundTask>(new URL('./create-background.task.ts', import.meta.url));

const DEFAULT_SIZE_ID = 'square-1000';

/** Output size: explicit width and height, a marketplace size, or the 1000×1000 square. */
export function resolveOutputSize(params: Pick<CreateBackgroundParams, 'sizeId' | 'width' | 'height'>): { width: number; height: number } {
  if (params.width !== undefined && params.height !== undefined) return { width: params.width, height: params.height };
  const size = findMarketplaceSize(params.sizeId ?? DEFAULT_SIZE_ID);
  if (!size) throw new ToolError('not_found');
  return { width: size.width, height: size.height };
}

/** The product on a new background (colour, gradient, uploaded image or system backdrop) with a shadow. */
export const createBackgroundTool: ToolDefinition<typeof createBackgroundParamsSchema> = {
  name: 'create-background',
  feature: 'generation',
  summary: 'Place the product (cut out first when needed) on a solid, gradient, uploaded or system background at an exact size',
  paramsSchema: createBackgroundParamsSchema,
  cost: 1,
  plannedOutputSize: ({ params }) => resolveOutputSize(params),
  async run({ image, params }, context) {
    const size = resolveOutputSize(params);
    if (params.background.type === 'system' && !findSystemBackground(params.background.id)) throw new ToolError('not_found');
    // readImage checks the backdrop belongs to the user (not_found otherwise).
    const backgroundBytes = params.background.type === 'image' ? (await context.readImage(params.background.imageId)).bytes : null;
    const format = params.background.type === 'transparent' && params.format === 'jpg' ? 'png' : params.format;
    const output = await context.pool.run(
      createBackgroundTask,
      { bytes: image.bytes, backgroundBytes, ...size, params: { ...params, format } },
      { signal: context.signal, onProgress: context.onProgress },
    );
    return { engine: 'compose', outputs: [{ bytes: output.bytes, fields: { size: `${output.width}x${output.height}` } }] };
  },
};
