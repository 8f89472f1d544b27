import type { PatchField } from './patch-field';
import type { Level } from './pyramid';
import type { BorderMatches } from './border-match';

/** An anchor's spread must be this many times the border patches' mean: a structure standing out of the texture. */
const STAND_OUT = 2;
/** A copy continues an anchor while its colour is within this share of the surroundings' grain (mean |Laplacian|). */
const GRAIN_SHARE = 0.5;

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
 * was copied from (`voteBestPatch`). Returns 1 per marked pixel (full-size map).
 */
export function anchoredCopy(
  level: Level,
  field: PatchField,
  matches: BorderMatches,
  chosen: Int32Array,
  threshold: number,
  grain: number,
): Uint8Array {
  const tolerance = GRAIN_SHARE * grain;
  const { width, height, channels: c, image, hole } = level;
  const { match, radius } = field;
  const marked = new Uint8Array(width * height);
  const carried = new Int32Array(width * height);
  const queue: number[] = [];
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
  return marked;
}
