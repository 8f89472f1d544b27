import type { GenerateParams } from '@vitrina/contracts';
import type { DiffusionEngine } from '../../adapters/diffusion';
import { taskRef } from '../../workers/task';
import { withEngineErrors } from '../diffusion/engine-errors';
import { promptParts, withWords } from '../diffusion/prompt-parts';
import type { GeneratedImageFields, ToolContext, ToolOutput, ToolResult } from '../tool';
import type * as ProductCanvasTask from '../diffusion/product-canvas.task';
import type * as ProductCompositeTask from '../diffusion/product-composite.task';

const productCanvasTask = taskRef<typeof ProductCanvasTask>(new URL('../diffusion/product-canvas.task.ts', import.meta.url));
const productCompositeTask = taskRef<typeof ProductCompositeTask>(new URL('../diffusion/product-composite.task.ts', import.meta.url));

/** Words each generation style and theme adds for a diffusion model (the studio engine has its own vocabulary). */
const STYLE_WORDS: Record<GenerateParams['style'], string> = {
  studio: 'professional studio product photo, seamless backdrop, soft box lighting',
  minimal: 'minimalist composition, clean surface, soft shadows, muted colours',
  luxury: 'luxury setting, marble and gold accents, elegant lighting',
  natural: 'natural materials, wood and linen, daylight',
  kitchen: 'modern kitchen countertop, bright daylight',
  bathroom: 'clean bathroom shelf, tiles, soft daylight',
  outdoor: 'outdoors, natural scenery, golden hour light',
  pastel: 'pastel coloured set, soft light, playful geometric props',
  neon: 'neon lights, dark background, vivid glow',
};
const THEME_WORDS: Record<GenerateParams['theme'], string | null> = {
  none: null,
  'new-year': 'new year decorations, festive lights',
  'black-friday': 'black friday sale mood, dark and bold',
  'valentines-day': "valentine's day, hearts and roses",
  summer: 'summer, sunlight, beach mood',
  spring: 'spring, fresh flowers, blossoms',
  autumn: 'autumn leaves, warm tones',
  halloween: 'halloween, pumpkins, moody light',
  ramadan: 'ramadan lanterns, crescent moon, warm light',
  'mothers-day': "mother's day, soft flowers, gentle light",
};

/**
 * Product generation on a diffusion engine: the product is masked out of the diffusion (it paints
 * only around it), then the cut-out goes back over each result with a contact shadow.
 */
export async function generateWithDiffusion(
  engine: DiffusionEngine,
  input: { bytes: Uint8Array; width: number; height: number; seed: number; params: GenerateParams; fields: GeneratedImageFields },
  context: ToolContext,
): Promise<ToolResult> {
  const { params, width, height } = input;
  const prepared = await context.pool.run(productCanvasTask, { bytes: input.bytes, width, height }, { signal: context.signal, onProgress: (fraction) => context.onProgress(fraction * 0.15) });
  const prompt = withWords(promptParts(params.prompt), STYLE_WORDS[params.style], THEME_WORDS[params.theme]);
  const negativePrompt = promptParts(params.negativePrompt);
  const outputs: ToolOutput[] = [];
  const share = 0.85 / params.quantity;
  for (let index = 0; index < params.quantity; index++) {
    const at = (from: number, to: number) => (fraction: number) => context.onProgress(0.15 + (index + from + (to - from) * fraction) * share);
    const background = await withEngineErrors(() =>
      engine.run({ kind: 'product-background', image: prepared.canvas, mask: prepared.mask, prompt, negativePrompt, seed: input.seed + index }, { signal: context.signal, onProgress: at(0, 0.9) }),
    );
    const composed = await context.pool.run(productCompositeTask, { background, cutout: prepared.cutout, width, height }, { signal: context.signal, onProgress: at(0.9, 1) });
    const output = { bytes: composed.bytes, fields: input.fields };
    outputs.push(output);
    context.onPartialOutput?.(index, output);
  }
  return { engine: engine.name, outputs };
}
