import { imageEditParamsSchema } from '@vitrina/contracts';
import sharp from 'sharp';
import { taskRef } from '../../workers/task';
import type { ToolDefinition } from '../tool';
import type * as ImageEditTask from './image-edit.task';
import { checkCrop, resizeOutputSize, resolveResizeOperation } from './resolve-operation';

const imageEditTask = taskRef<typeof ImageEditTask>(new URL('./image-edit.task.ts', import.meta.url));

/** The image editor's save: adjust (rotate, flip, tone), resize or crop; always a new image, never the original. */
export const imageEditTool: ToolDefinition<typeof imageEditParamsSchema> = {
  name: 'image-edit',
  feature: 'image_editing',
  summary: 'Edit an image: rotate/flip/brightness/contrast/saturation/warmth/sharpness, resize (pixels, percent, marketplace sizes; pad or crop) or crop',
  paramsSchema: imageEditParamsSchema,
  // Free like convert: editing is not a generation (no neural network), and spec §9 counts generations.
  cost: 0,
  // Resizing is where a caller picks the size (at most 4096 px a side).
  plannedOutputSize: ({ image, params }) => (params.operation.type === 'resize' && image ? resizeOutputSize(image, params.operation) : null),
  async run({ image, params }, context) {
    const { operation } = params;
    const resizeTarget = operation.type === 'resize' ? resolveResizeOperation(image, operation) : null;
    if (operation.type === 'crop') checkCrop(image, operation);
    const { hasAlpha = false } = await sharp(image.bytes).metadata();
    // A transparent padding colour needs an alpha channel; JPG has none, so such a result is PNG.
    const needsAlpha = hasAlpha || (operation.type === 'resize' && operation.background === 'transparent');
    const format = needsAlpha && params.format === 'jpg' ? 'png' : params.format;
    const output = await context.pool.run(imageEditTask, { bytes: image.bytes, hasAlpha, operation, resizeTarget, format }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: `edit-${operation.type}`, outputs: [{ bytes: output.bytes, fields: { size: `${output.width}x${output.height}` } }] };
  },
};
