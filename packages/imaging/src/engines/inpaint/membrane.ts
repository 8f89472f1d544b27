import type { Level } from './pyramid';
import { growBox, maskBox } from './mask-ops';
import { relaxBiharmonic } from './biharmonic';

/** Over-relaxation factor of the Gauss-Seidel sweeps. */
const OMEGA = 1.7;
/**
 * Most sweeps at each finer level: it starts from the coarser solution. A fixed 6 left the fill
 * 0.1-0.3 dB short of a converged one on the real-photo set; now sweeps stop once no value moves
 * by more than SETTLED grey levels (within 0.01 dB of converged).
 */
const FINE_SWEEPS = 60;
const SETTLED = 0.05;
/** Holes up to this many pixels get their membrane at full resolution (cheap at that size). */
const FULL_RESOLUTION_LIMIT = 16384;

/**
 * Smooth fill: 'harmonic' (membrane, Laplace), 'biharmonic' (thin plate: continues the border's
 * gradients) or 'mixed' (a share of the thin plate, per pixel from a map or MIXED_BIHARMONIC,
 * plus the rest of the membrane).
 */
export type Shading = 'harmonic' | 'biharmonic' | 'mixed';

/**
 * Thin-plate sweeps per finer level (from the membrane started at the coarser answer). Gauss-Seidel
 * converges slowly on the biharmonic equation, so this is a partial relaxation: on the tuning
 * photos 60 sweeps gave 0.05 dB less, and 1500 (near converged) helped coffee and astronaut but
 * cost grass 0.1 dB (it carries the grass's noisy border gradients further in).
 */
const BIHARMONIC_SWEEPS = 120;
/**
 * Share of the thin plate in the 'mixed' fill, chosen on the tuning photos: the thin plate alone
 * gains up to 0.6 dB on smooth shading (coffee) but loses 0.3 dB on grass and fur, whose noisy
 * border gradients it carries into the hole; 0.3 left no tuning photo worse than the membrane.
 * Now the fallback where the share cannot be judged per hole part (`shading-share.ts`).
 */
export const MIXED_BIHARMONIC = 0.3;

/** Float pixels of a window of a level (interleaved, `channels` per pixel). */
export interface MembraneWindow {
  x0: number;
  y0: number;
  width: number;
  height: number;
  values: Float32Array;
}

/** A membrane fill solved at a coarser level, read back at full resolution by `sampleMembrane`. */
export interface Membrane {
  window: MembraneWindow;
  /** Size ratio between the finest level and the level solved (1 or 2). */
  scale: number;
  channels: number;
}

/**
 * Membrane (harmonic) fill of the finest level's hole: the smoothest interpolation of the hole's
 * border, i.e. the least-squares guess where nothing inside is predictable. Solved coarse to
 * fine over the completion pyramid (a simple multigrid): the coarsest hole is a few pixels deep
 * and converges in a few dozen sweeps, and each finer level starts from the coarser answer and
 * only needs a handful. The solution is smooth, so for a large hole (more than
 * FULL_RESOLUTION_LIMIT pixels) it stops at half resolution (three quarters of the work saved)
 * and is read back by bilinear interpolation; small holes are solved at full resolution. With
 * `shading` other than 'harmonic', each level's membrane seeds thin-plate sweeps (`biharmonic.ts`;
 * skipped where the window meets the level's edge). Works
 * in the hole's bounding box plus two pixels and reads known pixels only, so it can run at any
 * time during the synthesis.
 */
export function membraneFill(levels: Level[], holeCount: number, shading: Shading = 'harmonic', share?: Float32Array, reuse?: CoarsestReuse): Membrane {
  const last = levels.length > 1 && holeCount > FULL_RESOLUTION_LIMIT ? 1 : 0;
  let coarse: MembraneWindow | undefined;
  for (let index = levels.length - 1; index >= last; index--) {
    const level = levels[index];
    const window = holeWindow(level);
    const holePixels = windowHolePixels(level, window);
    if (coarse) {
      fromCoarser(level, window, holePixels, coarse);
      relax(level, window, holePixels, FINE_SWEEPS, SETTLED);
    } else if (reuse?.harmonic) {
      window.values.set(reuse.harmonic);
    } else {
      peelInitialise(level, window, holePixels);
      // SOR needs on the order of the hole's extent in sweeps to carry the border inwards.
      relax(level, window, holePixels, Math.min(400, 2 * Math.max(window.width, window.height) + 20));
      if (reuse) reuse.harmonic = window.values.slice();
    }
    if (shading !== 'harmonic') {
      // The thin plate starts from the membrane at each level (coarse to fine); the mix is taken
      // once, at the level read back.
      const harmonic = shading === 'mixed' && index === last ? window.values.slice() : undefined;
      const sweeps = index === levels.length - 1 ? Math.min(800, 8 * Math.max(window.width, window.height) + 40) : BIHARMONIC_SWEEPS;
      if (relaxBiharmonic(level, window, holePixels, sweeps) && harmonic) {
        mixShares(window, levels[0].width, 1 << index, level.channels, harmonic, share);
      }
    }
    coarse = window;
  }
  return { window: coarse!, scale: 1 << last, channels: levels[0].channels };
}

/**
 * The coarsest level's membrane, kept by the first `membraneFill` given this object and reused by
 * the next one on the same levels (it is the same for every shading: the thin plate starts from
 * it).
 */
export interface CoarsestReuse {
  harmonic?: Float32Array;
}

/** Bilinear read of the membrane at full-resolution pixel (x, y), all channels into `out`. */
export function sampleMembrane(membrane: Membrane, x: number, y: number, out: Float32Array): void {
  const { window, scale, channels: c } = membrane;
  const fx = Math.min(window.width - 1, Math.max(0, (x + 0.5) / scale - 0.5 - window.x0));
  const fy = Math.min(window.height - 1, Math.max(0, (y + 0.5) / scale - 0.5 - window.y0));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(window.width - 1, x0 + 1);
  const y1 = Math.min(window.height - 1, y0 + 1);
  const tx = fx - x0;
  const ty = fy - y0;
  const v = window.values;
  const a = (y0 * window.width + x0) * c;
  const b = (y0 * window.width + x1) * c;
  const d = (y1 * window.width + x0) * c;
  const e = (y1 * window.width + x1) * c;
  for (let k = 0; k < c; k++) {
    out[k] = (1 - ty) * ((1 - tx) * v[a + k] + tx * v[b + k]) + ty * ((1 - tx) * v[d + k] + tx * v[e + k]);
  }
}

/** The hole's bounding box grown by two pixels (clamped; the thin plate's stencil reaches two out), with the level's pixels copied in. */
export function holeWindow(level: Level): MembraneWindow {
  const { width, height, channels: c, image, hole } = level;
  const box = maskBox(hole, width, height);
  const { x: x0, y: y0, width: w, height: h } = box ? growBox(box, 2, width, height) : { x: 0, y: 0, width: 0, height: 0 };
  const values = new Float32Array(w * h * c);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * width + x0) * c;
    for (let i = 0; i < w * c; i++) values[y * w * c + i] = image[from + i];
  }
  return { x0, y0, width: w, height: h, values };
}

/** Window indices of the hole pixels, row by row. */
export function windowHolePixels(level: Level, window: MembraneWindow): Int32Array {
  const list: number[] = [];
  for (let y = 0; y < window.height; y++) {
    const row = (window.y0 + y) * level.width + window.x0;
    for (let x = 0; x < window.width; x++) if (level.hole[row + x]) list.push(y * window.width + x);
  }
  return Int32Array.from(list);
}

/** Starts each hole pixel from the coarser level's value at the same place. */
function fromCoarser(level: Level, window: MembraneWindow, holePixels: Int32Array, coarse: MembraneWindow): void {
  const c = level.channels;
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const x = p % window.width;
    const y = (p - x) / window.width;
    const cx = Math.min(coarse.width - 1, Math.max(0, ((window.x0 + x) >> 1) - coarse.x0));
    const cy = Math.min(coarse.height - 1, Math.max(0, ((window.y0 + y) >> 1) - coarse.y0));
    const q = (cy * coarse.width + cx) * c;
    for (let k = 0; k < c; k++) window.values[p * c + k] = coarse.values[q + k];
  }
}

/**
 * Gauss-Seidel sweeps with over-relaxation of Laplace's equation over the hole pixels. The
 * window's edge is either known (one pixel of margin) or the level's edge, where the missing
 * neighbour is simply left out (a free boundary).
 */
export function relax(level: Level, window: MembraneWindow, holePixels: Int32Array, sweeps: number, settled = 0): void {
  const c = level.channels;
  const { width, height, values } = window;
  const row = width * c;
  const enclosed = window.x0 > 0 && window.y0 > 0 && window.x0 + width < level.width && window.y0 + height < level.height;
  for (let sweep = 0; sweep < sweeps; sweep++) {
    let largest = 0;
    if (enclosed) {
      // Every hole pixel has its four neighbours inside the window: no edge tests.
      for (let i = 0; i < holePixels.length; i++) {
        const o = holePixels[i] * c;
        for (let k = 0; k < c; k++) {
          const j = o + k;
          const step = OMEGA * ((values[j - c] + values[j + c] + values[j - row] + values[j + row]) * 0.25 - values[j]);
          values[j] += step;
          if (step > largest) largest = step;
          else if (-step > largest) largest = -step;
        }
      }
      if (largest < settled) return;
      continue;
    }
    for (let i = 0; i < holePixels.length; i++) {
      const p = holePixels[i];
      const x = p % width;
      const y = (p - x) / width;
      const left = x > 0;
      const right = x < width - 1;
      const up = y > 0;
      const down = y < height - 1;
      const n = +left + +right + +up + +down;
      for (let k = 0; k < c; k++) {
        const o = p * c + k;
        let sum = 0;
        if (left) sum += values[o - c];
        if (right) sum += values[o + c];
        if (up) sum += values[o - row];
        if (down) sum += values[o + row];
        const step = OMEGA * (sum / n - values[o]);
        values[o] += step;
        if (step > largest) largest = step;
        else if (-step > largest) largest = -step;
      }
    }
    if (largest < settled) return;
  }
}

/** Starting guess at the coarsest level: rings from the outside in, each the mean of its known neighbours. */
export function peelInitialise(level: Level, window: MembraneWindow, holePixels: Int32Array): void {
  const c = level.channels;
  const { width, height, values } = window;
  const known = new Uint8Array(width * height).fill(1);
  for (let i = 0; i < holePixels.length; i++) known[holePixels[i]] = 0;
  const sums = new Float64Array(c);
  let pending = Array.from(holePixels);
  while (pending.length > 0) {
    const ring: number[] = [];
    const rest: number[] = [];
    for (const p of pending) {
      const x = p % width;
      const y = (p - x) / width;
      let count = 0;
      sums.fill(0);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || !known[ny * width + nx]) continue;
          for (let k = 0; k < c; k++) sums[k] += values[(ny * width + nx) * c + k];
          count++;
        }
      }
      if (count === 0) rest.push(p);
      else {
        for (let k = 0; k < c; k++) values[p * c + k] = sums[k] / count;
        ring.push(p);
      }
    }
    if (ring.length === 0) break;
    for (const p of ring) known[p] = 1;
    pending = rest;
  }
}

/**
 * window = w x thin plate + (1 - w) x membrane, w from `share` (a map at full resolution, read at
 * the window pixel's first full-resolution pixel; `scale` = size ratio) or MIXED_BIHARMONIC.
 */
function mixShares(window: MembraneWindow, fullWidth: number, scale: number, c: number, harmonic: Float32Array, share?: Float32Array): void {
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++) {
      const w = share ? share[(window.y0 + y) * scale * fullWidth + (window.x0 + x) * scale] : MIXED_BIHARMONIC;
      const o = (y * window.width + x) * c;
      for (let k = 0; k < c; k++) window.values[o + k] = w * window.values[o + k] + (1 - w) * harmonic[o + k];
    }
  }
}
