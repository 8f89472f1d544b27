import { inpaintParamsSchema } from '@vitrina/contracts';
import type { DiffusionEngines } from '../../adapters/diffusion';
import { taskRef } from '../../workers/task';
import { repaintWithDiffusion } from '../diffusion/repaint';
import type { ToolDefinition } from '../tool';
import type * as InpaintTask from './inpaint.task';

const inpaintTask = taskRef<typeof InpaintTask>(new URL('./inpaint.task.ts', import.meta.url));

/**
 * Magic eraser: `{ imageId, maskImageId, params }`, white in the mask is erased. The built-in
 * PatchMatch fill serves unless GENERATION_ENGINES names a diffusion engine (`inpaint=comfyui`)
 * and it is ready; then the engine repaints the masked area and only that area is taken from it.
 */
export function createInpaintTool(diffusion: DiffusionEngines): ToolDefinition<typeof inpaintParamsSchema> {
  return {
    name: 'inpaint',
    feature: 'inpaint',
    summary: 'Erase what the mask covers (white = erase) and fill it from the surroundings',
    paramsSchema: inpaintParamsSchema,
    cost: 1,
    async availability() {
      const engine = await diffusion.assignedReadyForTool('inpaint', 'inpaint');
      return { available: true, engine: engine?.name ?? null };
    },
    async run({ image, params }, context) {
      const mask = await context.readImage(params.maskImageId);
      const engine = await diffusion.assignedReadyForTool('inpaint', 'inpaint');
      if (engine) {
        const bytes = await repaintWithDiffusion(engine, { kind: 'inpaint', original: image.bytes, imageWidth: image.width, imageHeight: image.height, mask: mask.bytes, featherPx: params.featherPx, seed: params.seed, format: params.format }, context);
        return { engine: engine.name, outputs: [{ bytes }] };
      }
      const output = await context.pool.run(inpaintTask, { image: image.bytes, mask: mask.bytes, params }, { signal: context.signal, onProgress: context.onProgress });
      return { engine: 'patchmatch', outputs: [{ bytes: output.bytes }] };
    },
  };
}
