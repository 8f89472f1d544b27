import type { PatchField } from './patch-field';
import type { Level } from './pyramid';

/** Patches with fewer known pixels than this share are too little evidence to judge a match. */
const MIN_KNOWN_SHARE = 0.3;

/** A border patch's match: squared difference over its known pixels, and the two patches' spread there. */
interface BorderMatch {
  difference: number;
  variance: number;
}

/**
 * Compares the known pixels of target patch `t` with the same pixels of its source patch
 * (squared difference, and var(target) + var(source) summed over those pixels); null when the
 * patch is entirely known or has too few known pixels to judge. `scratch`: 2 x channels floats.
 */
function borderMatch(level: Level, field: PatchField, t: number, scratch: Float64Array): BorderMatch | null {
  const { width, channels: c, image, hole } = level;
  const { match, radius } = field;
  const side = 2 * radius + 1;
  const s = match[t];
  const sumT = scratch.subarray(0, c);
  const sumS = scratch.subarray(c, 2 * c);
  sumT.fill(0);
  sumS.fill(0);
  let known = 0;
  let difference = 0;
  let squares = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const offset = dy * width + dx;
      if (hole[t + offset]) continue;
      known++;
      const a = (t + offset) * c;
      const b = (s + offset) * c;
      for (let k = 0; k < c; k++) {
        const va = image[a + k];
        const vb = image[b + k];
        difference += (va - vb) * (va - vb);
        sumT[k] += va;
        sumS[k] += vb;
        squares += va * va + vb * vb;
      }
    }
  }
  if (known < Math.ceil(MIN_KNOWN_SHARE * side * side) || known === side * side) return null;
  let variance = squares;
  for (let k = 0; k < c; k++) variance -= (sumT[k] * sumT[k] + sumS[k] * sumS[k]) / known;
  return { difference, variance };
}

/** Every border patch's match (the target patches that straddle the hole's border). */
export interface BorderMatches {
  targets: Int32Array;
  difference: Float64Array;
  variance: Float64Array;
}

/** `borderMatch` of every target patch near the hole's border; call after the full-resolution search. */
export function borderMatches(level: Level, field: PatchField, depth: Float32Array): BorderMatches {
  // A hole pixel farther than this from every known pixel has none in its patch.
  const reach = Math.SQRT2 * field.radius + 1;
  const scratch = new Float64Array(2 * level.channels);
  const targets: number[] = [];
  const difference: number[] = [];
  const variance: number[] = [];
  for (let i = 0; i < field.targets.length; i++) {
    const t = field.targets[i];
    if (level.hole[t] && depth[t] > reach) continue;
    const result = borderMatch(level, field, t, scratch);
    if (!result) continue;
    targets.push(t);
    difference.push(result.difference);
    variance.push(result.variance);
  }
  return { targets: Int32Array.from(targets), difference: Float64Array.from(difference), variance: Float64Array.from(variance) };
}

/**
 * How well the surroundings predict themselves: over the target patches that straddle the hole's
 * border, the squared difference between their known pixels and the same pixels of their best
 * source patch, relative to what two unrelated patches with those variances would give
 * (var(target) + var(source)). Near 0 for structured or repetitive content (brick, stripes, an
 * edge: some other patch of the photo continues it exactly); near 1 for stochastic texture
 * (grass, gravel, noise: even the best match is a different random draw).
 */
export function matchResidual(matches: BorderMatches): number {
  let residual = 0;
  let spread = 0;
  for (let i = 0; i < matches.targets.length; i++) {
    residual += matches.difference[i];
    spread += matches.variance[i];
  }
  // A flat surrounding (no variance) is perfectly predictable whatever the residual.
  return spread > 0 ? residual / spread : 0;
}
