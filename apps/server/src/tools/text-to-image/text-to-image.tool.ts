import { GENERATION_ASPECT_SIZES, textToImageParamsSchema, type TextToImageParams } from '@vitrina/contracts';
import { randomInt } from 'node:crypto';
import { STYLE_PROMPTS, type DiffusionEngines } from '../../adapters/diffusion';
import { withEngineErrors } from '../diffusion/engine-errors';
import { promptParts, withWords } from '../diffusion/prompt-parts';
import { ToolError, type PromptToolDefinition, type ToolOutput } from '../tool';

const TOOL = 'text-to-image';

/** "Image generation": 1–4 pictures from a weighted prompt on the configured diffusion engine, one credit each. */
export function createTextToImageTool(diffusion: DiffusionEngines): PromptToolDefinition<typeof textToImageParamsSchema> {
  return {
    name: TOOL,
    feature: 'image_generation',
    summary: 'Generate 1–4 images from a prompt (weights, negative prompt, style, aspect ratio, seed) on a diffusion engine; 503 engine_unavailable when the server has none',
    paramsSchema: textToImageParamsSchema,
    takesImage: false,
    cost: (params: TextToImageParams) => params.quantity,
    async availability() {
      const engine = await diffusion.readyForTool(TOOL, 'text-to-image');
      return { available: engine !== null, engine: engine?.name ?? null };
    },
    async run({ params }, context) {
      const engine = await diffusion.readyForTool(TOOL, 'text-to-image');
      if (!engine) throw new ToolError('generation_error', 'the text-to-image engine is not reachable');
      const [width, height] = GENERATION_ASPECT_SIZES[params.aspectRatio];
      const seed = params.seed ?? randomInt(0, 2 ** 31 - 1 - params.quantity);
      const prompt = withWords(promptParts(params.prompt), STYLE_PROMPTS[params.style]);
      const negativePrompt = promptParts(params.negativePrompt);
      const fields = { prompt: params.prompt, negativePrompt: params.negativePrompt || null, style: params.style, size: params.aspectRatio };
      const outputs: ToolOutput[] = [];
      for (let index = 0; index < params.quantity; index++) {
        const bytes = await withEngineErrors(() =>
          engine.run(
            { kind: 'text-to-image', prompt, negativePrompt, seed: seed + index, width, height },
            { signal: context.signal, onProgress: (fraction) => context.onProgress((index + fraction) / params.quantity) },
          ),
        );
        const output = { bytes, fields };
        outputs.push(output);
        // Each picture is stored and shown while the next one renders.
        context.onPartialOutput?.(index, output);
      }
      return { engine: engine.name, outputs };
    },
  };
}
