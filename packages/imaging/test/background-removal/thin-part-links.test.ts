/**
 * The thin-part step (thin-parts.ts) joins a traced leg to the subject through every region its
 * flood crossed on the way, not only up to the first confident pixel: on the drum, the top of a
 * leg is a small flat part the weak-part step raised to 0.75, the leg ran on from it, and the
 * support step then dropped both (2026-11-27).
 */
import { describe, expect, it } from 'vitest';
import { restrictToSubject } from '../../src/engines/background-removal/subject-support';
import { promoteThinParts } from '../../src/engines/background-removal/thin-parts';

const SIDE = 128;
const inRect = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;

describe('thin part promotion through a small confident part', () => {
  // A body of 68x60 grid pixels; below it, 8 rows of falloff (0.2), a small confident part
  // (6x6 at 0.8, below 5 % of the body: not kept on its own), then a faint leg (0.1-0.2).
  const body = (x: number, y: number) => inRect(x, y, 30, 10, 98, 70);
  const gap = (x: number, y: number) => inRect(x, y, 63, 70, 67, 78);
  const part = (x: number, y: number) => inRect(x, y, 62, 78, 68, 84);
  const leg = (x: number, y: number) => inRect(x, y, 63, 84, 66, 112);
  const legScore = (y: number) => 0.1 + 0.1 * Math.sin(y / 3) ** 2;
  const scene = () => {
    const p = new Float32Array(SIDE * SIDE);
    for (let y = 0; y < SIDE; y++) {
      for (let x = 0; x < SIDE; x++) p[y * SIDE + x] = body(x, y) ? 0.99 : gap(x, y) ? 0.2 : part(x, y) ? 0.8 : leg(x, y) ? legScore(y) : 0;
    }
    return p;
  };

  it('raises the path back to the kept body, across the small part, so the support step keeps the leg', () => {
    const p = scene();
    expect(promoteThinParts(p, SIDE)).toBeGreaterThan(50);
    for (let y = 70; y < 78; y++) expect(Math.max(p[y * SIDE + 63], p[y * SIDE + 64], p[y * SIDE + 65], p[y * SIDE + 66])).toBeGreaterThan(0.5);
    restrictToSubject(p, SIDE);
    expect(p[81 * SIDE + 64]).toBeCloseTo(0.8, 5);
    for (let y = 92; y < 110; y += 3) expect(Math.max(p[y * SIDE + 63], p[y * SIDE + 64], p[y * SIDE + 65])).toBeGreaterThan(0.5);
  });

  it('changes nothing on a map without a ridge', () => {
    const p = scene();
    for (let y = 84; y < 112; y++) for (let x = 63; x < 66; x++) p[y * SIDE + x] = 0;
    const before = p.slice();
    expect(promoteThinParts(p, SIDE)).toBe(0);
    expect(p).toEqual(before);
  });
});
