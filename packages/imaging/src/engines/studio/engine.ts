/** The built-in `studio` generation engine: composes product scenes; not a diffusion model. */
import type { EngineContext } from '../context';
import { throwIfAborted } from '../context';
import { GenerationEngineError, type GeneratedScene, type GenerationEngine, type GenerationRequest } from '../generation/engine';
import { trimCutout } from '../shadow/cutout';
import { buildRecipe } from './recipe';
import { renderStudioScene } from './render';

export const STUDIO_ENGINE_NAME = 'studio';

export const studioEngine: GenerationEngine = {
  name: STUDIO_ENGINE_NAME,
  diffusion: false,
  async generate(request: GenerationRequest, context: EngineContext & { onImage?: (scene: GeneratedScene, index: number) => void } = {}) {
    const { width, height, quantity } = request;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16 || width > 4096 || height > 4096) {
      throw new GenerationEngineError('validation_failed', `size must be 16..4096 px per side, got ${width}x${height}`);
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 4) throw new GenerationEngineError('validation_failed', `quantity must be 1..4, got ${quantity}`);
    if (request.cutout.channels !== 4) throw new GenerationEngineError('validation_failed', 'the product must be an RGBA cut-out');
    const recipe = buildRecipe(request);
    // Trimmed once, so that every variation places the same raster (an enlargement runs once).
    const cutout = trimCutout(request.cutout);
    const scenes: GeneratedScene[] = [];
    for (let index = 0; index < quantity; index++) {
      throwIfAborted(context.signal);
      const seed = (request.seed + index) >>> 0;
      let raster;
      try {
        raster = await renderStudioScene(cutout, recipe, width, height, seed, {
          signal: context.signal,
          onProgress: (fraction) => context.onProgress?.((index + fraction) / quantity),
        });
      } catch (error) {
        if (error instanceof Error && (error.name === 'AbortError' || error instanceof RangeError)) throw error;
        throw new GenerationEngineError('generation_error', error instanceof Error ? error.message : String(error));
      }
      const scene = { raster, seed };
      scenes.push(scene);
      context.onImage?.(scene, index);
    }
    return scenes;
  },
};
