/**
 * The subject's outer rim: pixels within `radius` of background reachable from the map's border
 * (p <= 0.5 connected to the border). Colour models of the subject are sampled there. Inside a
 * loop the network filled (a stethoscope's earpieces over gravel), the fill is scored as certain
 * as the product, and a model of all certain pixels learns the gravel's colours; the outline is
 * the product's own (its tubing), wherever a hole sits.
 */
import { boxMean } from './box-filter';

/** 1 where p <= 0.5 and connected (4-neighbours) to the border through p <= 0.5. */
export function openBackground(p: Float32Array, width: number, height: number): Uint8Array {
  const size = width * height;
  const open = new Uint8Array(size);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (open[i] || p[i] > 0.5) return;
    open[i] = 1;
    stack.push(i);
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < size - width) visit(i + width);
  }
  return open;
}

/** 1 where a pixel is within `radius` (square window) of open background. */
export function outlineRim(p: Float32Array, width: number, height: number, radius: number): Uint8Array {
  const size = width * height;
  const open = openBackground(p, width, height);
  const near = new Float32Array(size);
  for (let i = 0; i < size; i++) near[i] = open[i];
  boxMean(near, near, width, height, radius, new Float32Array(size));
  const rim = new Uint8Array(size);
  for (let i = 0; i < size; i++) rim[i] = near[i] > 0 ? 1 : 0;
  return rim;
}
