/** The product's coverage on a reduced-resolution copy of the canvas, where shadows are built. */
import type { Raster } from '../../raster';
import type { Placement } from './layout';
import { createPlane, type Plane } from './plane';

/** Longest side of the work planes. Shadows are soft, so this is plenty even for 8k outputs. */
const WORK_MAX_SIDE = 800;

export interface ShadowCanvas {
  /** Full-resolution canvas size. */
  width: number;
  height: number;
  /** Work-plane pixels per canvas pixel (<= 1). */
  scale: number;
  /** The product's alpha (0..1) on the work plane. */
  silhouette: Plane;
  /** The product rectangle in work-plane coordinates (fractional). */
  left: number;
  top: number;
  productWidth: number;
  productHeight: number;
}

export function buildShadowCanvas(product: Raster, placement: Placement, width: number, height: number): ShadowCanvas {
  const scale = Math.min(1, WORK_MAX_SIDE / Math.max(width, height));
  const plane = createPlane(Math.max(1, Math.ceil(width * scale)), Math.max(1, Math.ceil(height * scale)));
  const weight = (scale * scale) / 255;
  // Box-downsample by accumulation: every product pixel adds its share to the work cell it falls in.
  for (let y = 0; y < product.height; y++) {
    const canvasY = placement.top + y;
    if (canvasY < 0 || canvasY >= height) continue;
    const cellRow = Math.min(plane.height - 1, Math.floor(canvasY * scale)) * plane.width;
    const source = y * product.width * 4 + 3;
    for (let x = 0; x < product.width; x++) {
      const canvasX = placement.left + x;
      if (canvasX < 0 || canvasX >= width) continue;
      const alpha = product.data[source + x * 4];
      if (alpha === 0) continue;
      const cell = cellRow + Math.min(plane.width - 1, Math.floor(canvasX * scale));
      plane.data[cell] = plane.data[cell] + alpha * weight;
    }
  }
  return {
    width,
    height,
    scale,
    silhouette: plane,
    left: placement.left * scale,
    top: placement.top * scale,
    productWidth: placement.width * scale,
    productHeight: placement.height * scale,
  };
}

/** For each work-plane column, the lowest row the product covers at least half (NaN if none). */
export function lowestCoveredRows(silhouette: Plane): Float32Array {
  const rows = new Float32Array(silhouette.width).fill(Number.NaN);
  for (let x = 0; x < silhouette.width; x++) {
    for (let y = silhouette.height - 1; y >= 0; y--) {
      if (silhouette.data[y * silhouette.width + x] >= 0.5) {
        rows[x] = y + 1;
        break;
      }
    }
  }
  return rows;
}
