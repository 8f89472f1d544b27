/**
 * Parts missed inside the subject's concavities on a smooth backdrop, found by local colour.
 * ISNet sometimes scores a whole part at ~0 (a wooden toy's arm between its body and the lantern
 * it holds, on a wooden table), so there is nothing to promote. Global colour models do not
 * separate the arm from the table (somewhere in the photo the table has the arm's beige), but
 * the table *near* the arm does not: what tells them apart is local. On the network's grid
 * reduced by block means:
 *
 * - fires only on a smooth backdrop: the median texture (luma standard deviation within a block,
 *   3x3 blocks averaged) of the background ring is below `maxTexture`. On grass or gravel a
 *   block's mean colour is not the ground's colour (a dark crevice passes for a dark part), and
 *   texture is the evidence there (smooth-gaps.ts, which fires on the other side of the same
 *   level);
 * - candidates are non-subject cells (p <= 0.5) inside a closing of the subject (p > 0.5) by
 *   `closeCells` (its concavities and the gaps between its parts);
 * - each candidate's colour is compared with the certain cells within `window` cells: its
 *   distance to the `neighbours`-th nearest certain subject colour (p >= 0.99) and to the
 *   `neighbours`-th nearest open background colour (p <= 0.01, outside the closing, so that the
 *   missed part itself is not taken as background). It is a candidate when the background is
 *   `ratio` times farther;
 * - runs of candidates (8-neighbours) connected to the subject, of at least `minArea` cells and
 *   with at least `minCore` cells whose 8 neighbours are candidates too (not a sliver along the
 *   outline, where a block holds both sides), are grown by `growCells` into non-subject cells;
 *   holes they close with the subject, no larger than what was chosen, are filled (a shaded
 *   stripe of the part whose colour is nearer the backdrop); all of it raised to 1. The guided
 *   refinement then places the edge on the image's.
 */
import { boxMean } from './box-filter';
import { reachFromBorder } from './border-reach';
import { blockMeans, cellsOnMap, subjectBox } from './colour-cut';
import { BACKGROUND, nearerSubject, SUBJECT, type NeighbourSettings } from './colour-neighbours';
import { blockTexture, type GapGrid } from './smooth-gaps';
import { labelRegions } from './subject-support';

interface ColourGapSettings extends NeighbourSettings {
  gridSide: number;
  closeCells: number;
  /** The backdrop counts as smooth below this median ring texture (luma 0..255). */
  maxTexture: number;
  minArea: number;
  minCore: number;
  growCells: number;
}

// Chosen on the tuning half (npm run eval, 2026-11-27); see the engine README.
const DEFAULT_COLOUR_GAPS: ColourGapSettings = { gridSide: 256, closeCells: 16, maxTexture: 4, window: 24, neighbours: 3, ratio: 2, minArea: 8, minCore: 4, growCells: 1 };

/**
 * `planes`: the network input (1x3 x side x side, x/255 - 0.5). Raises `probability` (side x side)
 * to 1 in the missed parts found, in place; returns how many pixels of it changed. `computed`:
 * the smooth-gap step's cells, passed only when that step left the map as it was.
 */
export function fillColourGaps(probability: Float32Array, planes: Float32Array, side: number, settings = DEFAULT_COLOUR_GAPS, computed?: GapGrid): number {
  const factor = Math.max(1, Math.round(side / settings.gridSide));
  const g = Math.floor(side / factor);
  // The smooth-gap step's cells of this very map, when it passes them (same grid and closing).
  const grid = computed && computed.factor === factor && computed.closeCells === settings.closeCells ? computed : gapGrid(probability, planes, side, factor, g, settings.closeCells);
  if (!grid) return 0;
  const { box, p, grown, texture } = grid;
  const { width, height } = box;
  const size = width * height;
  const subject = new Uint8Array(size);
  for (let i = 0; i < size; i++) subject[i] = p[i] > 0.5 ? 1 : 0;
  if (!smoothBackdrop(texture, p, grown, settings.maxTexture)) return 0;
  const scratch = new Float32Array(size);
  const closed = new Float32Array(size);
  boxMean(grown, closed, width, height, settings.closeCells, scratch);

  const plane = side * side;
  const colour = [0, 1, 2].map((c) => blockMeans(planes.subarray(c * plane, (c + 1) * plane), side, factor, box));
  const kind = new Uint8Array(size);
  const candidate = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const inside = closed[i] > 0.999;
    if (p[i] >= 0.99) kind[i] = SUBJECT;
    else if (p[i] <= 0.01 && !inside) kind[i] = BACKGROUND;
    candidate[i] = inside && !subject[i] ? 1 : 0;
  }
  const nearer = nearerSubject(candidate, kind, colour, width, height, settings);
  const chosen = chooseRuns(nearer, subject, width, height, settings);
  if (!chosen.some((v) => v)) return 0;
  grow(chosen, subject, width, height, settings.growCells, scratch);
  fillClosedHoles(chosen, subject, width, height);

  const up = cellsOnMap(chosen, box, g, side);
  if (!up) return 0;
  let changed = 0;
  for (let i = 0; i < probability.length; i++) {
    if (up[i] <= 0.5 || probability[i] >= 1) continue;
    probability[i] = 1;
    changed++;
  }
  return changed;
}

/** The cells of `GapGrid` (as smooth-gaps.ts computes them), or undefined when no subject has a box. */
function gapGrid(probability: Float32Array, planes: Float32Array, side: number, factor: number, g: number, closeCells: number): GapGrid | undefined {
  const box = subjectBox(probability, side, factor, g, closeCells + 2);
  if (!box) return undefined;
  const { width, height } = box;
  const size = width * height;
  const p = blockMeans(probability, side, factor, box);
  const scratch = new Float32Array(size);
  const grown = new Float32Array(size);
  for (let i = 0; i < size; i++) grown[i] = p[i] > 0.5 ? 1 : 0;
  boxMean(grown, grown, width, height, closeCells, scratch);
  for (let i = 0; i < size; i++) grown[i] = grown[i] > 0 ? 1 : 0;
  const texture = blockTexture(planes, side, factor, box);
  boxMean(texture, texture, width, height, 1, scratch);
  return { factor, closeCells, box, p, grown, texture };
}

/** Whether the background ring (p < 0.01 within the grown subject) has a median texture below `maxTexture`. */
function smoothBackdrop(texture: Float32Array, p: Float32Array, grown: Float32Array, maxTexture: number): boolean {
  const ring: number[] = [];
  for (let i = 0; i < p.length; i++) if (grown[i] && p[i] < 0.01) ring.push(texture[i]);
  if (ring.length === 0) return false;
  const sorted = Float64Array.from(ring).sort();
  return sorted[sorted.length >> 1] < maxTexture;
}

/** Runs of `nearer` cells touching the subject, large enough and with a core (not a sliver). */
function chooseRuns(nearer: Uint8Array, subject: Uint8Array, width: number, height: number, settings: ColourGapSettings): Uint8Array {
  const size = width * height;
  const joined = new Uint8Array(size);
  for (let i = 0; i < size; i++) joined[i] = subject[i] || nearer[i] ? 1 : 0;
  const withSubject = labelRegions(joined, width, height);
  const anchored = new Uint8Array(withSubject.areas.length);
  for (let i = 0; i < size; i++) if (subject[i]) anchored[withSubject.labels[i]] = 1;
  const runs = labelRegions(nearer, width, height);
  const core = new Int32Array(runs.areas.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (nearer[i] && allNeighboursSet(nearer, i, width)) core[runs.labels[i]]++;
    }
  }
  const chosen = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const run = runs.labels[i];
    if (nearer[i] && anchored[withSubject.labels[i]] && runs.areas[run] >= settings.minArea && core[run] >= settings.minCore) chosen[i] = 1;
  }
  return chosen;
}

function allNeighboursSet(mask: Uint8Array, i: number, width: number): boolean {
  for (let dy = -width; dy <= width; dy += width) {
    if (!mask[i + dy - 1] || !mask[i + dy] || !mask[i + dy + 1]) return false;
  }
  return true;
}

/** The chosen cells grown by `cells` (square) into non-subject cells: a run's edge cells hold both sides. */
function grow(chosen: Uint8Array, subject: Uint8Array, width: number, height: number, cells: number, scratch: Float32Array): void {
  if (cells <= 0) return;
  const near = Float32Array.from(chosen);
  boxMean(near, near, width, height, cells, scratch);
  for (let i = 0; i < chosen.length; i++) if (near[i] > 0 && !subject[i]) chosen[i] = 1;
}

/**
 * Holes of subject + chosen (not reached from the box's border) that touch a chosen cell and are
 * no larger than all chosen cells together, filled: inside a recovered part, not a real hole of
 * the product, which the chosen runs would have to outsize.
 */
function fillClosedHoles(chosen: Uint8Array, subject: Uint8Array, width: number, height: number): void {
  const size = width * height;
  const blocked = new Uint8Array(size);
  let chosenArea = 0;
  for (let i = 0; i < size; i++) {
    blocked[i] = subject[i] || chosen[i] ? 1 : 0;
    chosenArea += chosen[i];
  }
  const open = reachFromBorder(blocked, width, height);
  const hole = new Uint8Array(size);
  for (let i = 0; i < size; i++) hole[i] = blocked[i] || open[i] ? 0 : 1;
  const holes = labelRegions(hole, width, height);
  const touches = new Uint8Array(holes.areas.length);
  for (let i = 0; i < size; i++) {
    if (!hole[i]) continue;
    const x = i % width;
    if ((x > 0 && chosen[i - 1]) || (x < width - 1 && chosen[i + 1]) || (i >= width && chosen[i - width]) || (i < size - width && chosen[i + width])) touches[holes.labels[i]] = 1;
  }
  for (let i = 0; i < size; i++) {
    const label = holes.labels[i];
    if (hole[i] && touches[label] && holes.areas[label] <= chosenArea) chosen[i] = 1;
  }
}
