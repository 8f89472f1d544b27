import type { Level } from './pyramid';
import type { MembraneWindow } from './membrane';

/** Over-relaxation of the biharmonic Gauss-Seidel sweeps (stable below 2). */
const OMEGA = 1.5;

/**
 * Gauss-Seidel sweeps with over-relaxation of the biharmonic (thin-plate) equation over the hole
 * pixels of a membrane window: the 13-point stencil 20u - 8(4 neighbours) + 2(4 diagonals) +
 * (4 at distance two) = 0. Unlike the harmonic membrane, it continues the border's gradients
 * into the hole (a ramp or a curved shading goes on instead of flattening). Needs two rings of
 * known pixels around every hole pixel inside the window; returns false (window untouched) when
 * the window is clipped by the level's edge. A fixed number of sweeps: on photos the steps never
 * settle within the budget, and a fixed count keeps the cost predictable.
 */
export function relaxBiharmonic(level: Level, window: MembraneWindow, holePixels: Int32Array, sweeps: number): boolean {
  const { width, height, values } = window;
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const x = p % width;
    const y = (p - x) / width;
    if (x < 2 || y < 2 || x >= width - 2 || y >= height - 2) return false;
  }
  const c = level.channels;
  const row = width * c;
  const row2 = 2 * row;
  const c2 = 2 * c;
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (let i = 0; i < holePixels.length; i++) {
      const o = holePixels[i] * c;
      for (let k = 0; k < c; k++) {
        const j = o + k;
        const near = values[j - c] + values[j + c] + values[j - row] + values[j + row];
        const diagonal = values[j - row - c] + values[j - row + c] + values[j + row - c] + values[j + row + c];
        const far = values[j - c2] + values[j + c2] + values[j - row2] + values[j + row2];
        values[j] += OMEGA * ((8 * near - 2 * diagonal - far) / 20 - values[j]);
      }
    }
  }
  return true;
}

