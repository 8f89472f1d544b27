/**
 * Re-opens background the network filled inside the subject, by a GrabCut-style graph cut
 * (Boykov & Jolly 2001; Rother et al. 2004) seeded by the network's confident trimap. ISNet fills
 * a loop of the product (a trumpet's tubing over a red flag, a stethoscope's earpieces over
 * gravel) at a high score; the per-pixel colour check (colour-check.ts) opens only what is clearly
 * not the product's colour. Here the whole band around the subject is decided at once: global
 * colour models of each side, the network's own score and a contrast-sensitive smoothness term.
 *
 * On the network's square grid reduced to about `gridSide` by block means, within the box of the
 * subject grown by `bandFraction` of the side:
 * - p >= `sureSubject` is subject and fixed; p <= `sureBackground` farther than the band from any
 *   p > 0.5 is background and fixed; both give the colour models (3D histograms), the subject's
 *   only from its certain cells within `rimCells` of open background (its outline: a filled
 *   loop's inside is certain too, and would teach the model the background's colours);
 * - every other pixel pays, to be subject, -(log P(c|subject)/P(c|background), clamped to
 *   +-`colourClamp`) - `networkWeight` * logit(p) (p clamped to [eps, 1 - eps]);
 * - neighbours on different sides pay `smoothness` * exp(-beta |dI|^2).
 * Only removals are applied, and only holes: a region the cut calls background where p > 0.5,
 * of which at most 1 - `minEnclosure` of the outer border is background reachable from outside
 * (the inside of a loop, not the outline or a whole part such as a flame), and whose core (after
 * an erosion of 1 grid pixel) has at least `minArea` pixels. There p is set to 0.
 *
 * Tried and not shipped (npm run eval): letting the cut add subject (a wheel, a toy's arm: their
 * colours are ambiguous against grass or a wooden table; no setting gave a stable gain), removals at the open outline (took a candle's flame away), re-estimating the
 * colour models from the cut (GrabCut iterations; candle 0.82 -> 0.61).
 */
import { boundsAbove, boxMean, type PlaneBox } from './box-filter';
import { colourBins, colourModels, pairwiseWeights } from './colour-models';
import { createGridGraph, minCut } from './max-flow';
import { openBackground, outlineRim } from './outline-rim';
import { resizePlane } from './resample';
import { labelRegions } from './subject-support';

export interface ColourCutSettings {
  gridSide: number;
  sureSubject: number;
  sureBackground: number;
  /** Undecided band around the subject, as a fraction of the grid side. */
  bandFraction: number;
  colourClamp: number;
  networkWeight: number;
  networkEpsilon: number;
  smoothness: number;
  levels: number;
  minEnclosure: number;
  minArea: number;
  /** Certain cells within this many cells of open background give the subject's colour model. */
  rimCells: number;
}

// Chosen on the tuning half of npm run eval (2026-11-26); see the engine README.
export const DEFAULT_COLOUR_CUT: ColourCutSettings = {
  gridSide: 256,
  sureSubject: 0.99,
  sureBackground: 0.01,
  bandFraction: 1 / 32,
  colourClamp: 6,
  networkWeight: 0.5,
  networkEpsilon: 0.01,
  smoothness: 3,
  levels: 16,
  minEnclosure: 0.75,
  minArea: 20,
  rimCells: 2,
};

const FIXED = 1e9;

/**
 * `planes`: the network input (1x3 x side x side, x/255 - 0.5). Lowers `probability` (side x side)
 * to 0 in re-opened holes, in place; returns how many pixels of it changed.
 */
export function reopenHolesByGraphCut(probability: Float32Array, planes: Float32Array, side: number, settings = DEFAULT_COLOUR_CUT): number {
  // Block means (not a filtered resize): the grid is an exact fraction of the network's, and
  // this step must stay cheap next to one network run.
  const factor = Math.max(1, Math.round(side / settings.gridSide));
  const g = Math.floor(side / factor);
  const band = Math.max(1, Math.round(g * settings.bandFraction));
  const box = subjectBox(probability, side, factor, g, band + 1);
  if (!box) return 0;
  const plane = side * side;
  const p = blockMeans(probability, side, factor, box);
  const colour = [0, 1, 2].map((c) => blockMeans(planes.subarray(c * plane, (c + 1) * plane), side, factor, box));
  const { width, height } = box;
  const size = width * height;

  const bin = colourBins(colour, settings.levels);
  // The subject's colours from its outline only: a loop's filled inside is scored as certain as
  // the product and would teach the model the background's colours (outline-rim.ts). Fixed
  // subject is still every certain cell.
  const rim = outlineRim(p, width, height, settings.rimCells);
  const seeds = new Int8Array(size).fill(-1);
  for (let i = 0; i < size; i++) {
    if (p[i] >= settings.sureSubject) seeds[i] = rim[i] ? 1 : -1;
    else if (p[i] <= settings.sureBackground) seeds[i] = 0;
  }
  const models = colourModels(bin, seeds, settings.levels);
  if (!models) return 0;
  const near = new Float32Array(size);
  for (let i = 0; i < size; i++) near[i] = p[i] > 0.5 ? 1 : 0;
  boxMean(near, near, width, height, band, new Float32Array(size));

  const graph = createGridGraph(width, height);
  graph.capacity.set(pairwiseWeights(colour, width, height, settings.smoothness));
  const eps = settings.networkEpsilon;
  for (let i = 0; i < size; i++) {
    if (p[i] >= settings.sureSubject) graph.terminal[i] = FIXED;
    else if (p[i] <= settings.sureBackground && near[i] === 0) graph.terminal[i] = -FIXED;
    else {
      const llr = Math.log(models.subject[bin[i]] / models.background[bin[i]]);
      const q = Math.min(1 - eps, Math.max(eps, p[i]));
      graph.terminal[i] = Math.max(-settings.colourClamp, Math.min(settings.colourClamp, llr)) + settings.networkWeight * Math.log(q / (1 - q));
    }
  }
  const labels = minCut(graph);

  const removal = new Uint8Array(size);
  for (let i = 0; i < size; i++) removal[i] = labels[i] === 0 && p[i] > 0.5 ? 1 : 0;
  keepEnclosed(removal, p, width, height, settings.minEnclosure);
  keepLarge(removal, width, height, settings.minArea);

  const up = cellsOnMap(removal, box, g, side);
  if (!up) return 0;
  let changed = 0;
  for (let i = 0; i < probability.length; i++) {
    if (up[i] <= 0.5 || probability[i] === 0) continue;
    probability[i] = 0;
    changed++;
  }
  return changed;
}

/** Box (in grid cells) of p > 0.5 on the side x side map, grown by `margin`, clipped to the g x g grid. */
export function subjectBox(probability: Float32Array, side: number, factor: number, g: number, margin: number): PlaneBox | undefined {
  const bounds = boundsAbove(probability, side, side, 0.5);
  if (!bounds) return undefined;
  const { left, right, top, bottom } = bounds;
  const cellLeft = Math.max(0, Math.floor(left / factor) - margin);
  const cellTop = Math.max(0, Math.floor(top / factor) - margin);
  const cellRight = Math.min(g, Math.floor(right / factor) + 1 + margin);
  const cellBottom = Math.min(g, Math.floor(bottom / factor) + 1 + margin);
  return { left: cellLeft, top: cellTop, width: cellRight - cellLeft, height: cellBottom - cellTop };
}

/**
 * The cells of `box` set in `cells` (box-sized), placed on the g x g grid and enlarged to the
 * side x side map; undefined when none is set.
 */
export function cellsOnMap(cells: ArrayLike<number>, box: PlaneBox, g: number, side: number): Float32Array | undefined {
  const change = new Float32Array(g * g);
  let any = false;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      if (!cells[y * box.width + x]) continue;
      change[(box.top + y) * g + box.left + x] = 1;
      any = true;
    }
  }
  return any ? resizePlane(change, g, g, side, side) : undefined;
}

/** Means of factor x factor blocks of a side x side plane, over the cells of `box`. */
export function blockMeans(values: Float32Array, side: number, factor: number, box: PlaneBox): Float32Array {
  const out = new Float32Array(box.width * box.height);
  const scale = 1 / (factor * factor);
  for (let cy = 0; cy < box.height; cy++) {
    const y0 = (box.top + cy) * factor;
    for (let dy = 0; dy < factor; dy++) {
      const row = (y0 + dy) * side;
      for (let cx = 0; cx < box.width; cx++) {
        const x0 = row + (box.left + cx) * factor;
        let sum = 0;
        for (let dx = 0; dx < factor; dx++) sum += values[x0 + dx];
        out[cy * box.width + cx] += sum * scale;
      }
    }
  }
  return out;
}

/**
 * Keeps the removal regions (4-connected) that are holes of the subject: at most
 * (1 - minEnclosure) of their outer border is background (p <= 0.5) reachable from the box's
 * border. The rest (the outline, a whole part) is cleared.
 */
function keepEnclosed(removal: Uint8Array, p: Float32Array, width: number, height: number, minEnclosure: number): void {
  const size = width * height;
  const open = openBackground(p, width, height);
  const stack: number[] = [];
  const seen = new Uint8Array(size);
  const members: number[] = [];
  for (let seed = 0; seed < size; seed++) {
    if (!removal[seed] || seen[seed]) continue;
    members.length = 0;
    seen[seed] = 1;
    stack.push(seed);
    let border = 0;
    let openBorder = 0;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      members.push(i);
      const x = i % width;
      for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i < size - width ? i + width : -1]) {
        if (n < 0) continue;
        if (removal[n]) {
          if (!seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
          continue;
        }
        border++;
        if (open[n]) openBorder++;
      }
    }
    if (openBorder > border * (1 - minEnclosure)) for (const i of members) removal[i] = 0;
  }
}

/** Clears regions (8-connected) whose core, eroded by one pixel, has fewer than `minArea` pixels. */
function keepLarge(removal: Uint8Array, width: number, height: number, minArea: number): void {
  const size = width * height;
  const eroded = Float32Array.from(removal);
  boxMean(eroded, eroded, width, height, 1, new Float32Array(size));
  const { labels, areas } = labelRegions(removal, width, height);
  const coreArea = new Int32Array(areas.length);
  for (let i = 0; i < size; i++) if (eroded[i] > 0.999) coreArea[labels[i]]++;
  for (let i = 0; i < size; i++) if (removal[i] && coreArea[labels[i]] < minArea) removal[i] = 0;
}
