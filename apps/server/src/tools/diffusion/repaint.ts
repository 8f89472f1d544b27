import type { DiffusionEngine, DiffusionTask } from '../../adapters/diffusion';
import type { EncodeFormat } from '@vitrina/imaging';
import { taskRef } from '../../workers/task';
import type { ToolContext } from '../tool';
import { withEngineErrors } from './engine-errors';
import type * as RepaintMaskTask from './repaint-mask.task';
import type * as RepaintMergeTask from './repaint-merge.task';

const repaintMaskTask = taskRef<typeof RepaintMaskTask>(new URL('./repaint-mask.task.ts', import.meta.url));
const repaintMergeTask = taskRef<typeof RepaintMergeTask>(new URL('./repaint-merge.task.ts', import.meta.url));

/** What the eraser and outpaint ask of a diffusion model: no user prompt, the surroundings continued. */
const REPAINT_PROMPT = [{ text: 'seamless continuation of the surrounding scene, same surface, texture and lighting, photorealistic', weight: 1 }];
const REPAINT_NEGATIVE = [{ text: 'object, person, text, watermark, logo, frame, border, blur, artifacts', weight: 1 }];

export type RepaintRequest =
  | { kind: 'inpaint'; original: Uint8Array; imageWidth: number; imageHeight: number; mask: Uint8Array; featherPx: number; seed: number; format: EncodeFormat }
  | { kind: 'outpaint'; original: Uint8Array; imageWidth: number; imageHeight: number; canvas: { width: number; height: number; x: number; y: number }; seed: number; format: EncodeFormat };

/**
 * Inpaint and outpaint at diffusion quality: the engine paints (90 % of the progress), then a worker
 * keeps the photo's own pixels outside the painted area and encodes the requested format.
 */
export async function repaintWithDiffusion(engine: DiffusionEngine, request: RepaintRequest, context: ToolContext): Promise<Uint8Array> {
  const sampling = { prompt: REPAINT_PROMPT, negativePrompt: REPAINT_NEGATIVE, seed: request.seed };
  const onProgress = (fraction: number) => context.onProgress(fraction * 0.9);
  let task: DiffusionTask;
  if (request.kind === 'inpaint') {
    const mask = await context.pool.run(repaintMaskTask, { mask: request.mask, width: request.imageWidth, height: request.imageHeight }, { signal: context.signal });
    task = { kind: 'inpaint', image: request.original, mask: mask.bytes, ...sampling };
  } else {
    const { canvas } = request;
    const pad = { left: canvas.x, top: canvas.y, right: canvas.width - request.imageWidth - canvas.x, bottom: canvas.height - request.imageHeight - canvas.y };
    task = { kind: 'outpaint', image: request.original, pad, ...sampling };
  }
  const painted = await withEngineErrors(() => engine.run(task, { signal: context.signal, onProgress }));
  const merged = await context.pool.run(
    repaintMergeTask,
    request.kind === 'inpaint'
      ? { original: request.original, painted, mask: request.mask, featherPx: request.featherPx, format: request.format }
      : { original: request.original, painted, canvas: request.canvas, format: request.format },
    { signal: context.signal, onProgress: (fraction) => context.onProgress(0.9 + fraction * 0.1) },
  );
  return merged.bytes;
}
