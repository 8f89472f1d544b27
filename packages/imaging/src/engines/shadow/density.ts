/** One darkening plane (0..1) from the angle's shadow layers, scaled by the opacity control. */
import { dropShadowLayers } from './drop-shadow';
import { floorShadowLayers } from './floor-shadow';
import { unionPlanes, type Plane } from './plane';
import type { ShadowCanvas } from './silhouette';
import type { ShadowAngle, ShadowControls } from './types';

export function shadowDensity(canvas: ShadowCanvas, angle: ShadowAngle, controls: ShadowControls): Plane | null {
  if (controls.opacity <= 0) return null;
  const opacity = controls.opacity;
  const { width, height } = canvas.silhouette;
  if (angle === 'top') {
    const { ambient, contact } = dropShadowLayers(canvas, controls);
    return unionPlanes(width, height, [
      { plane: ambient, weight: opacity },
      { plane: contact, weight: 0.6 * opacity },
    ]);
  }
  const { contact, ambient, cast } = floorShadowLayers(canvas, angle, controls);
  return unionPlanes(width, height, [
    { plane: contact, weight: Math.min(1, 1.6 * opacity) },
    { plane: ambient, weight: 0.9 * opacity },
    ...(cast ? [{ plane: cast, weight: opacity }] : []),
  ]);
}
