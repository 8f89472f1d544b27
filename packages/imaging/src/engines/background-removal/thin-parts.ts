/**
 * Promotes thin parts the network traced only faintly: a drum's legs, a stand's rod. ISNet often
 * scores a part a few grid pixels wide at 0.02-0.4, as a ridge that stands out from the ~0
 * background around it and runs from the confident subject to a confident foot. An ordinary
 * edge's falloff is no ridge: beside the outline the window mean is pulled up by the subject, so
 * p stays below it.
 *
 * - a pixel is a ridge when `low` < p <= 0.5, p exceeds the mean of its window (radius
 *   `radius`) by at least `rise`, and no confident pixel (p > 0.5) is within `radius`;
 * - ridges are reached from the confident regions the support step keeps (p > 0.5, at least
 *   `minShareOfLargest` of the largest), breadth first through ridge pixels (8-neighbours) and,
 *   near the subject, through its falloff (p > `low` within `radius` of a confident pixel: where
 *   the leg meets the body the ridge is lost in the outline's falloff);
 * - reached ridge pixels, and the falloff pixels on the shortest path back to the subject, are
 *   raised to `promotedTo`: the part, and a confident blob it leads to (a drum's foot), become one
 *   region with the subject, which the support step then keeps.
 */
import { boxMean, cropPlane, grownBox } from './box-filter';
import { labelRegions } from './subject-support';

export interface ThinPartSettings {
  low: number;
  radius: number;
  rise: number;
  minShareOfLargest: number;
  promotedTo: number;
}

// Chosen on the tuning half of npm run eval (2026-11-26; drum 0.959 -> 0.965, no tuning image
// worse by more than 0.0001); see the engine README.
export const DEFAULT_THIN_PARTS: ThinPartSettings = { low: 0.03, radius: 6, rise: 0.01, minShareOfLargest: 0.05, promotedTo: 1 };

/** Raises thin ridges connected to the subject in `probability` (side x side), in place; returns how many pixels. */
export function promoteThinParts(probability: Float32Array, side: number, settings = DEFAULT_THIN_PARTS): number {
  // Everything happens at pixels above `low` and within `radius` of them, so the work runs on
  // their box grown by the radius: there every window, and the pixels it covers, are the whole
  // grid's (same result, a fraction of the cost when most of the photo is certain background).
  let left = side;
  let right = -1;
  let top = side;
  let bottom = -1;
  for (let y = 0; y < side; y++) {
    for (let x = 0, i = y * side; x < side; x++, i++) {
      if (probability[i] <= settings.low) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return 0;
  const box = grownBox(left, right, top, bottom, settings.radius, side);
  const values = cropPlane(probability, side, box);
  const edges = { left: box.left === 0, top: box.top === 0, right: box.left + box.width === side, bottom: box.top + box.height === side };
  const promoted = promoteInPlane(values, box.width, box.height, settings, edges);
  if (promoted === 0) return 0;
  for (let y = 0; y < box.height; y++) probability.set(values.subarray(y * box.width, (y + 1) * box.width), (box.top + y) * side + box.left);
  return promoted;
}

/** Which sides of a cropped plane are the grid's own border. */
interface GridEdges {
  left: boolean;
  top: boolean;
  right: boolean;
  bottom: boolean;
}

function promoteInPlane(probability: Float32Array, width: number, height: number, settings: ThinPartSettings, edges: GridEdges): number {
  const size = width * height;
  const scratch = new Float32Array(size);
  const mean = new Float32Array(size);
  boxMean(probability, mean, width, height, settings.radius, scratch);
  const confident = new Uint8Array(size);
  const near = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    confident[i] = probability[i] > 0.5 ? 1 : 0;
    near[i] = confident[i];
  }
  boxMean(near, near, width, height, settings.radius, scratch);
  // Only away from the subject: beside a convex outline the window holds more of the low
  // outside than of the subject, and the falloff's tail would pass for a ridge.
  const ridge = new Uint8Array(size);
  let ridges = 0;
  for (let i = 0; i < size; i++) {
    const p = probability[i];
    if (near[i] === 0 && p > settings.low && p <= 0.5 && p - mean[i] >= settings.rise) {
      ridge[i] = 1;
      ridges++;
    }
  }
  if (ridges === 0) return 0;
  // A plane that reaches no side of the grid has no ridge running out of the frame.
  const atBorder = edges.left || edges.top || edges.right || edges.bottom;
  if (atBorder && dropRidgesOutOfFrame(ridge, probability, width, height, edges, settings.low) === ridges) return 0;
  const { labels, areas } = labelRegions(confident, width, height);
  const largest = Math.max(0, ...areas);
  if (largest === 0) return 0;

  // Breadth first, so the path back from a ridge to the subject is a shortest one.
  const queue = new Int32Array(size);
  const parent = new Int32Array(size).fill(-1);
  const reached = new Uint8Array(size);
  const viaRidge = new Uint8Array(size);
  // Joined to a kept region: a seed, or raised on a path back to one. The path back stops only
  // there: the flood also crosses confident pixels of regions too small to be kept (a flat part
  // the weak-part step raised at the top of a leg), and a path ending on those left the leg
  // joined to a blob the support step then drops.
  const linked = new Uint8Array(size);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < size; i++) {
    if (confident[i] && areas[labels[i]] >= largest * settings.minShareOfLargest) {
      reached[i] = 1;
      linked[i] = 1;
      queue[tail++] = i;
    }
  }
  let promoted = 0;
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const n = ny * width + nx;
        if (reached[n]) continue;
        if (ridge[n] || (confident[n] && viaRidge[i])) {
          // A ridge pixel, or a confident blob the flood came to along a ridge (a drum's foot):
          // it and the path back to the subject are raised.
          if (ridge[n]) {
            probability[n] = settings.promotedTo;
            promoted++;
          }
          linked[n] = 1;
          for (let k = i; k >= 0 && !linked[k]; k = parent[k]) {
            linked[k] = 1;
            if (probability[k] > 0.5) continue;
            probability[k] = settings.promotedTo;
            promoted++;
          }
        } else if (!(near[n] > 0 && probability[n] > settings.low)) {
          continue;
        }
        reached[n] = 1;
        viaRidge[n] = viaRidge[i] | ridge[n];
        parent[n] = i;
        queue[tail++] = n;
      }
    }
  }
  return promoted;
}

/**
 * Clears the ridge components (8-connected) that reach the grid's border: a product's thin part
 * ends in the frame (a drum's leg at its foot), a ridge that runs out of it is background
 * structure (a tower's beam under a product standing on it). Returns how many pixels were cleared.
 */
function dropRidgesOutOfFrame(ridge: Uint8Array, probability: Float32Array, width: number, height: number, edges: GridEdges, low: number): number {
  const weak = new Uint8Array(ridge.length);
  for (let i = 0; i < weak.length; i++) weak[i] = probability[i] > low && probability[i] <= 0.5 ? 1 : 0;
  const { labels, areas } = labelRegions(weak, width, height);
  const out = new Uint8Array(areas.length);
  for (let x = 0; x < width; x++) {
    if (edges.top) out[labels[x]] = 1;
    if (edges.bottom) out[labels[(height - 1) * width + x]] = 1;
  }
  for (let y = 0; y < height; y++) {
    if (edges.left) out[labels[y * width]] = 1;
    if (edges.right) out[labels[y * width + width - 1]] = 1;
  }
  let cleared = 0;
  for (let i = 0; i < ridge.length; i++) {
    if (labels[i] > 0 && out[labels[i]]) {
      ridge[i] = 0;
      cleared++;
    }
  }
  return cleared;
}
