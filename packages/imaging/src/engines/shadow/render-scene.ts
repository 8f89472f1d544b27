/** Shared by the shadow tool and create-background: a placed product, its shadow, a background. */
import type { Raster } from '../../raster';
import { throwIfAborted, type EngineContext } from '../context';
import { shadowDensity } from './density';
import type { Placement } from './layout';
import { sceneReflection } from './reflection';
import { compositeScene, type SceneBackground } from './scene';
import { buildShadowCanvas } from './silhouette';
import type { ShadowAngle, ShadowControls } from './types';

export interface SceneShadow {
  angle: ShadowAngle;
  controls: ShadowControls;
}

/** `product` is RGBA at placement size; the result is RGB on opaque backgrounds, RGBA otherwise. */
export function renderProductScene(
  product: Raster,
  placement: Placement,
  width: number,
  height: number,
  background: SceneBackground,
  shadow: SceneShadow | null,
  context: EngineContext = {},
): Raster {
  let density = null;
  let shadowScale = 1;
  if (shadow && shadow.controls.opacity > 0) {
    const canvas = buildShadowCanvas(product, placement, width, height);
    throwIfAborted(context.signal);
    density = shadowDensity(canvas, shadow.angle, shadow.controls);
    shadowScale = canvas.scale;
  }
  context.onProgress?.(0.6);
  throwIfAborted(context.signal);
  const reflection = shadow ? sceneReflection(product, placement, shadow.angle, shadow.controls.reflection) : null;
  const result = compositeScene({ width, height, background, product, placement, shadow: density, shadowScale, reflection });
  context.onProgress?.(1);
  return result;
}
