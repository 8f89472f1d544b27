import type { HoleSides } from './hole-sides';
import { distanceToMask, growBox, maskBox } from './mask-ops';
import { MIXED_BIHARMONIC, type Shading } from './membrane';
import type { Level } from './pyramid';
import { ringWithoutFringe } from './ring-fringe';

const OMEGA = 1.7;
const BIHARMONIC_OMEGA = 1.5;
const SETTLED = 0.02;
/** `kind` of a cut hole pixel of side s: HOLE + s (known pixels of side s: s). */
const HOLE = 8;
/** The sweeps' span is at most this many times the hole's depth (discs: their box, unchanged). */
const SPAN_PER_DEPTH = 4;
/** Membrane sweeps and over-relaxation of a deep part's pixels (near SOR's optimum for a 90 px disc). */
const DEEP_SWEEPS = 300;
const DEEP_OMEGA = 1.9;

/** Smooth shading of the cut hole pixels, per side; `has[p]` = 1 where `values` holds one (window coordinates). */
export interface SideShading {
  x0: number;
  y0: number;
  width: number;
  height: number;
  values: Float32Array;
  has: Uint8Array;
}

/**
 * The smooth fill of the hole pixels that `holeSides` cut, solved separately on each side: a hole
 * pixel's stencil only takes neighbours of its own side (hole pixels of that side, and border
 * pixels that clearly belong to it), so the edge acts as a wall (a free boundary) instead of
 * being blurred across: the cup's white does not bleed into the saucer's red. The membrane
 * (harmonic) first, then for 'mixed' / 'biharmonic' thin-plate sweeps where the whole 13-point
 * stencil lies on the pixel's side (harmonic steps next to the wall), mixed by `share` (a
 * full-resolution map; MIXED_BIHARMONIC when absent). Full resolution.
 */
export function sideShading(level: Level, sides: HoleSides, shading: Shading, share?: Float32Array): SideShading | null {
  const { width: fullWidth, height: fullHeight, channels: c, image, hole } = level;
  const cut = new Uint8Array(fullWidth * fullHeight);
  for (let p = 0; p < cut.length; p++) cut[p] = hole[p] && sides.side[p] >= 0 ? 1 : 0;
  const box = maskBox(cut, fullWidth, fullHeight);
  if (!box) return null;
  const { x: x0, y: y0, width, height } = growBox(box, 2, fullWidth, fullHeight);
  const values = new Float32Array(width * height * c);
  // -1 unusable, s known pixel of side s, HOLE + s cut hole pixel of side s.
  const kind = new Int8Array(width * height).fill(-1);
  const holeList: number[] = [];
  const fringe = ringWithoutFringe(level, sides);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = y * width + x;
      const p = (y0 + y) * fullWidth + x0 + x;
      const v = fringe.get(p);
      for (let k = 0; k < c; k++) values[w * c + k] = v ? v[k] : image[p * c + k];
      const s = sides.side[p];
      if (s < 0) continue;
      if (hole[p]) {
        kind[w] = HOLE + s;
        holeList.push(w);
      } else kind[w] = s;
    }
  }
  const holePixels = Int32Array.from(holeList);
  const has = peel(values, kind, width, height, c, holePixels);
  // Sweeps follow the distance the border's values must travel: the box for a disc, the
  // thickness for a long stroke (its far ends do not need to meet). Uncut hole pixels count as
  // border here: a handle cut on its own ends at its uncut bowl (a free edge), not 40 px deeper.
  const known = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) known[y * width + x] = cut[(y0 + y) * fullWidth + x0 + x] ? 0 : 1;
  const depth = distanceToMask(known, width, height);
  const isDeep = (w: number) => sides.deep[(y0 + Math.floor(w / width)) * fullWidth + x0 + (w % width)] === 1;
  // A deep part's pixels (`HoleSides.deep`: a painted-over bowl) do not set the sweeps' span: its
  // membrane uses a stronger over-relaxation instead and it gets no thin-plate sweeps (their count
  // would follow its depth: 2-3x the erase's time).
  let deepest = 0;
  let anyDeep = false;
  for (const w of holePixels) {
    if (isDeep(w)) anyDeep = true;
    else deepest = Math.max(deepest, depth[w]);
  }
  const extent = Math.min(Math.max(box.width, box.height), Math.ceil(SPAN_PER_DEPTH * deepest));
  const sweeps = Math.min(1500, 6 * extent + 60);
  if (anyDeep) relaxHarmonic(values, kind, width, height, c, holePixels, Math.max(sweeps, DEEP_SWEEPS), DEEP_OMEGA);
  else relaxHarmonic(values, kind, width, height, c, holePixels, sweeps, OMEGA);
  if (shading !== 'harmonic') {
    const harmonic = values.slice();
    relaxThinPlate(values, kind, width, height, c, anyDeep ? holePixels.filter((w) => !isDeep(w)) : holePixels, Math.min(800, 8 * extent + 40));
    if (shading === 'mixed') {
      for (let w = 0; w < width * height; w++) {
        const s = share ? share[(y0 + Math.floor(w / width)) * fullWidth + x0 + (w % width)] : MIXED_BIHARMONIC;
        for (let k = 0; k < c; k++) values[w * c + k] = s * values[w * c + k] + (1 - s) * harmonic[w * c + k];
      }
    }
  }
  softenEdge(values, kind, width, height, c, holePixels);
  if (anyDeep) softenDeepEdge(values, kind, width, height, c, holePixels, isDeep);
  return { x0, y0, width, height, values, has };
}

/**
 * The per-side solutions meet in a one-pixel step; a photo's edge is a few pixels of blur (the
 * lens, the JPEG). Hole pixels touching the other side take their 3x3 mean, once.
 */
function softenEdge(values: Float32Array, kind: Int8Array, width: number, height: number, c: number, holePixels: Int32Array): void {
  const edge: number[] = [];
  for (const w of holePixels) {
    if (kind[w] < HOLE) continue;
    const x = w % width;
    const y = (w - x) / width;
    if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) continue;
    const s = kind[w] - HOLE;
    if ([w - 1, w + 1, w - width, w + width].some((q) => kind[q] >= 0 && !sameSide(kind, q, s))) edge.push(w);
  }
  const out = new Float32Array(edge.length * c);
  edge.forEach((w, i) => {
    for (let k = 0; k < c; k++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += values[(w + dy * width + dx) * c + k];
      out[i * c + k] = sum / 9;
    }
  });
  edge.forEach((w, i) => {
    for (let k = 0; k < c; k++) values[w * c + k] = out[i * c + k];
  });
}

/** Half-width of the blur across a deep part's edge (a shadow's edge, not an object's). */
const DEEP_SOFT = 4;

/**
 * A deep part's two sides (a painted-over spoon bowl: the cup's shadow and the lit saucer) are
 * guessed far from the border, and what divides them there is usually soft (a shadow): the hole
 * pixels within DEEP_SOFT of the other side take the mean of their (2 DEEP_SOFT + 1)^2 window.
 */
function softenDeepEdge(values: Float32Array, kind: Int8Array, width: number, height: number, c: number, holePixels: Int32Array, deep: (w: number) => boolean): void {
  if (DEEP_SOFT <= 0) return;
  const r = DEEP_SOFT;
  const edge: number[] = [];
  for (const w of holePixels) {
    if (kind[w] < HOLE || !deep(w)) continue;
    const x = w % width;
    const y = (w - x) / width;
    const s = kind[w] - HOLE;
    let near = false;
    for (let dy = -r; dy <= r && !near; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (kind[q] >= HOLE && !sameSide(kind, q, s)) {
          near = true;
          break;
        }
      }
    }
    if (near) edge.push(w);
  }
  const out = new Float32Array(edge.length * c);
  edge.forEach((w, i) => {
    const x = w % width;
    const y = (w - x) / width;
    let n = 0;
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || kind[ny * width + nx] < HOLE) continue;
        n++;
        for (let k = 0; k < c; k++) out[i * c + k] += values[(ny * width + nx) * c + k];
      }
    }
    for (let k = 0; k < c; k++) out[i * c + k] /= n;
  });
  edge.forEach((w, i) => {
    for (let k = 0; k < c; k++) values[w * c + k] = out[i * c + k];
  });
}

/** Same side: a known pixel of side s (kind s) or a cut hole pixel of side s (kind HOLE + s). */
function sameSide(kind: Int8Array, w: number, s: number): boolean {
  const v = kind[w];
  return v === s || v === s + HOLE;
}

/** Rings from the border inwards, each pixel the mean of its already-set same-side neighbours. */
function peel(values: Float32Array, kind: Int8Array, width: number, height: number, c: number, holePixels: Int32Array): Uint8Array {
  const set = new Uint8Array(width * height);
  for (let w = 0; w < set.length; w++) if (kind[w] >= 0 && kind[w] < HOLE) set[w] = 1;
  let pending = Array.from(holePixels);
  const sums = new Float64Array(c);
  while (pending.length > 0) {
    const ring: number[] = [];
    const rest: number[] = [];
    for (const w of pending) {
      const s = kind[w] - HOLE;
      const x = w % width;
      const y = (w - x) / width;
      let n = 0;
      sums.fill(0);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (!set[q] || !sameSide(kind, q, s)) continue;
          for (let k = 0; k < c; k++) sums[k] += values[q * c + k];
          n++;
        }
      }
      if (n === 0) rest.push(w);
      else {
        for (let k = 0; k < c; k++) values[w * c + k] = sums[k] / n;
        ring.push(w);
      }
    }
    if (ring.length === 0) break;
    for (const w of ring) set[w] = 1;
    pending = rest;
  }
  // Pixels no same-side border reaches have no shading of their own.
  for (const w of pending) kind[w] = -1;
  const has = new Uint8Array(width * height);
  for (const w of holePixels) if (kind[w] >= HOLE) has[w] = 1;
  return has;
}

/** Per pixel of `pixels`, its same-side 4-neighbours (window indices, -1 where none), four each. */
function sameSideNeighbours(kind: Int8Array, width: number, height: number, pixels: ArrayLike<number>): Int32Array {
  const out = new Int32Array(4 * pixels.length).fill(-1);
  for (let i = 0; i < pixels.length; i++) {
    const w = pixels[i];
    const s = kind[w] - HOLE;
    const x = w % width;
    const y = (w - x) / width;
    if (x > 0 && sameSide(kind, w - 1, s)) out[4 * i] = w - 1;
    if (x < width - 1 && sameSide(kind, w + 1, s)) out[4 * i + 1] = w + 1;
    if (y > 0 && sameSide(kind, w - width, s)) out[4 * i + 2] = w - width;
    if (y < height - 1 && sameSide(kind, w + width, s)) out[4 * i + 3] = w + width;
  }
  return out;
}

function relaxHarmonic(values: Float32Array, kind: Int8Array, width: number, height: number, c: number, holePixels: Int32Array, sweeps: number, omega: number): void {
  const pixels = holePixels.filter((w) => kind[w] >= HOLE);
  const neighbours = sameSideNeighbours(kind, width, height, pixels);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    if (harmonicSweep(values, c, pixels, neighbours, omega) < SETTLED) return;
  }
}

/** One over-relaxed harmonic update of each pixel from its same-side 4-neighbours; returns the largest step. */
function harmonicSweep(values: Float32Array, c: number, pixels: Int32Array, neighbours: Int32Array, omega: number): number {
  let largest = 0;
  for (let i = 0; i < pixels.length; i++) {
    let n = 0;
    for (let j = 4 * i; j < 4 * i + 4; j++) if (neighbours[j] >= 0) n++;
    if (n === 0) continue;
    const w = pixels[i];
    for (let k = 0; k < c; k++) {
      let sum = 0;
      for (let j = 4 * i; j < 4 * i + 4; j++) if (neighbours[j] >= 0) sum += values[neighbours[j] * c + k];
      const step = omega * (sum / n - values[w * c + k]);
      values[w * c + k] += step;
      if (step > largest) largest = step;
      else if (-step > largest) largest = -step;
    }
  }
  return largest;
}

/** Thin-plate sweeps where the 13-point stencil stays on the pixel's side; harmonic steps elsewhere. */
function relaxThinPlate(values: Float32Array, kind: Int8Array, width: number, height: number, c: number, holePixels: Int32Array, sweeps: number): void {
  const full: number[] = [];
  const partial: number[] = [];
  const stencil = [-1, 1, -width, width, -width - 1, -width + 1, width - 1, width + 1, -2, 2, -2 * width, 2 * width];
  for (const w of holePixels) {
    if (kind[w] < HOLE) continue;
    const x = w % width;
    const y = (w - x) / width;
    const inside = x >= 2 && y >= 2 && x < width - 2 && y < height - 2;
    if (inside && stencil.every((d) => sameSide(kind, w + d, kind[w] - HOLE))) full.push(w);
    else partial.push(w);
  }
  const row = width * c;
  const partialPixels = Int32Array.from(partial);
  const partialNeighbours = sameSideNeighbours(kind, width, height, partialPixels);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (const w of full) {
      for (let k = 0; k < c; k++) {
        const j = w * c + k;
        const near = values[j - c] + values[j + c] + values[j - row] + values[j + row];
        const diagonal = values[j - row - c] + values[j - row + c] + values[j + row - c] + values[j + row + c];
        const far = values[j - 2 * c] + values[j + 2 * c] + values[j - 2 * row] + values[j + 2 * row];
        values[j] += BIHARMONIC_OMEGA * ((8 * near - 2 * diagonal - far) / 20 - values[j]);
      }
    }
    harmonicSweep(values, c, partialPixels, partialNeighbours, 1);
  }
}
