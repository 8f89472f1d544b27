import { throwIfAborted } from '../context';
import { distanceToMask } from './mask-ops';
import {
  createPatchField,
  randomizeField,
  refreshCosts,
  searchField,
  upsampleField,
  type PatchField,
} from './patch-field';
import { greedyPatchFill } from './greedy-fill';
import { downsampleLevel, onionPeelFill, type Level } from './pyramid';
import { SeededRandom } from './random';
import { smoothSeams } from './seam';
import { createVoteBuffers, voteBestPatch, voteHole } from './vote';
import { shrinkUnpredictableTexture } from './texture-strength';
import type { Shading } from './membrane';
import { blendTowardsMembrane } from './membrane-blend';
import { continueThinLines } from './thin-lines';

export interface CompletionOptions {
  seed: number;
  /** Patch half-size: 3 gives 7x7 patches. */
  patchRadius?: number;
  /** Search-and-vote rounds at full resolution (default 1); coarser levels get more. */
  finestIterations?: number;
  /**
   * Levels with more target patches than this skip the search: they only inherit the doubled
   * coarse matches and vote once. Bounds the time for huge holes (outpaint); default unbounded.
   */
  maxSearchedTargets?: number;
  /**
   * What to do where the surroundings do not predict the hole (default: nothing, the copy stays):
   * 'split' = membrane shading plus the copy's detail (`texture-strength.ts`; the magic eraser),
   * 'blend' = the copy blended part-way towards the membrane (`membrane-blend.ts`; watermarks).
   */
  texture?: 'split' | 'blend';
  /** Smooth fill under the split's detail (`membraneFill`); default 'harmonic'. */
  shading?: Shading;
  /** 1 where a source patch may be centred; every known patch when absent. */
  allowedSources?: Uint8Array;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

const DEFAULT_RADIUS = 3;
/** A coarser level must keep at least this many source patches to be worth searching. */
const MIN_SOURCES = 64;

/**
 * Fills the hole of an interleaved image in place by multi-scale exemplar-based completion
 * (Wexler, Shechtman & Irani 2007 with PatchMatch search, Barnes et al. 2009): coarse to fine,
 * each level alternates a nearest-neighbour field search and a vote that rebuilds the hole from
 * the matched known patches. Known pixels are never written.
 */
export function completeHole(
  image: Uint8Array,
  width: number,
  height: number,
  channels: number,
  hole: Uint8Array,
  options: CompletionOptions,
): void {
  let holeCount = 0;
  for (let i = 0; i < hole.length; i++) holeCount += hole[i];
  if (holeCount === 0) return;
  if (holeCount === hole.length) throw new RangeError('The mask covers the whole image: there is nothing to fill it from.');

  const finest: Level = { width, height, channels, image, hole, allowedSources: options.allowedSources };
  const radius = Math.min(options.patchRadius ?? DEFAULT_RADIUS, Math.floor((Math.min(width, height) - 1) / 2));
  if (radius < 1) {
    onionPeelFill(finest);
    return;
  }
  const { levels, finestDepth } = buildPyramid(finest, radius);
  const random = new SeededRandom(options.seed);
  const schedule = levels.map((level, index) => levelSchedule(index, level, options.finestIterations ?? 1));
  // Work per level ~ pixels x rounds: used only to spread progress fairly.
  const work = levels.map((level, index) => level.width * level.height * schedule[index].rounds);
  const totalWork = work.reduce((a, b) => a + b, 0);
  let doneWork = 0;

  let previous: { field: PatchField; level: Level } | undefined;
  for (let index = levels.length - 1; index >= 0; index--) {
    throwIfAborted(options.signal);
    const level = levels[index];
    const field = createPatchField(level, radius);
    if (field.sources.length === 0) {
      // Only possible at full resolution (coarser levels need MIN_SOURCES): too little is known.
      onionPeelFill(level);
      return;
    }
    const depth = index === 0 ? finestDepth : depthInHole(level);
    const holePixels = listSet(level.hole);

    if (previous) {
      upsampleField(previous.field, previous.level, field, level, random);
      if (field.targets.length > (options.maxSearchedTargets ?? Number.POSITIVE_INFINITY)) {
        // Refinement only: each hole pixel copies the pixel its doubled coarse match points at,
        // which keeps full-resolution detail at a 49th of the cost of a vote.
        copyMatchedPixels(level, field, holePixels);
        if (index === 0) smoothSeams(level, depth);
        doneWork += work[index];
        options.onProgress?.(doneWork / totalWork);
        previous = { field, level };
        continue;
      }
    }
    const buffers = createVoteBuffers(level, radius);
    if (previous) {
      // First picture of this level: the coarse matches, voted with depth weights only (at full
      // resolution a plain copy does: the search and vote that follow smooth it anyway).
      field.cost.fill(0);
      if (index === 0) copyMatchedPixels(level, field, holePixels);
      else voteHole(level, field, holePixels, depth, buffers);
    } else {
      randomizeField(field, level, random);
      greedyPatchFill(level, field, random);
    }
    refreshCosts(field, level);

    const { rounds, searchPasses, searchRadius } = schedule[index];
    for (let round = 0; round < rounds; round++) {
      throwIfAborted(options.signal);
      searchField(field, level, random, searchPasses, searchRadius);
      voteHole(level, field, holePixels, depth, buffers);
      // The very last reconstruction copies the best match instead of averaging (crisp texture),
      // then evens out any brightness step along the hole's border.
      if (index === 0 && round === rounds - 1) {
        voteBestPatch(level, field, holePixels, depth, 1.5, buffers);
        smoothSeams(level, depth);
        if (options.texture === 'split') {
          shrinkUnpredictableTexture(levels, field, holePixels, depth, buffers.chosen, options.shading ?? 'harmonic');
          continueThinLines(level);
        }
        else if (options.texture === 'blend') blendTowardsMembrane(levels, field, holePixels, depth);
      }
      if (round < rounds - 1) refreshCosts(field, level);
      doneWork += work[index] / rounds;
      options.onProgress?.(doneWork / totalWork);
    }
    previous = { field, level };
  }
}

interface LevelSchedule {
  /** Search-then-vote rounds. */
  rounds: number;
  /** PatchMatch passes per round. */
  searchPasses: number;
  /** Largest random-search window (pixels at that level). */
  searchRadius: number;
}

/**
 * Coarse levels are cheap and decide the layout, so they get many rounds and a search over the
 * whole level. Fine levels start from the doubled coarse matches, which are already close, so
 * they only refine locally: that keeps the cost proportional to the hole, not to the image.
 */
function levelSchedule(index: number, level: Level, finestRounds: number): LevelSchedule {
  const whole = Math.max(level.width, level.height);
  switch (index) {
    case 0:
      return { rounds: finestRounds, searchPasses: 1, searchRadius: 4 };
    case 1:
      return { rounds: 2, searchPasses: 1, searchRadius: Math.min(whole, 64) };
    case 2:
      return { rounds: 3, searchPasses: 1, searchRadius: whole };
    default:
      return { rounds: Math.min(8, 3 + index), searchPasses: 2, searchRadius: whole };
  }
}

/** Halves the image until the hole is about a patch thick, keeping enough known patches. */
function buildPyramid(finest: Level, radius: number): { levels: Level[]; finestDepth: Float32Array } {
  const depth = depthInHole(finest);
  let maxDepth = 0;
  for (let i = 0; i < depth.length; i++) if (depth[i] > maxDepth) maxDepth = depth[i]!;

  const levels = [finest];
  const minSide = 4 * (2 * radius + 1);
  let scaleDepth = maxDepth;
  while (scaleDepth > radius + 1) {
    const current = levels[levels.length - 1];
    if (Math.ceil(current.width / 2) < minSide || Math.ceil(current.height / 2) < minSide) break;
    const next = downsampleLevel(current);
    if (createPatchField(next, radius).sources.length < MIN_SOURCES) break;
    levels.push(next);
    scaleDepth /= 2;
  }
  return { levels, finestDepth: depth };
}

/** Distance from each hole pixel to the nearest known pixel (0 on known pixels). */
function depthInHole(level: Level): Float32Array {
  const known = new Uint8Array(level.hole.length);
  for (let i = 0; i < known.length; i++) known[i] = level.hole[i] ? 0 : 1;
  return distanceToMask(known, level.width, level.height);
}

/**
 * Each hole pixel takes the pixel its match points at: its own match when it is a patch centre,
 * otherwise (within a patch radius of the level's edge) the match of the nearest centre, shifted.
 */
function copyMatchedPixels(level: Level, field: PatchField, holePixels: Int32Array): void {
  const { width, height, channels: c, image } = level;
  const { isTarget, match, radius } = field;
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const x = p % width;
    const y = (p - x) / width;
    const cx = Math.min(Math.max(x, radius), width - 1 - radius);
    const cy = Math.min(Math.max(y, radius), height - 1 - radius);
    const centre = cy * width + cx;
    if (!isTarget[centre]) continue;
    const q = (match[centre] + (p - centre)) * c;
    for (let k = 0; k < c; k++) image[p * c + k] = image[q + k]!;
  }
}

function listSet(mask: Uint8Array): Int32Array {
  let count = 0;
  for (let i = 0; i < mask.length; i++) count += mask[i];
  const out = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) out[n++] = i;
  return out;
}
