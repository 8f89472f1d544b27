import { relaxBiharmonic } from './biharmonic';
import { dilateSquare } from './mask-ops';
import { holeWindow, peelInitialise, relax, windowHolePixels } from './membrane';
import type { Level } from './pyramid';

/** More hole parts than this are judged together. */
const MAX_PARTS = 16;

/**
 * Share of the thin plate in the smooth fill, chosen by the photo itself: the hole is grown by
 * each of `bands` pixels, both fills (membrane, then thin plate from it) are solved for the grown
 * hole, and the share that best predicts the known pixels of the added bands (least squares over
 * all of them, closed form, clamped to 0..1) is returned. Smooth shading (a cup, a suit) asks for
 * the thin plate, whose continued gradients predict it; noisy borders (grass, fur), whose
 * gradients the thin plate carries too far, ask for the membrane. Null when a grown hole's window
 * meets the level's edge (no thin plate there).
 */
export function thinPlateShare(level: Level, bands: number[]): number | null {
  let cross = 0;
  let norm = 0;
  for (const band of bands) {
    const fit = bandFit(level, band);
    if (!fit) return null;
    cross += fit.cross;
    norm += fit.norm;
  }
  if (norm === 0) return null;
  return Math.max(0, Math.min(1, cross / norm));
}

/**
 * `thinPlateShare` per 8-connected part of the hole (each part judged on its own border: a cup's
 * rim and a patch of grass in the same photo want different shares), as a map over the level's
 * pixels (`fallback` outside the hole and where a part cannot be judged). Beyond MAX_PARTS parts
 * (a scribbled mask) one share is judged for the whole hole.
 */
export function thinPlateShareMap(level: Level, bands: number[], fallback: number): Float32Array {
  const { width, height, hole } = level;
  const map = new Float32Array(width * height).fill(fallback);
  const parts = holeParts(hole, width, height);
  if (parts.length > MAX_PARTS) {
    const share = thinPlateShare(level, bands) ?? fallback;
    for (let p = 0; p < hole.length; p++) if (hole[p]) map[p] = share;
    return map;
  }
  for (const part of parts) {
    const only = new Uint8Array(width * height);
    for (const p of part) only[p] = 1;
    const share = thinPlateShare({ ...level, hole: only }, bands) ?? fallback;
    for (const p of part) map[p] = share;
  }
  return map;
}

/** 8-connected parts of the hole (pixel lists). */
function holeParts(hole: Uint8Array, width: number, height: number): number[][] {
  const seen = new Uint8Array(width * height);
  const parts: number[][] = [];
  for (let start = 0; start < hole.length; start++) {
    if (!hole[start] || seen[start]) continue;
    const part = [start];
    seen[start] = 1;
    for (let head = 0; head < part.length; head++) {
      const p = part[head];
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (hole[q] && !seen[q]) {
            seen[q] = 1;
            part.push(q);
          }
        }
      }
    }
    parts.push(part);
  }
  return parts;
}

/** One grown band's least-squares terms: sum (truth - membrane)(thin plate - membrane) and sum (thin plate - membrane)^2. */
function bandFit(level: Level, band: number): { cross: number; norm: number } | null {
  const { width, height, channels: c, image, hole } = level;
  const grown: Level = { ...level, hole: dilateSquare(hole, width, height, band) };
  const window = holeWindow(grown);
  const holePixels = windowHolePixels(grown, window);
  const extent = Math.max(window.width, window.height);
  peelInitialise(grown, window, holePixels);
  relax(grown, window, holePixels, Math.min(1000, 4 * extent + 40), 0.05);
  const harmonic = window.values.slice();
  if (!relaxBiharmonic(grown, window, holePixels, Math.min(800, 8 * extent + 40))) return null;
  let cross = 0;
  let norm = 0;
  for (let i = 0; i < holePixels.length; i++) {
    const w = holePixels[i];
    const x = w % window.width;
    const y = (w - x) / window.width;
    const p = (window.y0 + y) * width + window.x0 + x;
    if (hole[p]) continue;
    for (let k = 0; k < c; k++) {
      const h = harmonic[w * c + k];
      const d = window.values[w * c + k] - h;
      cross += (image[p * c + k] - h) * d;
      norm += d * d;
    }
  }
  return { cross, norm };
}
