import type { Raster } from '../../src/raster';

/** A disc hole across a known object boundary of a real photo, with a colour sample of each side. */
export interface BoundaryHole {
  name: string;
  cx: number;
  cy: number;
  radius: number;
  /** Boxes [x0, y0, x1, y1] (inclusive) of the original photo, one on each side of the boundary. */
  sides: [number[], number[]];
}

/**
 * Colour leakage across a boundary: each hole pixel's colour is placed on the axis from side A's
 * mean colour (0) to side B's (1), clamped to 0..1; over the hole pixels the original puts
 * clearly on one side (position below 0.2 or above 0.8), the mean distance between the fill's
 * position and the original's. 0 = each side filled with its own colours; 1 = the two swapped.
 */
export function boundaryLeakage(original: Raster, filled: Raster, hole: BoundaryHole): number {
  const mask = new Uint8Array(original.width * original.height);
  for (let y = hole.cy - hole.radius; y <= hole.cy + hole.radius; y++) {
    for (let x = hole.cx - hole.radius; x <= hole.cx + hole.radius; x++) {
      if ((x - hole.cx) ** 2 + (y - hole.cy) ** 2 <= hole.radius ** 2) mask[y * original.width + x] = 1;
    }
  }
  return maskLeakage(original, filled, mask, hole.sides);
}

/** `boundaryLeakage` over the set pixels of any hole mask (image-sized, 1 = hole). */
export function maskLeakage(original: Raster, filled: Raster, mask: Uint8Array, sides: number[][]): number {
  const { width, channels: c } = original;
  const means = sides.map(([x0, y0, x1, y1]) => {
    const sum = new Float64Array(c);
    let n = 0;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        for (let k = 0; k < c; k++) sum[k] += original.data[(y * width + x) * c + k];
        n++;
      }
    }
    return Array.from(sum, (v) => v / n);
  });
  const position = (data: Uint8Array, p: number) => {
    let dot = 0;
    let norm = 0;
    for (let k = 0; k < c; k++) {
      const axis = means[1][k] - means[0][k];
      dot += (data[p * c + k] - means[0][k]) * axis;
      norm += axis * axis;
    }
    return Math.max(0, Math.min(1, dot / norm));
  };
  let sum = 0;
  let n = 0;
  for (let p = 0; p < mask.length; p++) {
    if (mask[p]) {
      const truth = position(original.data, p);
      if (truth > 0.2 && truth < 0.8) continue;
      sum += Math.abs(position(filled.data, p) - truth);
      n++;
    }
  }
  return sum / Math.max(1, n);
}
