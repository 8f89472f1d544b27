/**
 * The colour test of the colour-gap step (colour-gaps.ts): for each candidate cell, the k-th
 * nearest colour (RGB, squared distance) among the certain subject cells and among the open
 * background cells within a square window. Exact; the cells are grouped in 8x8 tiles with their
 * colours' bounding boxes so that most far tiles are skipped, and only the cells some window
 * reaches are grouped (the candidates are few, in the subject's concavities).
 */
import { boundsAbove } from './box-filter';

/** Cell kinds in `kind`: 0 takes no part, SUBJECT and BACKGROUND give colours. */
export const SUBJECT = 1;
export const BACKGROUND = 2;

export interface NeighbourSettings {
  /** Half side, in cells, of the window the certain colours are taken from. */
  window: number;
  /** Distances to the k-th nearest colour of each side (robust to a stray cell). */
  neighbours: number;
  /** The background must be this many times farther than the subject. */
  ratio: number;
}

/**
 * The candidates whose colour is `ratio` times nearer the certain subject's than the open
 * background's, both taken within the window (k-th nearest, squared distances kept sorted).
 * Exact, but the certain cells are grouped in tiles with their colour's bounding box: a tile
 * whose box is farther than the k-th nearest found so far is skipped.
 */
export function nearerSubject(candidate: Uint8Array, kind: Uint8Array, colour: Float32Array[], width: number, height: number, settings: NeighbourSettings): Uint8Array {
  const k = settings.neighbours;
  const radius = settings.window;
  // Only cells within some candidate's window are ever read: the tiles hold those alone.
  const reach = windowsReach(candidate, width, height, radius);
  if (!reach) return new Uint8Array(candidate.length);
  const tiles = sampleTiles(kind, colour, width, height, reach);
  const nearest = [new Float64Array(k), new Float64Array(k)];
  const ratio2 = settings.ratio * settings.ratio;
  const out = new Uint8Array(candidate.length);
  const here = new Float32Array(3);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!candidate[i]) continue;
      for (let c = 0; c < 3; c++) here[c] = colour[c][i];
      const window = { left: Math.max(0, x - radius), right: Math.min(width - 1, x + radius), top, bottom };
      nearest[1].fill(Infinity);
      nearestInWindow(tiles, 1, here, window, colour, nearest[1]);
      const toBackground = nearest[1][k - 1];
      if (toBackground === Infinity) continue;
      // Subject colours no nearer than this cannot make the cell pass: they start as found, so
      // that the tiles beyond it are skipped (the decision is the same as with a full search).
      const limit = toBackground / ratio2;
      nearest[0].fill(limit);
      nearestInWindow(tiles, 0, here, window, colour, nearest[0]);
      if (nearest[0][k - 1] < limit) out[i] = 1;
    }
  }
  return out;
}

const TILE = 8;

interface SampleTiles {
  across: number;
  /** Per side: the cells of each tile (tile t's are items[start[t]..start[t + 1]]). */
  start: Int32Array[];
  items: Int32Array[];
  /** Per side, per tile: min r, g, b then max r, g, b of its cells' colours. */
  bounds: Float32Array[];
  /** Each cell's column and row. */
  x: Int32Array;
  y: Int32Array;
  /** Scratch for one window's tiles, in order of colour distance. */
  order: Int32Array;
  bound: Float64Array;
}

interface Region {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The candidates' bounding box grown by `radius` and clamped to the grid (inclusive), or undefined without candidates. */
function windowsReach(candidate: Uint8Array, width: number, height: number, radius: number): Region | undefined {
  const bounds = boundsAbove(candidate, width, height, 0);
  if (!bounds) return undefined;
  return { left: Math.max(0, bounds.left - radius), right: Math.min(width - 1, bounds.right + radius), top: Math.max(0, bounds.top - radius), bottom: Math.min(height - 1, bounds.bottom + radius) };
}

/**
 * The certain cells of each side within `region` grouped by TILE x TILE tile (of the whole grid),
 * with their colours' bounding boxes.
 */
function sampleTiles(kind: Uint8Array, colour: Float32Array[], width: number, height: number, region: Region): SampleTiles {
  const across = Math.ceil(width / TILE);
  const count = across * Math.ceil(height / TILE);
  const start = [new Int32Array(count + 1), new Int32Array(count + 1)];
  const bounds = [new Float32Array(count * 6), new Float32Array(count * 6)];
  for (const box of bounds) {
    for (let t = 0; t < count; t++) {
      box.fill(Infinity, t * 6, t * 6 + 3);
      box.fill(-Infinity, t * 6 + 3, t * 6 + 6);
    }
  }
  const x = new Int32Array(kind.length);
  const y = new Int32Array(kind.length);
  const tile = new Int32Array(kind.length);
  for (let row = region.top; row <= region.bottom; row++) {
    const tileRow = ((row / TILE) | 0) * across;
    for (let column = region.left; column <= region.right; column++) {
      const i = row * width + column;
      if (kind[i] === 0) continue;
      const t = tileRow + ((column / TILE) | 0);
      x[i] = column;
      y[i] = row;
      tile[i] = t;
      const box = bounds[kind[i] - 1];
      start[kind[i] - 1][t + 1]++;
      for (let c = 0; c < 3; c++) {
        const value = colour[c][i];
        if (value < box[t * 6 + c]) box[t * 6 + c] = value;
        if (value > box[t * 6 + 3 + c]) box[t * 6 + 3 + c] = value;
      }
    }
  }
  const items = start.map((offsets) => {
    for (let t = 0; t < count; t++) offsets[t + 1] += offsets[t];
    return new Int32Array(offsets[count]);
  });
  const fill = start.map((offsets) => offsets.slice(0, count));
  for (let row = region.top; row <= region.bottom; row++) {
    for (let column = region.left; column <= region.right; column++) {
      const i = row * width + column;
      if (kind[i] === 0) continue;
      items[kind[i] - 1][fill[kind[i] - 1][tile[i]]++] = i;
    }
  }
  return { across, start, items, bounds, x, y, order: new Int32Array(count), bound: new Float64Array(count) };
}

/**
 * Inserts into `nearest` the squared colour distances of `side`'s cells within the window,
 * skipping the tiles whose colour box is no nearer than the k-th distance found so far.
 */
function nearestInWindow(tiles: SampleTiles, side: number, here: Float32Array, window: { left: number; right: number; top: number; bottom: number }, colour: Float32Array[], nearest: Float64Array): void {
  const [red, green, blue] = colour;
  const start = tiles.start[side];
  const items = tiles.items[side];
  const box = tiles.bounds[side];
  const order = tiles.order;
  const bound = tiles.bound;
  let count = 0;
  for (let ty = Math.floor(window.top / TILE); ty <= Math.floor(window.bottom / TILE); ty++) {
    for (let tx = Math.floor(window.left / TILE); tx <= Math.floor(window.right / TILE); tx++) {
      const t = ty * tiles.across + tx;
      if (start[t] === start[t + 1]) continue;
      let distance = 0;
      for (let c = 0; c < 3; c++) {
        const gap = Math.max(0, box[t * 6 + c] - here[c], here[c] - box[t * 6 + 3 + c]);
        distance += gap * gap;
      }
      bound[count] = distance;
      order[count++] = t;
    }
  }
  // The tile nearest in colour first: its cells make the k-th distance small, so that most of
  // the other tiles are skipped by their box alone.
  let best = 0;
  for (let o = 1; o < count; o++) if (bound[o] < bound[best]) best = o;
  const last = nearest.length - 1;
  for (let o = -1; o < count; o++) {
    if (o === best) continue;
    const which = o < 0 ? best : o;
    if (bound[which] >= nearest[last]) continue;
    const t = order[which];
    for (let n = start[t]; n < start[t + 1]; n++) {
      const j = items[n];
      const x = tiles.x[j];
      const y = tiles.y[j];
      if (x < window.left || x > window.right || y < window.top || y > window.bottom) continue;
      const dr = red[j] - here[0];
      const dg = green[j] - here[1];
      const db = blue[j] - here[2];
      insertSorted(nearest, dr * dr + dg * dg + db * db);
    }
  }
}

/** Keeps the k smallest values seen in `sorted` (ascending). */
function insertSorted(sorted: Float64Array, value: number): void {
  let m = sorted.length - 1;
  if (value >= sorted[m]) return;
  while (m > 0 && sorted[m - 1] > value) {
    sorted[m] = sorted[m - 1];
    m--;
  }
  sorted[m] = value;
}
