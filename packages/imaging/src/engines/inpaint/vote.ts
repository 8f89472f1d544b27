import type { PatchField } from './patch-field';
import type { Level } from './pyramid';

/** Scratch buffers for voting, allocated once per level and reused by every iteration. */
export interface VoteBuffers {
  offsets: Int32Array;
  sums: Float32Array;
  weights: Float32Array;
  patchWeights: Float32Array;
  chosen: Int32Array;
}

export function createVoteBuffers(level: Level, radius: number): VoteBuffers {
  const pixels = level.width * level.height;
  return {
    offsets: patchOffsets(level.width, radius),
    sums: new Float32Array(pixels * level.channels),
    weights: new Float32Array(pixels),
    patchWeights: new Float32Array(pixels),
    chosen: new Int32Array(pixels),
  };
}

/**
 * Rebuilds the hole from the field (Wexler et al. 2007): every hole pixel becomes the weighted
 * mean of the pixels that the source patches of all overlapping targets put there. A target's
 * weight falls with its match cost relative to the typical cost, and with its depth inside the
 * hole (matches near the known border are more trustworthy).
 */
/**
 * A target's vote weight: falls with its match cost relative to the typical cost, and with its
 * depth inside the hole (1.3^-depth, as in Wexler et al.: matches that touch known pixels are
 * the trustworthy ones). Only ratios between overlapping patches matter, so the depth term is
 * capped to keep the weights inside float range.
 */
function computePatchWeights(field: PatchField, depth: Float32Array, patchWeights: Float32Array): void {
  const { targets, cost } = field;
  let meanCost = 0;
  for (let i = 0; i < targets.length; i++) meanCost += cost[targets[i]];
  meanCost = meanCost / Math.max(1, targets.length) + 1;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    const exponent = -cost[t] / (2 * meanCost) - 0.2624 * Math.min(depth[t], 40);
    patchWeights[t] = Math.exp(Math.max(-80, exponent));
  }
}

export function voteHole(level: Level, field: PatchField, holePixels: Int32Array, depth: Float32Array, buffers: VoteBuffers): void {
  const { channels: c, image, hole } = level;
  const { targets, match } = field;
  const { offsets, sums, weights, patchWeights } = buffers;

  computePatchWeights(field, depth, patchWeights);

  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    weights[p] = 0;
    for (let k = 0; k < c; k++) sums[p * c + k] = 0;
  }
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    const w = patchWeights[t];
    const s = match[t];
    for (let j = 0; j < offsets.length; j++) {
      const offset = offsets[j];
      const p = t + offset;
      if (!hole[p]) continue;
      weights[p] += w;
      const q = (s + offset) * c;
      const o = p * c;
      if (c === 3) {
        sums[o] += w * image[q];
        sums[o + 1] += w * image[q + 1];
        sums[o + 2] += w * image[q + 2];
      } else {
        for (let k = 0; k < c; k++) sums[o + k] += w * image[q + k];
      }
    }
  }
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const w = weights[p];
    if (w <= 0) continue;
    const o = p * c;
    for (let k = 0; k < c; k++) image[o + k] = Math.round(sums[o + k] / w);
  }
}

/**
 * Final reconstruction: each hole pixel copies the pixel that the best-matching overlapping patch
 * puts there. Averaging many overlapping patches blurs fine texture; copying keeps its contrast,
 * and after the search neighbouring winners mostly come from one coherent source region.
 * The outermost ring of the hole (`depth` <= `keepRing`) keeps the weighted mean already in the
 * image: there the mean is dominated by patches that overlap the known pixels, so it joins them
 * without a step. Call right after `voteHole`.
 */
export function voteBestPatch(
  level: Level,
  field: PatchField,
  holePixels: Int32Array,
  depth: Float32Array,
  keepRing: number,
  buffers: VoteBuffers,
): void {
  const { channels: c, image, hole } = level;
  const { targets, match, cost } = field;
  const { offsets, weights: bestCost, chosen } = buffers;
  for (let i = 0; i < holePixels.length; i++) bestCost[holePixels[i]] = Number.POSITIVE_INFINITY;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    const s = match[t];
    const d = cost[t];
    for (let j = 0; j < offsets.length; j++) {
      const p = t + offsets[j];
      if (hole[p] && d < bestCost[p]) {
        bestCost[p] = d;
        chosen[p] = s + offsets[j];
      }
    }
  }
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    if (bestCost[p] === Number.POSITIVE_INFINITY || depth[p] <= keepRing) continue;
    const q = chosen[p] * c;
    for (let k = 0; k < c; k++) image[p * c + k] = image[q + k]!;
  }
}

/** Index offsets of a patch's pixels relative to its centre, row by row. */
export function patchOffsets(width: number, radius: number): Int32Array {
  const side = 2 * radius + 1;
  const offsets = new Int32Array(side * side);
  let n = 0;
  for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) offsets[n++] = dy * width + dx;
  return offsets;
}
