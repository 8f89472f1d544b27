/**
 * The subject's outer rim: pixels within `radius` of background reachable from the map's border
 * (p <= 0.5 connected to the border). Colour models of the subject are sampled there. Inside a
 * loop the network filled (a stethoscope's earpieces over gravel), the fill is scored as certain
 * as the product, and a model of all certain pixels learns the gravel's colours; the outline is
 * the product's own (its tubing), wherever a hole sits.
 */
import { reachFromBorder } from './border-reach';
import { boxMean } from './box-filter';

/** 1 where p <= 0.5 and connected (4-neighbours) to the border through p <= 0.5. */
export function openBackground(p: Float32Array, width: number, height: number): Uint8Array {
  const subject = new Uint8Array(width * height);
  for (let i = 0; i < subject.length; i++) subject[i] = p[i] > 0.5 ? 1 : 0;
  return reachFromBorder(subject, width, height);
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
