/**
 * Speckles floating inside a loop (enclosed-doubt.ts), on small hand-made maps: the leftovers of a
 * loop's filled inside go, and what must stay does (a strut across a hole, a doubtful spot of a
 * solid product, a part outside any loop).
 */
import { describe, expect, it } from 'vitest';
import { dropFloatingSpeckles } from '../../src/engines/background-removal/enclosed-doubt';

const SIDE = 128;

function map(fill: (x: number, y: number) => number): Float32Array {
  const out = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) out[y * SIDE + x] = fill(x, y);
  return out;
}

const radius = (x: number, y: number, cx = 64, cy = 64) => Math.hypot(x - cx, y - cy);
const inRing = (x: number, y: number) => radius(x, y) >= 30 && radius(x, y) < 40;
const speckle = (x: number, y: number) => radius(x, y, 60, 62) < 5;
const at = (values: Float32Array, x: number, y: number) => values[y * SIDE + x];

describe('floating speckles inside a loop', () => {
  it('drops a speckle the network left inside a closed loop', () => {
    const p = map((x, y) => (inRing(x, y) ? 1 : speckle(x, y) ? 0.95 : 0));
    expect(dropFloatingSpeckles(p, SIDE)).toBeGreaterThan(50);
    expect(at(p, 60, 62)).toBe(0);
    expect(at(p, 64 + 35, 64)).toBe(1);
  });

  it('seals a narrow gap in the loop (two earpieces) before judging its inside', () => {
    const p = map((x, y) => (inRing(x, y) && Math.abs(x - 64) > 1 ? 1 : speckle(x, y) ? 0.95 : 0));
    dropFloatingSpeckles(p, SIDE);
    expect(at(p, 60, 62)).toBe(0);
  });

  it('keeps a doubtful strut that crosses the loop and touches it', () => {
    const strut = (x: number, y: number) => Math.abs(y - 64) <= 2 && radius(x, y) < 30;
    const p = map((x, y) => (inRing(x, y) ? 1 : strut(x, y) ? 0.9 : 0));
    expect(dropFloatingSpeckles(p, SIDE)).toBe(0);
    expect(at(p, 64, 64)).toBeCloseTo(0.9, 5);
  });

  it('keeps a doubtful spot of a solid product and a doubtful part outside any loop', () => {
    const p = map((x, y) => (radius(x, y) < 40 ? (speckle(x, y) ? 0.95 : 1) : radius(x, y, 110, 110) < 6 ? 0.9 : 0));
    expect(dropFloatingSpeckles(p, SIDE)).toBe(0);
    expect(at(p, 60, 62)).toBeCloseTo(0.95, 5);
    expect(at(p, 110, 110)).toBeCloseTo(0.9, 5);
  });
});
