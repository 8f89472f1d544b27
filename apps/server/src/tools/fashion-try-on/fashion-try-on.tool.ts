import { fashionTryOnParamsSchema, type FashionTryOnParams } from '@vitrina/contracts';
import { randomInt } from 'node:crypto';
import type { DiffusionEngine, DiffusionEngines } from '../../adapters/diffusion';
import { taskRef } from '../../workers/task';
import { withEngineErrors } from '../diffusion/engine-errors';
import { ToolError, type ToolDefinition, type ToolOutput } from '../tool';
import { MODEL_NEGATIVE_PROMPT, modelPrompt } from './model-prompt';
import type * as TryOnInputsTask from './try-on-inputs.task';

const tryOnInputsTask = taskRef<typeof TryOnInputsTask>(new URL('./try-on-inputs.task.ts', import.meta.url));

const TOOL = 'fashion-try-on';

/** The engine serves the try-on, and text-to-image too when the model is generated. */
async function engineFor(diffusion: DiffusionEngines, needsModel: boolean): Promise<DiffusionEngine | null> {
  const engine = await diffusion.readyForTool(TOOL, 'garment-try-on');
  if (!engine || !needsModel) return engine;
  const health = await engine.health();
  return health.tasks.includes('text-to-image') ? engine : null;
}

/** Fashion (beta): the garment (the job's image) tried on a generated model or the user's model photo; one credit per image. */
export function createFashionTryOnTool(diffusion: DiffusionEngines): ToolDefinition<typeof fashionTryOnParamsSchema> {
  return {
    name: TOOL,
    feature: 'fashion',
    summary: 'Fashion (beta): 1–4 photos of the garment worn by a generated model (gender, age, skin tone, body type, pose, background) or by the model in your photo; needs a diffusion engine (503 engine_unavailable otherwise)',
    paramsSchema: fashionTryOnParamsSchema,
    cost: (params: FashionTryOnParams) => params.quantity,
    async availability() {
      const engine = await engineFor(diffusion, true);
      return { available: engine !== null, engine: engine?.name ?? null };
    },
    async run({ image, params }, context) {
      const { model } = params;
      const engine = await engineFor(diffusion, model.source === 'generated');
      if (!engine) throw new ToolError('generation_error', 'the try-on engine is not reachable');
      const seed = params.seed ?? randomInt(0, 2 ** 31 - 1 - params.quantity);
      const photo = model.source === 'photo' ? await context.readImage(model.modelImageId) : null;
      const fields = { prompt: model.source === 'generated' ? modelPrompt(model, params.category) : null, style: params.category };
      const outputs: ToolOutput[] = [];
      const share = 1 / params.quantity;
      for (let index = 0; index < params.quantity; index++) {
        const phase = (from: number, to: number) => (fraction: number) => context.onProgress((index + from + (to - from) * fraction) * share);
        const person =
          photo?.bytes ??
          (await withEngineErrors(() =>
            engine.run(
              {
                kind: 'text-to-image',
                // Written by us, not the user: one plain part each (and longer than a user's prompt may be).
                prompt: [{ text: fields.prompt ?? '', weight: 1 }],
                negativePrompt: [{ text: MODEL_NEGATIVE_PROMPT, weight: 1 }],
                seed: seed + index,
                width: 768,
                height: 1024,
              },
              { signal: context.signal, onProgress: phase(0, 0.4) },
            ),
          ));
        const inputs = await context.pool.run(tryOnInputsTask, { person, garment: image.bytes, category: params.category }, { signal: context.signal, onProgress: phase(0.4, 0.55) });
        const bytes = await withEngineErrors(() =>
          engine.run({ kind: 'garment-try-on', person: inputs.person, mask: inputs.mask, garment: inputs.garment, seed: seed + index, category: params.category }, { signal: context.signal, onProgress: phase(0.55, 1) }),
        );
        const output = { bytes, fields };
        outputs.push(output);
        context.onPartialOutput?.(index, output);
      }
      return { engine: engine.name, outputs };
    },
  };
}
