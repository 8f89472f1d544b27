/** Where the product's floor reflection is mirrored, and how far it fades. */
import type { Raster } from '../../raster';
import type { Placement } from './layout';
import type { SceneReflection } from './scene';
import type { ReflectionControls, ShadowAngle } from './types';

/**
 * front: one horizontal mirror line at the floor (the product's bottom), as on a glossy table seen
 * from the front. isometric: each column mirrors about its own lowest opaque pixel, since the base
 * of an object seen from above-side is a slanted contour that touches the floor all along.
 */
export function sceneReflection(product: Raster, placement: Placement, angle: ShadowAngle, controls: ReflectionControls | null | undefined): SceneReflection | null {
  if (!controls || controls.opacity <= 0 || angle === 'top') return null;
  const floorRow = placement.top + placement.height;
  const mirrorRows = new Int32Array(placement.width).fill(floorRow);
  if (angle === 'isometric') {
    for (let x = 0; x < product.width; x++) {
      for (let y = product.height - 1; y >= 0; y--) {
        if (product.data[(y * product.width + x) * 4 + 3] >= 128) {
          mirrorRows[x] = placement.top + y + 1;
          break;
        }
      }
    }
  }
  return { opacity: controls.opacity, length: Math.max(1, controls.falloff * placement.height), mirrorRows };
}
