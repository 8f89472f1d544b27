import { componentPixels } from '../inpaint/mask-ops';

/** The shape of one connected stroke component (a glyph, or something that is not one). */
export interface StrokeShape {
  x0: number;
  y0: number;
  /** Exclusive right and bottom. */
  x1: number;
  y1: number;
  area: number;
  /** Stroke width: twice the area over the boundary pixels (a stroke of width w and length L has ~2L of them). */
  width: number;
  /** Cut by the far side of the patch it was measured in: longer than the patch shows. */
  open?: boolean;
  /** Mean of `values` over the component (0 without them). */
  mean: number;
  /** Its pixels, as indices into the mask it was found in. */
  pixels: Int32Array;
}

/** 8-connected components of `mask` (w x h) with at least `minArea` pixels, with their shapes (and the mean of `values` over each). */
export function strokeShapes(mask: Uint8Array, w: number, h: number, minArea: number, values?: Float32Array): StrokeShape[] {
  const shapes: StrokeShape[] = [];
  for (const pixels of componentPixels(mask, w, h)) {
    if (pixels.length < minArea) continue;
    const shape: StrokeShape = { x0: w, y0: h, x1: 0, y1: 0, area: pixels.length, width: 0, mean: 0, pixels };
    let sum = 0;
    let boundary = 0;
    for (const p of pixels) {
      const x = p % w;
      const y = (p - x) / w;
      if (values) sum += values[p];
      shape.x0 = Math.min(shape.x0, x);
      shape.y0 = Math.min(shape.y0, y);
      shape.x1 = Math.max(shape.x1, x + 1);
      shape.y1 = Math.max(shape.y1, y + 1);
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1 || !mask[p - 1] || !mask[p + 1] || !mask[p - w] || !mask[p + w]) boundary++;
    }
    shape.width = (2 * shape.area) / Math.max(1, boundary);
    shape.mean = sum / shape.area;
    shapes.push(shape);
  }
  return shapes;
}
