import { componentPixels } from './mask-ops';
import type { PatchField } from './patch-field';
import type { Level } from './pyramid';
import type { BorderMatches } from './border-match';

/** An anchor's spread must be this many times the border patches' mean: a structure standing out of the texture. */
const STAND_OUT = 2;
/** A copy continues an anchor while its colour is within this share of the surroundings' grain (mean |Laplacian|). */
const GRAIN_SHARE = 0.5;
/**
 * A marked part is kept only when the anchors it grew from lie at least this many times its depth
 * apart: a structure that crosses the hole is anchored where it enters and where it leaves (a
 * stripe through a disc: 2.4 x its depth; a chord, about twice), a chance anchor in a texture at
 * one place (gravel, grass: 0-0.75). Not tuned: any value between 0.75 and 2.2 gives the same fills.
 */
const SPAN = 1.5;

/**
 * Hole pixels whose copy continues a structure the known border predicts. A border patch whose
 * match explains its known pixels well (squared residual at most `threshold` of the two patches'
 * spread: a stripe, an edge, a brick course) and whose spread stands out of the border's (a chance
 * match inside a texture does not) is an anchor: its offset to the source says how the
 * photo continues there. A hole pixel in an anchor's patch, then any hole neighbour of a marked
 * pixel, is marked when its copy has the colour that offset predicts (summed absolute difference
 * over channels at most GRAIN_SHARE x `grain`): the structure goes on along it, whichever source the search
 * took it from. In stochastic texture anchors are rare and the colours an offset predicts soon
 * stop agreeing with the copy, so little is marked. `chosen[p]` is the source pixel hole pixel p
 * was copied from (`voteBestPatch`), `depth` each pixel's distance to the known ones. Parts whose
 * anchors do not lie across the hole are dropped (`dropUnanchoredParts`). Returns 1 per marked
 * pixel (full-size map).
 */
export function anchoredCopy(
  level: Level,
  field: PatchField,
  matches: BorderMatches,
  chosen: Int32Array,
  threshold: number,
  grain: number,
  depth: Float32Array,
): Uint8Array {
  const tolerance = GRAIN_SHARE * grain;
  const { width, height, channels: c, image, hole } = level;
  const { match, radius } = field;
  const marked = new Uint8Array(width * height);
  const carried = new Int32Array(width * height);
  const queue: number[] = [];
  const anchors: number[] = [];
  const consistent = (p: number, offset: number) => {
    const q = p + offset;
    if (q < 0 || q >= hole.length || hole[q]) return false;
    let difference = 0;
    for (let k = 0; k < c; k++) difference += Math.abs(image[q * c + k] - image[chosen[p] * c + k]);
    return difference <= tolerance;
  };
  // An anchor must stand out of the texture: STAND_OUT x the border patches' mean spread.
  let meanSpread = 0;
  for (let i = 0; i < matches.targets.length; i++) meanSpread += matches.variance[i];
  meanSpread /= Math.max(1, matches.targets.length);
  for (let i = 0; i < matches.targets.length; i++) {
    if (matches.difference[i] > threshold * matches.variance[i] || matches.variance[i] < STAND_OUT * meanSpread) continue;
    const t = matches.targets[i];
    anchors.push(t);
    const offset = match[t] - t;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const p = t + dy * width + dx;
        if (!hole[p] || marked[p] || !consistent(p, offset)) continue;
        marked[p] = 1;
        carried[p] = offset;
        queue.push(p);
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    const offset = carried[p];
    const x = p % width;
    const y = (p - x) / width;
    const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
    for (const n of neighbours) {
      if (n < 0 || !hole[n] || marked[n] || !consistent(n, offset)) continue;
      marked[n] = 1;
      carried[n] = offset;
      queue.push(n);
    }
  }
  dropUnanchoredParts(marked, level, depth, anchors, radius);
  return marked;
}

/**
 * Unmarks every part (8-connected) of `marked` whose anchors (the patch centres it grew from) lie
 * less than SPAN x its deepest pixel's depth apart: it does not cross the hole. In gravel a chance
 * anchor let one coherent copy of a wrong chunk be kept whole (gravel -0.60 dB against diffusion,
 * -0.47 without those parts); stripes through a disc keep theirs (anchors 2.4 x its depth apart).
 */
function dropUnanchoredParts(marked: Uint8Array, level: Level, depth: Float32Array, anchors: number[], radius: number): void {
  const { width, height } = level;
  const parts = componentPixels(marked, width, height);
  if (parts.length === 0) return;
  const partOf = new Int32Array(width * height).fill(-1);
  parts.forEach((pixels, index) => {
    for (const p of pixels) partOf[p] = index;
  });
  // Each anchor seeded the parts its patch overlaps.
  const seeds: number[][] = parts.map(() => []);
  for (const t of anchors) {
    const seen = new Set<number>();
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const index = partOf[t + dy * width + dx];
        if (index >= 0 && !seen.has(index)) {
          seen.add(index);
          seeds[index].push(t);
        }
      }
    }
  }
  parts.forEach((pixels, index) => {
    let deepest = 0;
    for (const p of pixels) deepest = Math.max(deepest, depth[p]);
    if (largestDistance(seeds[index], width) < SPAN * deepest) for (const p of pixels) marked[p] = 0;
  });
}

/** Largest distance between two of the pixels (indices into rows of `width`). */
function largestDistance(pixels: number[], width: number): number {
  let largest = 0;
  for (let i = 0; i < pixels.length; i++) {
    const xi = pixels[i] % width;
    const yi = (pixels[i] - xi) / width;
    for (let j = i + 1; j < pixels.length; j++) {
      const xj = pixels[j] % width;
      largest = Math.max(largest, Math.hypot(xi - xj, yi - (pixels[j] - xj) / width));
    }
  }
  return largest;
}
