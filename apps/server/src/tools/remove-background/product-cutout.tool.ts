import { removeBackgroundParamsSchema } from '@vitrina/contracts';
import { z } from 'zod';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as ProductCutoutTask from './product-cutout.task';
import { removeBackgroundTool } from './remove-background.tool';

const productCutoutTask = taskRef<typeof ProductCutoutTask>(new URL('./product-cutout.task.ts', import.meta.url));

export const productCutoutParamsSchema = z.object({}).strict();

/** What remove-background charges for the same work (the quality model, a cut-out). */
function sameCostAsRemoveBackground(): number {
  const cost = removeBackgroundTool.cost;
  return typeof cost === 'number' ? cost : cost(removeBackgroundParamsSchema.parse({ model: 'quality', output: 'cutout' }));
}

/**
 * CreateProduct's cut-out (`POST /api/products` with `removeBackground`): the quality ISNet model
 * cropped to the product. A job like any other, so it queues fairly and costs what background
 * removal costs. A photo that already has transparency comes back as it is.
 */
export const productCutoutTool: ToolDefinition<typeof productCutoutParamsSchema> = {
  name: 'product-cutout',
  feature: 'background_removal',
  summary: 'Cut a product photo out for CreateProduct (quality model, cropped to the product); a photo with transparency is kept',
  paramsSchema: productCutoutParamsSchema,
  // A number, not a function: its params have no defaults to price, and GET /api/tools shows it.
  cost: sameCostAsRemoveBackground(),
  async run({ image }, context) {
    const output = await context.pool.run(productCutoutTask, { bytes: image.bytes }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: 'isnet-quality', outputs: [{ bytes: output.bytes ?? image.bytes }] };
  },
};
