import type { Level } from './pyramid';

export function lumaPlane(level: Level): Float32Array {
  const { image, channels: c } = level;
  const n = level.width * level.height;
  const luma = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    let sum = 0;
    for (let k = 0; k < Math.min(3, c); k++) sum += image[p * c + k];
    luma[p] = sum / Math.min(3, c);
  }
  return luma;
}

/** True when the four pixels around (x, y) are in the image and known. */
export function known(hole: Uint8Array, width: number, height: number, x: number, y: number): boolean {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return false;
  const p = y0 * width + x0;
  return !hole[p] && !hole[p + 1] && !hole[p + width] && !hole[p + width + 1];
}

/** Bilinear luminance at (x, y) over known pixels; NaN where a neighbour is in the hole or outside. */
export function sample(luma: Float32Array, width: number, height: number, hole: Uint8Array, x: number, y: number): number {
  if (!known(hole, width, height, x, y)) return Number.NaN;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const p = y0 * width + x0;
  return (1 - fy) * ((1 - fx) * luma[p] + fx * luma[p + 1]) + fy * ((1 - fx) * luma[p + width] + fx * luma[p + width + 1]);
}

/** Bilinear colour at (x, y), clamped to the image. */
export function sampleColour(image: Uint8Array, width: number, height: number, c: number, x: number, y: number, out: Float32Array): void {
  const cx = Math.min(width - 1.001, Math.max(0, x));
  const cy = Math.min(height - 1.001, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const p = (y0 * width + x0) * c;
  const row = width * c;
  for (let k = 0; k < c; k++) {
    out[k] = (1 - fy) * ((1 - fx) * image[p + k] + fx * image[p + c + k]) + fy * ((1 - fx) * image[p + row + k] + fx * image[p + row + c + k]);
  }
}
