/**
 * Drops speckles of background left floating inside a closed loop. ISNet rings a loop of the
 * product (a stethoscope's earpieces over gravel) with certain subject (p >= 0.99) and fills its
 * inside at 0.5-0.99; the colour check (colour-check.ts) and the graph cut (colour-cut.ts) open
 * the parts whose colours are the background's and leave the rest (crevices between the stones,
 * coloured like the tubing) as speckles at p > 0.5.
 *
 * On the graph cut's block grid: the certain cells, closed by `closeCells` (a narrow gap, such as
 * the one between two earpieces, sealed), are the wall; a region of the other cells (4-connected)
 * that does not reach the box's border is a loop's inside. Within it, groups of cells at p > 0.5
 * that touch the wall are kept (a strut across a frame's hole, a part the network doubts); groups
 * that float free of it are background: their pixels below `sureSubject` are set to 0.
 *
 * Tried and not shipped (npm run eval): opening the whole inside, or also the groups touching the
 * wall when their mean colour is nearer the opened cells' than the wall's (with or without block
 * texture): the cement mixer's strut and second wheel went (tuning 0.9737 -> 0.9716-0.9730).
 */
import { reachFromBorder } from './border-reach';
import { boxMean } from './box-filter';
import { blockMeans, DEFAULT_COLOUR_CUT, subjectBox } from './colour-cut';

export interface EnclosedDoubtSettings {
  gridSide: number;
  sureSubject: number;
  closeCells: number;
}

export const DEFAULT_ENCLOSED_DOUBT: EnclosedDoubtSettings = {
  gridSide: DEFAULT_COLOUR_CUT.gridSide,
  sureSubject: 0.99,
  closeCells: 2,
};

/** Lowers `probability` (side x side) to 0 in floating speckles, in place; returns the pixels changed. */
export function dropFloatingSpeckles(probability: Float32Array, side: number, settings = DEFAULT_ENCLOSED_DOUBT): number {
  const factor = Math.max(1, Math.round(side / settings.gridSide));
  const g = Math.floor(side / factor);
  const box = subjectBox(probability, side, factor, g, settings.closeCells + 1);
  if (!box) return 0;
  const p = blockMeans(probability, side, factor, box);
  const { width, height } = box;
  const wall = closedWall(p, width, height, settings);
  const inside = loopInsides(wall, width, height);
  const floating = floatingGroups(p, wall, inside, width, height);
  let changed = 0;
  for (let cy = 0; cy < height; cy++) {
    for (let cx = 0; cx < width; cx++) {
      if (!floating[cy * width + cx]) continue;
      for (let dy = 0; dy < factor; dy++) {
        const row = ((box.top + cy) * factor + dy) * side + (box.left + cx) * factor;
        for (let k = row; k < row + factor; k++) {
          if (probability[k] === 0 || probability[k] >= settings.sureSubject) continue;
          probability[k] = 0;
          changed++;
        }
      }
    }
  }
  return changed;
}

/** Certain cells, dilated then eroded by `closeCells` (square windows). */
function closedWall(p: Float32Array, width: number, height: number, settings: EnclosedDoubtSettings): Uint8Array {
  const size = width * height;
  const plane = new Float32Array(size);
  const scratch = new Float32Array(size);
  for (let i = 0; i < size; i++) plane[i] = p[i] >= settings.sureSubject ? 1 : 0;
  boxMean(plane, plane, width, height, settings.closeCells, scratch);
  for (let i = 0; i < size; i++) plane[i] = plane[i] > 0 ? 0 : 1; // outside the dilation
  boxMean(plane, plane, width, height, settings.closeCells, scratch);
  const wall = new Uint8Array(size);
  for (let i = 0; i < size; i++) wall[i] = plane[i] > 0 ? 0 : 1;
  return wall;
}

/** 1 on non-wall cells not connected (4-neighbours, through non-wall cells) to the box's border. */
function loopInsides(wall: Uint8Array, width: number, height: number): Uint8Array {
  const outside = reachFromBorder(wall, width, height);
  const inside = new Uint8Array(width * height);
  for (let i = 0; i < inside.length; i++) inside[i] = wall[i] || outside[i] ? 0 : 1;
  return inside;
}

/** 1 on groups (4-connected) of inside cells at p > 0.5 none of which borders the wall. */
function floatingGroups(p: Float32Array, wall: Uint8Array, inside: Uint8Array, width: number, height: number): Uint8Array {
  const size = width * height;
  const floating = new Uint8Array(size);
  const seen = new Uint8Array(size);
  const stack: number[] = [];
  const group: number[] = [];
  for (let seed = 0; seed < size; seed++) {
    if (!inside[seed] || p[seed] <= 0.5 || seen[seed]) continue;
    group.length = 0;
    seen[seed] = 1;
    stack.push(seed);
    let touchesWall = false;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      group.push(i);
      const x = i % width;
      for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i < size - width ? i + width : -1]) {
        if (n < 0) continue;
        if (wall[n]) touchesWall = true;
        else if (inside[n] && p[n] > 0.5 && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (!touchesWall) for (const i of group) floating[i] = 1;
  }
  return floating;
}
