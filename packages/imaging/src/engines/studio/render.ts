/** One studio image: lay out, paint the set at half size, finish it, then place the product with its shadow. */
import type { Raster } from '../../raster';
import { progressPhase, throwIfAborted, type EngineContext } from '../context';
import { resizeCutout, trimCutout } from '../shadow/cutout';
import { renderProductScene } from '../shadow/render-scene';
import { resolveShadowControls } from '../shadow/types';
import { paintBackdrop, podiumEllipse } from './backdrop';
import { ambientColour, finishBackdrop, matchProductLight } from './finish';
import type { SceneLayout } from './layout';
import { planStudioScene } from './plan';
import { estimateCameraElevation } from './camera';
import { lightTint, shadowAngle } from './lighting';
import { productFootprints } from './footprint';
import { occlusionField } from './occlusion';
import { paintProps } from './props';
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
    eyeLevel: r(layout.eyeLevel),
    focal: layout.focal * factor,
    contactY: r(layout.contactY),
    product: { left: r(layout.product.left), top: r(layout.product.top), width: Math.max(1, r(layout.product.width)), height: Math.max(1, r(layout.product.height)) },
  };
}

/**
 * How much of a glossy floor's reflection the camera sees: most at eye level (grazing), fading as
 * the camera looks down on the floor (Fresnel), so a product shot from above gets no mirror image.
 */
export function grazingReflectance(layout: SceneLayout): number {
  const tilt = Math.max(0, (layout.contactY - layout.eyeLevel) / layout.focal);
  return Math.max(0, 1 - tilt * 1.6) ** 2;
}

export async function renderStudioScene(cutout: Raster, recipe: SceneRecipe, width: number, height: number, seed: number, context: EngineContext = {}): Promise<Raster> {
  throwIfAborted(context.signal);
  const trimmed = trimCutout(cutout);
  const elevation = estimateCameraElevation(trimmed);
  const { layout, recipe: varied, random } = planStudioScene(trimmed.width, trimmed.height, recipe, width, height, seed, elevation);
  const productPromise = resizeCutout(trimmed, layout.product.width, layout.product.height, { signal: context.signal });
  const small = scaleLayout(layout, PAINT_SCALE);
  const canvas = paintBackdrop(varied, small, seed);
  paintProps(canvas, varied, small, random);
  context.onProgress?.(0.4);
  throwIfAborted(context.signal);
  // Ambient occlusion around the product's base, in the floor's plane, at full size.
  const occlusion = occlusionField(layout, productFootprints(trimmed, layout, elevation), varied.occlusion, layout.podium ? podiumEllipse(layout) : null);
  const backdrop = await finishBackdrop(canvas, layout, varied.dof, varied.vignette, occlusion);
  context.onProgress?.(0.6);
  throwIfAborted(context.signal);
  const product = matchProductLight(await productPromise, ambientColour(backdrop, layout), lightTint(varied.light));
  const light = varied.light;
  const reflection = varied.reflection * grazingReflectance(layout);
  const controls = resolveShadowControls('front', {
    opacity: Math.min(1, 0.55 * varied.shadow * (0.8 + 0.4 * light.hardness)),
    softness: 0.85 - 0.65 * light.hardness,
    // Key light on the left throws the shadow back to the right, on the right back to the left.
    direction: shadowAngle(light, layout.lightJitter),
    offset: light.overhead ? 0.15 : 0.25 + 0.5 * light.hardness + 0.3 * light.golden,
    reflection: reflection > 0.01 ? { opacity: reflection, falloff: 0.3 } : null,
  });
  return renderProductScene(product, layout.product, width, height, { kind: 'raster', raster: backdrop }, { angle: 'front', controls }, progressPhase(context, 0.6, 1));
}
