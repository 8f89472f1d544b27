import type { Level } from './pyramid';
import { dilateSquare } from './mask-ops';
import type { SeededRandom } from './random';

/**
 * The nearest-neighbour field of one level: for every target patch (a patch that overlaps the
 * hole) the centre of its best known source patch (a patch made only of known pixels) and the
 * sum of squared differences between the two. Centres are pixel indices y * width + x.
 */
export interface PatchField {
  radius: number;
  isTarget: Uint8Array;
  targets: Int32Array;
  isSource: Uint8Array;
  sources: Int32Array;
  match: Int32Array;
  cost: Int32Array;
}

/** Classifies centres into targets and sources; the field's matches are still unset. */
export function createPatchField(level: Level, radius: number): PatchField {
  const { width, height, allowedSources } = level;
  const nearHole = dilateSquare(level.hole, width, height, radius);
  const isTarget = new Uint8Array(width * height);
  const isSource = new Uint8Array(width * height);
  let targetCount = 0;
  let sourceCount = 0;
  // Only centres whose whole patch lies inside the level are used, so no patch needs clipping.
  for (let y = radius; y < height - radius; y++) {
    for (let x = radius; x < width - radius; x++) {
      const i = y * width + x;
      if (nearHole[i]) {
        isTarget[i] = 1;
        targetCount++;
      } else if (!allowedSources || allowedSources[i]) {
        isSource[i] = 1;
        sourceCount++;
      }
    }
  }
  const targets = new Int32Array(targetCount);
  const sources = new Int32Array(sourceCount);
  let t = 0;
  let s = 0;
  for (let i = 0; i < isTarget.length; i++) {
    if (isTarget[i]) targets[t++] = i;
    else if (isSource[i]) sources[s++] = i;
  }
  return {
    radius,
    isTarget,
    targets,
    isSource,
    sources,
    match: new Int32Array(width * height),
    cost: new Int32Array(width * height),
  };
}

/**
 * Sum of squared differences between the patches centred at `a` and `b`, over all channels.
 * Stops as soon as a row pushes the sum to `limit` or past it (the caller only needs to know the
 * candidate lost). Patch rows are contiguous in the interleaved buffer, so each row is one loop.
 */
export function patchCost(level: Level, radius: number, a: number, b: number, limit: number): number {
  const { image, width, channels } = level;
  const stride = width * channels;
  const rowLength = (2 * radius + 1) * channels;
  let pa = (a - radius * width - radius) * channels;
  let pb = (b - radius * width - radius) * channels;
  let sum = 0;
  for (let row = -radius; row <= radius; row++) {
    for (let k = 0; k < rowLength; k++) {
      const d = image[pa + k] - image[pb + k];
      sum += d * d;
    }
    if (sum >= limit) return sum;
    pa += stride;
    pb += stride;
  }
  return sum;
}

/** Recomputes every target's cost against the current pixels (they change after each vote). */
export function refreshCosts(field: PatchField, level: Level): void {
  const { targets, match, cost, radius } = field;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    cost[t] = patchCost(level, radius, t, match[t], 0x7fffffff);
  }
}

/** Gives every target a uniformly random source. */
export function randomizeField(field: PatchField, level: Level, random: SeededRandom): void {
  const { targets, sources, match } = field;
  for (let i = 0; i < targets.length; i++) match[targets[i]] = sources[random.below(sources.length)]!;
  refreshCosts(field, level);
}

/**
 * Seeds a fine field from the coarse one: the match found at a coarse pixel, doubled, keeps the
 * same offset between target and source. Matches that land on an invalid source are re-drawn.
 */
export function upsampleField(coarse: PatchField, coarseLevel: Level, fine: PatchField, fineLevel: Level, random: SeededRandom): void {
  const cw = coarseLevel.width;
  const ch = coarseLevel.height;
  const fw = fineLevel.width;
  const r = fine.radius;
  const { targets, isSource, sources, match } = fine;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    const x = t % fw;
    const y = (t - x) / fw;
    // Near the level's edge the coarse parent is not a patch centre: use the nearest centre.
    const cx = clamp(x >> 1, r, cw - 1 - r);
    const cy = clamp(y >> 1, r, ch - 1 - r);
    const c = cy * cw + cx;
    let chosen = -1;
    if (coarse.isTarget[c]) {
      const cm = coarse.match[c];
      const mx = cm % cw;
      const my = (cm - mx) / cw;
      const sx = clamp(2 * mx + (x - 2 * cx), r, fw - 1 - r);
      const sy = clamp(2 * my + (y - 2 * cy), r, fineLevel.height - 1 - r);
      const s = sy * fw + sx;
      if (isSource[s]) chosen = s;
    }
    match[t] = chosen >= 0 ? chosen : sources[random.below(sources.length)];
  }
}

/**
 * PatchMatch iterations (Barnes et al. 2009): in scan order each target tries its neighbours'
 * matches shifted by one pixel (propagation), then random sources in a window that halves
 * around its best (random search). Odd iterations scan backwards.
 */
export function searchField(field: PatchField, level: Level, random: SeededRandom, iterations: number, maxSearchRadius: number): void {
  const { targets, isTarget, isSource, match, cost, radius } = field;
  const { width, height } = level;
  const minX = radius;
  const maxX = width - 1 - radius;
  const minY = radius;
  const maxY = height - 1 - radius;
  for (let iteration = 0; iteration < iterations; iteration++) {
    const forward = iteration % 2 === 0;
    const step = forward ? 1 : -1;
    const rowStep = forward ? width : -width;
    for (let n = 0; n < targets.length; n++) {
      const t = targets[forward ? n : targets.length - 1 - n];
      let best = match[t];
      let bestCost = cost[t];

      // Propagation from the neighbour already visited in this scan, horizontally then vertically.
      const left = t - step;
      if (isTarget[left]) {
        const candidate = match[left] + step;
        if (candidate !== best && isSource[candidate]) {
          const d = patchCost(level, radius, t, candidate, bestCost);
          if (d < bestCost) {
            best = candidate;
            bestCost = d;
          }
        }
      }
      const up = t - rowStep;
      if (up >= 0 && up < isTarget.length && isTarget[up]) {
        const candidate = match[up] + rowStep;
        if (candidate !== best && candidate >= 0 && candidate < isSource.length && isSource[candidate]) {
          const d = patchCost(level, radius, t, candidate, bestCost);
          if (d < bestCost) {
            best = candidate;
            bestCost = d;
          }
        }
      }

      // Random search around the current best, the window halving each time.
      const bx = best % width;
      const by = (best - bx) / width;
      for (let w = maxSearchRadius; w >= 1; w >>= 1) {
        const x0 = Math.max(minX, bx - w);
        const x1 = Math.min(maxX, bx + w);
        const y0 = Math.max(minY, by - w);
        const y1 = Math.min(maxY, by + w);
        const candidate = (y0 + random.below(y1 - y0 + 1)) * width + x0 + random.below(x1 - x0 + 1);
        if (candidate === best || !isSource[candidate]) continue;
        const d = patchCost(level, radius, t, candidate, bestCost);
        if (d < bestCost) {
          best = candidate;
          bestCost = d;
        }
      }
      match[t] = best;
      cost[t] = bestCost;
    }
  }
}

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}
