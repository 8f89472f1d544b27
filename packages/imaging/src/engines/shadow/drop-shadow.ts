/**
 * Top (flat-lay) view: the product lies on the surface, so its shadow is a soft ambient drop
 * shadow around the silhouette, slightly offset away from the light, plus a tight occlusion
 * edge that keeps the product from looking pasted on.
 */
import { blurPlane, shiftPlane, type Plane } from './plane';
import type { ShadowCanvas } from './silhouette';
import type { ShadowControls } from './types';

export interface DropShadowLayers {
  ambient: Plane;
  contact: Plane;
}

export function dropShadowLayers(canvas: ShadowCanvas, controls: ShadowControls): DropShadowLayers {
  const size = Math.min(canvas.productWidth, canvas.productHeight);
  const radians = (controls.direction * Math.PI) / 180;
  const distance = controls.offset * size;
  const dx = distance * Math.cos(radians);
  const dy = distance * Math.sin(radians);

  const ambientSigma = (0.015 + 0.07 * controls.softness) * size + 0.8;
  const ambient = blurPlane(shiftPlane(canvas.silhouette, dx, dy), ambientSigma, ambientSigma);
  const contactSigma = (0.003 + 0.008 * controls.softness) * size + 0.6;
  const contact = blurPlane(shiftPlane(canvas.silhouette, dx * 0.2, dy * 0.2), contactSigma, contactSigma);
  return { ambient, contact };
}
