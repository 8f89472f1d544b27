import { outpaintParamsSchema } from '@vitrina/contracts';
import { outpaintCanvasSize } from '@vitrina/imaging';
import type { DiffusionEngines } from '../../adapters/diffusion';
import { taskRef } from '../../workers/task';
import { repaintWithDiffusion } from '../diffusion/repaint';
import { ToolError, type ToolDefinition } from '../tool';
import { outpaintTarget } from './outpaint.task';
import type * as OutpaintTask from './outpaint.task';

const outpaintTask = taskRef<typeof OutpaintTask>(new URL('./outpaint.task.ts', import.meta.url));

/**
 * Outpaint: a new frame around the photo at a ratio or an exact size. The built-in PatchMatch fill
 * serves unless GENERATION_ENGINES names a diffusion engine (`outpaint=comfyui`) and it is ready.
 */
export function createOutpaintTool(diffusion: DiffusionEngines): ToolDefinition<typeof outpaintParamsSchema> {
  return {
  name: 'outpaint',
  feature: 'outpaint',
  summary: 'Expand the photo to new proportions (1:1, 3:4, 4:3, 9:16, 16:9, custom) or an exact size',
  paramsSchema: outpaintParamsSchema,
  cost: 1,
  async availability() {
    const engine = await diffusion.assignedReadyForTool('outpaint', 'outpaint');
    return { available: true, engine: engine?.name ?? null };
  },
  plannedOutputSize: ({ image, params }) => {
    if (!image) return null;
    try {
      return outpaintCanvasSize(image.width, image.height, outpaintTarget(params));
    } catch {
      return null; // run() answers validation_failed for an impossible frame
    }
  },
  async run({ image, params }, context) {
    let canvas: { width: number; height: number };
    try {
      canvas = outpaintCanvasSize(image.width, image.height, outpaintTarget(params));
    } catch {
      throw new ToolError('validation_failed');
    }
    if (canvas.width < image.width || canvas.height < image.height || canvas.width * canvas.height > 4096 * 4096) throw new ToolError('validation_failed');
    const offset = params.offset;
    if (offset && (offset.x + image.width > canvas.width || offset.y + image.height > canvas.height)) throw new ToolError('validation_failed');
    const engine = await diffusion.assignedReadyForTool('outpaint', 'outpaint');
    if (engine) {
      const placement = { x: offset?.x ?? Math.floor((canvas.width - image.width) / 2), y: offset?.y ?? Math.floor((canvas.height - image.height) / 2) };
      const request = { kind: 'outpaint' as const, original: image.bytes, imageWidth: image.width, imageHeight: image.height, canvas: { ...canvas, ...placement }, seed: params.seed, format: params.format };
      return { engine: engine.name, outputs: [{ bytes: await repaintWithDiffusion(engine, request, context) }] };
    }
    const output = await context.pool.run(outpaintTask, { image: image.bytes, params }, { signal: context.signal, onProgress: context.onProgress });
    return { engine: 'patchmatch', outputs: [{ bytes: output.bytes }] };
  },
  };
}
