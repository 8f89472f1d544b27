/** One studio image: lay out, paint the set at half size, finish it, then place the product with its shadow. */
import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { resizeCutout, trimCutout } from '../shadow/cutout';
import { renderProductScene } from '../shadow/render-scene';
import { resolveShadowControls } from '../shadow/types';
import { paintBackdrop } from './backdrop';
import { jitterHue } from './colour';
import { ambientColour, finishBackdrop, matchProductLight } from './finish';
import { layoutScene, type SceneLayout } from './layout';
import { lightTint } from './lighting';
import { paintProps } from './props';
import { seededRandom } from './random';
import type { SceneRecipe } from './recipe-types';

/** The set is painted at this fraction of the output size; depth of field hides the difference. */
const PAINT_SCALE = 0.5;

function scaleLayout(layout: SceneLayout, factor: number): SceneLayout {
  const r = (value: number) => Math.round(value * factor);
  return {
    ...layout,
    width: Math.max(8, r(layout.width)),
    height: Math.max(8, r(layout.height)),
    horizon: r(layout.horizon),
    contactY: r(layout.contactY),
    product: { left: r(layout.product.left), top: r(layout.product.top), width: Math.max(1, r(layout.product.width)), height: Math.max(1, r(layout.product.height)) },
  };
}

const clampUnit = (value: number, min = -1, max = 1) => Math.min(max, Math.max(min, value));

/**
 * Seeds vary the set within the recipe, so the variations of one request read as different shots:
 * a hue shift of wall and accent, where the key light stands, a little warmer or cooler, more or
 * less vignette. What the prompt asked for (backdrop, material, props) stays.
 */
function varyRecipe(recipe: SceneRecipe, random: () => number): SceneRecipe {
  const shift = (random() - 0.5) * 0.2;
  const light = recipe.light;
  return {
    ...recipe,
    wall: jitterHue(recipe.wall, shift),
    accent: jitterHue(recipe.accent, shift * 1.5),
    light: {
      ...light,
      direction: light.overhead ? light.direction : clampUnit(light.direction + (random() - 0.5) * 0.9),
      temperature: clampUnit(light.temperature + (random() - 0.5) * 0.2),
    },
    vignette: clampUnit(recipe.vignette + (random() - 0.5) * 0.16, 0, 1),
  };
}

export async function renderStudioScene(cutout: Raster, recipe: SceneRecipe, width: number, height: number, seed: number, context: EngineContext = {}): Promise<Raster> {
  throwIfAborted(context.signal);
  const random = seededRandom(seed);
  const trimmed = trimCutout(cutout);
  const layout = layoutScene(width, height, trimmed.width, trimmed.height, recipe.backdrop, random);
  const varied = varyRecipe(recipe, random);
  const productPromise = resizeCutout(trimmed, layout.product.width, layout.product.height, { signal: context.signal });
  const small = scaleLayout(layout, PAINT_SCALE);
  const canvas = paintBackdrop(varied, small, seed);
  paintProps(canvas, varied, small, random);
  context.onProgress?.(0.4);
  throwIfAborted(context.signal);
  const backdrop = await finishBackdrop(canvas, layout, varied.dof, varied.vignette);
  context.onProgress?.(0.6);
  throwIfAborted(context.signal);
  const product = matchProductLight(await productPromise, ambientColour(backdrop, layout), lightTint(varied.light));
  const light = varied.light;
  const direction = light.direction + layout.lightJitter;
  const controls = resolveShadowControls('front', {
    opacity: Math.min(1, 0.55 * varied.shadow * (0.8 + 0.4 * light.hardness)),
    softness: 0.85 - 0.65 * light.hardness,
    // Key light on the left throws the shadow back to the right (320°), on the right back to the left.
    direction: light.overhead ? 270 : 270 + direction * -50,
    offset: light.overhead ? 0.15 : 0.25 + 0.5 * light.hardness + 0.3 * light.golden,
    reflection: varied.reflection > 0 ? { opacity: varied.reflection, falloff: 0.3 } : null,
  });
  return renderProductScene(product, layout.product, width, height, { kind: 'raster', raster: backdrop }, { angle: 'front', controls }, progressPhase(context, 0.6, 1));
}
