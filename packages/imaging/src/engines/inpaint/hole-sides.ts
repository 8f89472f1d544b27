import { borderRuns } from './border-runs';
import type { BorderRuns } from './border-runs';
import { colourSide } from './colour-groups';
import { deepRuns } from './deep-runs';
import { componentPixels, distanceToMask } from './mask-ops';
import type { Level } from './pyramid';
import { diffuseSides } from './side-labels';
import { structureLines } from './structure-lines';

/** A part of the hole cut off by the structure lines must see its border this clearly on one side. */
const MIN_PURITY = 0.75;
/**
 * Parts deeper than this (pixels to the nearest known one) are not cut by the many-region step:
 * far from the border its sides are guesses, and the per-side solves grow with the depth (a
 * painted-over spoon bowl, 46 px: 3x the erase's time). Strokes are 5-15 px deep. A thin part
 * joined to a deeper one (a handle to its bowl) is cut on its own (`thinParts`).
 */
const MAX_MANY_DEPTH = 24;

/**
 * Which side of an object boundary each hole pixel lies on. `side` (level-sized): 0..k-1 for the
 * hole pixels of components cut by edges and for the known pixels of their border ring that
 * clearly belong to a side, -1 elsewhere (no edge, or a ring pixel on an edge itself).
 * `owner[p]` indexes `means` (k x channels colours per cut component) for those pixels.
 */
export interface HoleSides {
  side: Int8Array;
  owner: Int32Array;
  means: Float32Array[];
  /** 1 on the hole pixels of a deep part cut with two regions (`deepRuns`): its edge is blurred wider. */
  deep: Uint8Array;
}

/**
 * Cuts each hole component whose border runs through distinct regions (`borderRuns`) along the
 * continued edges (`structureLines`). Two regions: each part gets the side its border shows, and
 * a component whose parts do not each face one side cleanly is left uncut. Three or more (a
 * stroke across a cup, its saucer and the table): edges may end inside the hole, so each pixel
 * takes the side whose border it is most connected to, the curves acting as walls
 * (`diffuseSides`); so also two regions whose parts are not clean. Those two cases only with
 * `manyRegions` (not where the copy is kept: brick's mortar) and for parts at most MAX_MANY_DEPTH
 * deep (`depth`: each hole pixel's distance to the nearest known one); in a deeper component,
 * on its thin parts alone. Null when nothing is cut.
 */
export function holeSides(level: Level, manyRegions: boolean, depth: Float32Array): HoleSides | null {
  const { width, height, hole } = level;
  const side = new Int8Array(width * height).fill(-1);
  const owner = new Int32Array(width * height).fill(-1);
  const means: Float32Array[] = [];
  const deepCut = new Uint8Array(width * height);
  for (const whole of componentPixels(hole, width, height)) {
    let deepest = 0;
    if (manyRegions) for (const p of whole) deepest = Math.max(deepest, depth[p]);
    // Too deep for the many-region step (a spoon's bowl): the whole is tried with two regions
    // only, then each thin part attached to it (the spoon's handle) on its own, the deep part uncut.
    const deep = manyRegions && deepest > MAX_MANY_DEPTH;
    const split = deep ? thinParts(whole, depth, width, height) : null;
    const parts = split ? [whole, ...split.thin, split.core] : [whole];
    for (const component of parts) {
      const core = split !== null && component === split.core;
      const cut = cutComponent(level, component, manyRegions && !(deep && component === whole), core);
      if (!cut) continue;
      const { labels, runs } = cut;
      const index = means.length;
      means.push(runs.means);
      for (let i = 0; i < component.length; i++) {
        side[component[i]] = labels[i];
        owner[component[i]] = index;
        if (core) deepCut[component[i]] = 1;
      }
      for (let i = 0; i < runs.ring.length; i++) {
        if (runs.side[i] < 0 || owner[runs.ring[i]] >= 0) continue;
        side[runs.ring[i]] = runs.side[i];
        owner[runs.ring[i]] = index;
      }
      // The whole component was cut: its thin parts are cut with it.
      if (component === whole) break;
    }
  }
  return means.length > 0 ? { side, owner, means, deep: deepCut } : null;
}

/** Side labels of one component (or one thin part of it) and its border's runs; null when it is not cut. */
function cutComponent(level: Level, component: Int32Array, manyRegions: boolean, deep = false): { labels: Int8Array; runs: BorderRuns } | null {
  const { width, height } = level;
  const runs = deep ? deepRuns(level, component) : borderRuns(level, component, manyRegions);
  if (!runs) return null;
  let cx = 0;
  let cy = 0;
  for (const p of component) {
    cx += p % width;
    cy += Math.floor(p / width);
  }
  const centre: [number, number] = [cx / component.length, cy / component.length];
  const ringSide = new Int8Array(width * height).fill(-1);
  for (let i = 0; i < runs.ring.length; i++) ringSide[runs.ring[i]] = runs.side[i];
  let labels: Int8Array | null = null;
  if (runs.count === 2) {
    // Every crossing paired, each part labelled by its border (the two-region cut).
    const line = structureLines(level, runs.crossings, runs.between.map(() => 1), centre);
    labels = labelParts(component, line, ringSide, width, height);
  }
  if (!labels && manyRegions) {
    // Curves only between crossings that see two regions; the random walker does the rest.
    labels = diffuseSides(component, structureLines(level, runs.crossings, runs.between, centre), ringSide, runs.count, width, height);
  }
  return labels && new Set(labels).size >= 2 ? { labels, runs } : null;
}

/** Side (0..k-1) of a colour against a cut component's k means; -1 when it is between two of them. */
export function sideOfColour(image: ArrayLike<number>, o: number, c: number, means: Float32Array): number {
  return colourSide(image, o, c, means, 0.35);
}

/**
 * Labels the parts of a component left by the lines (4-connected, line pixels excluded) with the
 * majority side of the ring pixels they touch; line pixels then take the side most of their
 * labelled 4-neighbours have. Null when a part faces both sides (the lines did not separate
 * them) or when only one side is present.
 */
function labelParts(component: Int32Array, line: Uint8Array, ringSide: Int8Array, width: number, height: number): Int8Array | null {
  const index = new Map<number, number>();
  component.forEach((p, i) => index.set(p, i));
  const labels = new Int8Array(component.length).fill(-1);
  const part = new Int32Array(component.length).fill(-1);
  const votes: [number, number][] = [];
  for (let start = 0; start < component.length; start++) {
    if (part[start] >= 0 || line[component[start]]) continue;
    const id = votes.length;
    const vote: [number, number] = [0, 0];
    votes.push(vote);
    const members = [start];
    part[start] = id;
    for (let head = 0; head < members.length; head++) {
      const p = component[members[head]];
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (ringSide[q] >= 0) vote[ringSide[q]]++;
          if (dx !== 0 && dy !== 0) continue;
          const j = index.get(q);
          if (j === undefined || part[j] >= 0 || line[q]) continue;
          part[j] = id;
          members.push(j);
        }
      }
    }
  }
  const partSide = votes.map(([a, b]) => {
    const total = a + b;
    if (total === 0) return -1;
    return a >= MIN_PURITY * total ? 0 : b >= MIN_PURITY * total ? 1 : -2;
  });
  if (partSide.includes(-2) || !partSide.includes(0) || !partSide.includes(1)) return null;
  for (let i = 0; i < component.length; i++) if (part[i] >= 0) labels[i] = partSide[part[i]];
  // Line pixels and unlabelled parts: grow the labels inwards until everything has one.
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < component.length; i++) {
      if (labels[i] >= 0) continue;
      const p = component[i];
      const count = [0, 0];
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        const j = index.get(q);
        if (j !== undefined && labels[j] >= 0) count[labels[j]]++;
      }
      if (count[0] + count[1] === 0) continue;
      labels[i] = count[1] > count[0] ? 1 : 0;
      changed = true;
    }
  }
  return labels;
}

/** Thin parts smaller than this (pixels) are not cut on their own: too little border to read. */
const MIN_THIN_PART = 64;

/**
 * The parts of a component outside its deep parts: a deep part is every disc of radius
 * MAX_MANY_DEPTH around the pixels deeper than that (a morphological opening), so a stroke
 * joined to a painted-over bowl comes out as the stroke alone (its border: the stroke's own
 * ring, the bowl's left out). 8-connected; parts under MIN_THIN_PART pixels dropped.
 */
function thinParts(component: Int32Array, depth: Float32Array, width: number, height: number): { thin: Int32Array[]; core: Int32Array } {
  const core = new Uint8Array(width * height);
  for (const p of component) if (depth[p] > MAX_MANY_DEPTH) core[p] = 1;
  const fromCore = distanceToMask(core, width, height);
  const thin = new Uint8Array(width * height);
  const rest: number[] = [];
  for (const p of component) {
    if (fromCore[p] > MAX_MANY_DEPTH + 1) thin[p] = 1;
    else rest.push(p);
  }
  return { thin: componentPixels(thin, width, height).filter((part) => part.length >= MIN_THIN_PART), core: Int32Array.from(rest) };
}
