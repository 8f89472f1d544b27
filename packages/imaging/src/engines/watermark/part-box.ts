/** The bounding box of a region given as its pixel indices in an image `width` wide. */
export function partBox(part: Int32Array, width: number): { x: number; y: number; width: number; height: number } {
  let x0 = width;
  let y0 = Infinity;
  let x1 = 0;
  let y1 = 0;
  for (const p of part) {
    const x = p % width;
    const y = (p - x) / width;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + 1);
    y1 = Math.max(y1, y + 1);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
