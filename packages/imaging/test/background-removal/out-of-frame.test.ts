/**
 * Background structure that runs out of the frame is not the subject (2026-11-27, the cross set
 * of `npm run eval -- background-removal-cross`): a launch tower's lattice that ISNet scores as
 * confident beside a spade (border-regions.ts), and a tower's faint beams under a product
 * standing on it, which the thin-part step traced as a leg down to the photo's edge (thin-parts.ts).
 */
import { describe, expect, it } from 'vitest';
import { dropBorderRegions } from '../../src/engines/background-removal/border-regions';
import { promoteWeakRegions } from '../../src/engines/background-removal/weak-regions';
import { restrictToSubject } from '../../src/engines/background-removal/subject-support';
import { promoteThinParts } from '../../src/engines/background-removal/thin-parts';

const SIDE = 128;
const inRect = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;
const map = (score: (x: number, y: number) => number) => {
  const p = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) p[y * SIDE + x] = score(x, y);
  return p;
};
const countAbove = (p: Float32Array, test: (x: number, y: number) => boolean) => {
  let n = 0;
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) if (test(x, y) && p[y * SIDE + x] > 0.5) n++;
  return n;
};

describe('a confident structure running out of the frame beside a subject inside it', () => {
  // A subject of 40x50 in the middle; a tower of 12 columns from the top to the bottom edge,
  // 600 px (over 5 % of the subject: the support step alone keeps it), with faint cross-beams.
  const subject = (x: number, y: number) => inRect(x, y, 60, 40, 100, 90);
  const tower = (x: number, y: number) => inRect(x, y, 4, 0, 16, SIDE) && (x < 6 || x >= 14 || y % 16 < 2);
  const falloff = (x: number, y: number) => inRect(x, y, 3, 0, 17, SIDE);
  const scene = () => map((x, y) => (subject(x, y) ? 0.99 : tower(x, y) ? 0.9 : falloff(x, y) ? 0.2 : 0));

  it('is dropped, with its falloff, before the weak-part step; the subject stays', () => {
    const p = scene();
    expect(dropBorderRegions(p, SIDE)).toBeGreaterThan(500);
    promoteWeakRegions(p, SIDE);
    restrictToSubject(p, SIDE);
    expect(countAbove(p, (x) => x < 20)).toBe(0);
    expect(countAbove(p, subject)).toBe(40 * 50);
  });

  it('stays when it is the only fair-share region (a product cut by the frame)', () => {
    const p = map((x, y) => (inRect(x, y, 0, 30, 70, 90) ? 0.99 : 0));
    const before = p.slice();
    expect(dropBorderRegions(p, SIDE)).toBe(0);
    expect(p).toEqual(before);
  });

  it('stays when the largest region is the one cut by the frame (a product on the bottom edge, a lamp inside)', () => {
    // The launch photo's case: the rocket and towers stand on the bottom edge; a lamp's glow of
    // 400 px (a fair share: over 5 %) lies inside the frame. Dropping the border regions would drop the subject.
    const p = map((x, y) => (inRect(x, y, 40, 20, 80, SIDE) ? 0.99 : inRect(x, y, 100, 60, 120, 80) ? 0.95 : 0));
    const before = p.slice();
    expect(dropBorderRegions(p, SIDE)).toBe(0);
    expect(p).toEqual(before);
  });

  it('stays when every fair-share region touches the border', () => {
    const p = map((x, y) => (inRect(x, y, 0, 30, 50, 90) || inRect(x, y, 80, 30, SIDE, 90) ? 0.99 : 0));
    const before = p.slice();
    expect(dropBorderRegions(p, SIDE)).toBe(0);
    expect(p).toEqual(before);
  });
});

describe('a faint ridge from the subject to the photo edge', () => {
  // A body; below it a faint beam (0.1-0.2) running to the bottom edge; and a leg of the same
  // score that ends in the frame above a confident foot.
  const body = (x: number, y: number) => inRect(x, y, 30, 10, 98, 60);
  const beam = (x: number, y: number) => inRect(x, y, 40, 60, 43, SIDE);
  const leg = (x: number, y: number) => inRect(x, y, 84, 60, 87, 100);
  const foot = (x: number, y: number) => inRect(x, y, 80, 100, 92, 106);
  const faint = (y: number) => 0.1 + 0.1 * Math.sin(y / 3) ** 2;
  const scene = () => map((x, y) => (body(x, y) || foot(x, y) ? 0.99 : beam(x, y) || leg(x, y) ? faint(y) : 0));

  it('is not traced as a thin part; a leg ending in the frame still is', () => {
    const p = scene();
    promoteThinParts(p, SIDE);
    expect(countAbove(p, (x, y) => beam(x, y) && y > 70)).toBe(0);
    expect(countAbove(p, (x, y) => leg(x, y) && y > 70)).toBeGreaterThan(60);
  });
});
