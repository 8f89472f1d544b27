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
  const seen = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  const shapes: StrokeShape[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let length = 1;
    queue[0] = start;
    seen[start] = 1;
    const shape: StrokeShape = { x0: w, y0: h, x1: 0, y1: 0, area: 0, width: 0, mean: 0, pixels: new Int32Array(0) };
    let sum = 0;
    let boundary = 0;
    for (let head = 0; head < length; head++) {
      const p = queue[head];
      const x = p % w;
      const y = (p - x) / w;
      shape.area++;
      if (values) sum += values[p];
      shape.x0 = Math.min(shape.x0, x);
      shape.y0 = Math.min(shape.y0, y);
      shape.x1 = Math.max(shape.x1, x + 1);
      shape.y1 = Math.max(shape.y1, y + 1);
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1 || !mask[p - 1] || !mask[p + 1] || !mask[p - w] || !mask[p + w]) boundary++;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const q = ny * w + nx;
          if (mask[q] && !seen[q]) {
            seen[q] = 1;
            queue[length++] = q;
          }
        }
      }
    }
    if (shape.area < minArea) continue;
    shape.width = (2 * shape.area) / Math.max(1, boundary);
    shape.mean = sum / shape.area;
    shape.pixels = queue.slice(0, length);
    shapes.push(shape);
  }
  return shapes;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
