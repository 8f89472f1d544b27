/**
 * The weak-part step (weak-regions.ts) carries a part on through a faint flat plateau when it
 * runs far from the subject (faint-plateaus.ts): the spade over brick, whose wooden handle ISNet
 * scores 0.08-0.2 for most of its length and 0.25-0.4 near the blade (2026-11-27). The falloff
 * round the subject and faint patches beside it stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { promoteWeakRegions } from '../../src/engines/background-removal/weak-regions';

const SIDE = 256;
const inRect = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;

/** A blade (confident), a handle above it: `weak` near the blade, `faint` beyond, up to `handleTop`. */
function spade(handleTop: number, faint = 0.1): Float32Array {
  const p = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = y * SIDE + x;
      if (inRect(x, y, 96, 170, 160, 230)) p[i] = 0.99;
      else if (inRect(x, y, 116, 130, 140, 170)) p[i] = 0.3;
      else if (inRect(x, y, 116, handleTop, 140, 130)) p[i] = faint;
    }
  }
  return p;
}

describe('faint plateaus carrying a weak part on', () => {
  it('raises a faint handle that runs far from the blade', () => {
    const p = spade(20);
    promoteWeakRegions(p, SIDE);
    // The weak lower handle was raised before; now the faint upper part too, to its top.
    expect(p[150 * SIDE + 128]).toBeGreaterThan(0.5);
    for (const y of [125, 80, 30]) expect(p[y * SIDE + 128]).toBeGreaterThan(0.5);
  });

  it('leaves a short faint stretch, near the blade, as it was', () => {
    const p = spade(110);
    promoteWeakRegions(p, SIDE);
    expect(p[150 * SIDE + 128]).toBeGreaterThan(0.5);
    expect(p[115 * SIDE + 128]).toBeCloseTo(0.1, 5);
  });

  it('leaves a faint plateau below the faint level, and one not joined to the subject, as they were', () => {
    const p = spade(20, 0.04);
    for (let y = 20; y < 120; y++) for (let x = 10; x < 22; x++) p[y * SIDE + x] = 0.1;
    promoteWeakRegions(p, SIDE);
    expect(p[80 * SIDE + 128]).toBeCloseTo(0.04, 5);
    expect(p[80 * SIDE + 16]).toBeCloseTo(0.1, 5);
  });

  it('leaves a faint handle that runs out of the frame as it was', () => {
    const p = spade(0);
    promoteWeakRegions(p, SIDE);
    expect(p[150 * SIDE + 128]).toBeGreaterThan(0.5);
    expect(p[80 * SIDE + 128]).toBeCloseTo(0.1, 5);
  });

  it('leaves a long faint patch between two confident parts (a concavity) as it was', () => {
    const p = new Float32Array(SIDE * SIDE);
    for (let y = 0; y < SIDE; y++) {
      for (let x = 0; x < SIDE; x++) {
        const i = y * SIDE + x;
        if (inRect(x, y, 60, 40, 90, 200) || inRect(x, y, 150, 40, 180, 200) || inRect(x, y, 60, 200, 180, 230)) p[i] = 0.99;
        else if (inRect(x, y, 100, 185, 140, 200)) p[i] = 0.3;
        else if (inRect(x, y, 100, 40, 140, 185)) p[i] = 0.1;
      }
    }
    promoteWeakRegions(p, SIDE);
    expect(p[192 * SIDE + 120]).toBeGreaterThan(0.5);
    expect(p[100 * SIDE + 120]).toBeCloseTo(0.1, 5);
  });
});
