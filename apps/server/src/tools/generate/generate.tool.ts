import { GENERATION_ASPECT_SIZES, generateParamsSchema, type GenerateParams } from '@vitrina/contracts';
import { findMarketplaceSize } from '@vitrina/imaging';
import { randomInt } from 'node:crypto';
import { taskRef } from '../../workers/task';
import { ToolError, type ToolDefinition } from '../tool';
import { isGeneratedPart } from './generate-parts';
import type * as GenerateTask from './generate.task';

const generateTask = taskRef<typeof GenerateTask>(new URL('./generate.task.ts', import.meta.url));

/** `1:1`, `3:4`, `4:3`, `9:16`, `16:9` (long side 1024) or a marketplace size id. */
export function resolveGenerationSize(size: string): { width: number; height: number } {
  if (Object.hasOwn(GENERATION_ASPECT_SIZES, size)) {
    const [width, height] = GENERATION_ASPECT_SIZES[size as keyof typeof GENERATION_ASPECT_SIZES];
    return { width, height };
  }
  const marketplace = findMarketplaceSize(size);
  if (!marketplace) throw new ToolError('validation_failed');
  return { width: marketplace.width, height: marketplace.height };
}

/** Product generation ("market"): the product in studio scenes described by a prompt, one credit per image. */
export const generateTool: ToolDefinition<typeof generateParamsSchema> = {
  name: 'generate',
  feature: 'generation',
  summary: 'Generate 1–4 scenes around the product (cut out first when needed) from a prompt, style and theme; studio engine, not a diffusion model',
  paramsSchema: generateParamsSchema,
  cost: (params: GenerateParams) => params.quantity,
  async run({ image, params }, context) {
    const size = resolveGenerationSize(params.size);
    const seed = params.seed ?? randomInt(0, 2 ** 31 - 1);
    const fields = { prompt: params.prompt || null, negativePrompt: params.negativePrompt || null, style: params.style, theme: params.theme === 'none' ? null : params.theme, size: params.size };
    const output = await context.pool.run(
      generateTask,
      { bytes: image.bytes, ...size, seed, params },
      {
        signal: context.signal,
        onProgress: context.onProgress,
        // Each finished scene is stored and shown while the rest of the batch renders.
        onPartial: (part) => {
          if (isGeneratedPart(part)) context.onPartialOutput?.(part.index, { bytes: part.image.bytes, fields });
        },
      },
    );
    return { engine: output.engine, outputs: output.images.map((generated) => ({ bytes: generated.bytes, fields })) };
  },
};
