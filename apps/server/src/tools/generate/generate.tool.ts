import { GENERATION_ASPECT_SIZES, generateParamsSchema, type GenerateParams } from '@vitrina/contracts';
import { findMarketplaceSize } from '@vitrina/imaging';
import { randomInt } from 'node:crypto';
import type { DiffusionEngines } from '../../adapters/diffusion';
import { taskRef } from '../../workers/task';
import { ToolError, type ToolDefinition } from '../tool';
import { generateWithDiffusion } from './generate-diffusion';
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

/**
 * Product generation ("market"): the product in scenes described by a prompt, one credit per image.
 * A configured diffusion engine paints the backgrounds (GENERATION_ENGINES=generate=studio keeps
 * the built-in studio engine); without one, or while it is unreachable, the studio engine serves.
 */
export function createGenerateTool(diffusion: DiffusionEngines): ToolDefinition<typeof generateParamsSchema> {
  return {
    name: 'generate',
    feature: 'generation',
    summary: 'Generate 1–4 scenes around the product (cut out first when needed) from a prompt, style and theme; a diffusion engine paints the background when one is configured, the built-in studio engine otherwise',
    paramsSchema: generateParamsSchema,
    cost: (params: GenerateParams) => params.quantity,
    async availability() {
      const engine = await diffusion.readyForTool('generate', 'product-background');
      return { available: true, engine: engine?.name ?? 'studio' };
    },
    async run({ image, params }, context) {
      const size = resolveGenerationSize(params.size);
      const seed = params.seed ?? randomInt(0, 2 ** 31 - 1);
      const fields = { prompt: params.prompt || null, negativePrompt: params.negativePrompt || null, style: params.style, theme: params.theme === 'none' ? null : params.theme, size: params.size };
      const engine = await diffusion.readyForTool('generate', 'product-background');
      if (engine) return generateWithDiffusion(engine, { bytes: image.bytes, ...size, seed, params, fields }, context);
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
}
