/**
 * The two corrections of ISNet's probability map made before refinement (weak-regions.ts,
 * colour-check.ts), on small hand-made maps shaped like the failures seen on real photos.
 */
import { describe, expect, it } from 'vitest';
import { reopenBackgroundColours } from '../../src/engines/background-removal/colour-check';
import { promoteThinParts } from '../../src/engines/background-removal/thin-parts';
import { promoteWeakRegions } from '../../src/engines/background-removal/weak-regions';

const SIDE = 128;

function map(fill: (x: number, y: number) => number): Float32Array {
  const out = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) out[y * SIDE + x] = fill(x, y);
  return out;
}

const inRect = (x: number, y: number, left: number, top: number, right: number, bottom: number) => x >= left && x < right && y >= top && y < bottom;
const at = (values: Float32Array, x: number, y: number) => values[y * SIDE + x];

describe('weak part promotion', () => {
  // A candle: a confident body, a flame on top scored ~0.3 (flat), background 0.
  const candle = () => map((x, y) => (inRect(x, y, 50, 70, 78, 120) ? 0.98 : inRect(x, y, 54, 20, 74, 70) ? 0.3 : 0));

  it('raises a flat weak part attached to the subject (the flame) above 0.5', () => {
    const p = candle();
    expect(promoteWeakRegions(p, SIDE)).toBeGreaterThan(500);
    expect(at(p, 64, 40)).toBeGreaterThan(0.5);
    expect(at(p, 64, 100)).toBeCloseTo(0.98, 5);
    expect(at(p, 10, 10)).toBe(0);
  });

  it('leaves a weak region that does not touch the subject (debris) alone', () => {
    const p = map((x, y) => (inRect(x, y, 50, 70, 78, 120) ? 0.98 : inRect(x, y, 5, 5, 25, 25) ? 0.3 : 0));
    promoteWeakRegions(p, SIDE);
    expect(at(p, 15, 15)).toBeCloseTo(0.3, 5);
  });

  it('leaves a steep falloff (an ordinary edge) alone', () => {
    // A disc whose score falls from 1 to 0 over 6 pixels.
    const p = map((x, y) => Math.min(1, Math.max(0, (40 - Math.hypot(x - 64, y - 64)) / 6)));
    const before = Float32Array.from(p);
    promoteWeakRegions(p, SIDE);
    let changed = 0;
    for (let i = 0; i < p.length; i++) if (p[i] !== before[i]) changed++;
    expect(changed).toBe(0);
  });

  it('keeps the doubt inside a closed loop of the subject (a real hole)', () => {
    // A ring scored 0.98 whose inside the network scored 0.3.
    const p = map((x, y) => {
      const r = Math.hypot(x - 64, y - 64);
      return r >= 30 && r < 40 ? 0.98 : r < 30 ? 0.3 : 0;
    });
    promoteWeakRegions(p, SIDE);
    expect(at(p, 64, 64)).toBeCloseTo(0.3, 5);
  });
});

describe('thin part promotion', () => {
  // A drum: a confident body, a leg 3 pixels wide traced at 0.1-0.2 (a ridge, not flat) down to
  // a confident foot.
  const body = (x: number, y: number) => inRect(x, y, 40, 20, 88, 70);
  const leg = (x: number, y: number) => inRect(x, y, 63, 70, 66, 110);
  const foot = (x: number, y: number) => inRect(x, y, 60, 110, 69, 116);
  const legScore = (y: number) => 0.1 + 0.1 * Math.sin(y / 3) ** 2;

  it('raises a faint ridge running from the subject, and so joins the foot it leads to', () => {
    const p = map((x, y) => (body(x, y) ? 0.99 : leg(x, y) ? legScore(y) : foot(x, y) ? 0.9 : 0));
    expect(promoteThinParts(p, SIDE)).toBeGreaterThan(60);
    // Away from the body and foot the whole ridge; beside them (in their falloff) a path.
    for (let y = 78; y < 104; y += 5) expect(at(p, 64, y)).toBeGreaterThan(0.5);
    for (let y = 70; y < 110; y++) expect(Math.max(at(p, 63, y), at(p, 64, y), at(p, 65, y))).toBeGreaterThan(0.5);
    expect(at(p, 70, 90)).toBe(0);
  });

  it('leaves a ridge that does not reach the subject alone (debris, a crack in the floor)', () => {
    const p = map((x, y) => (body(x, y) ? 0.99 : inRect(x, y, 10, 80, 13, 120) ? legScore(y) : 0));
    expect(promoteThinParts(p, SIDE)).toBe(0);
    expect(at(p, 11, 100)).toBeCloseTo(legScore(100), 5);
  });
});

describe('filled-loop colour check', () => {
  /** Network input planes (x/255 - 0.5) from an RGB function. */
  function planes(colour: (x: number, y: number) => [number, number, number]): Float32Array {
    const size = SIDE * SIDE;
    const out = new Float32Array(3 * size);
    for (let y = 0; y < SIDE; y++) {
      for (let x = 0; x < SIDE; x++) {
        const rgb = colour(x, y);
        for (let c = 0; c < 3; c++) out[c * size + y * SIDE + x] = rgb[c] / 255 - 0.5;
      }
    }
    return out;
  }
  // Grey gravel-like background (checker of two greys), a dark ring (the tubing).
  const gravel = (x: number, y: number): [number, number, number] => ((x >> 2) + (y >> 2)) % 2 ? [120, 120, 120] : [170, 170, 170];
  const ring = (x: number, y: number) => {
    const r = Math.hypot(x - 64, y - 64);
    return r >= 30 && r < 40;
  };
  const image = planes((x, y) => (ring(x, y) ? [20, 20, 25] : gravel(x, y)));

  it('re-opens the inside of a loop the network filled when it has the background colours', () => {
    const p = map((x, y) => (ring(x, y) ? 1 : Math.hypot(x - 64, y - 64) < 30 ? 0.95 : 0));
    expect(reopenBackgroundColours(p, image, SIDE)).toBeGreaterThan(1500);
    expect(at(p, 64, 64)).toBe(0);
    expect(at(p, 64, 64 - 35)).toBe(1);
  });

  it('keeps a less certain part with its own colours, and a whole less certain subject bordering the background', () => {
    // Inside of the loop in red (not a background colour): stays.
    const red = planes((x, y) => (ring(x, y) ? [20, 20, 25] : Math.hypot(x - 64, y - 64) < 30 ? [200, 30, 30] : gravel(x, y)));
    const filled = map((x, y) => (ring(x, y) ? 1 : Math.hypot(x - 64, y - 64) < 30 ? 0.95 : 0));
    reopenBackgroundColours(filled, red, SIDE);
    expect(at(filled, 64, 64)).toBeCloseTo(0.95, 5);
    // A grey box scored 0.9 next to a certain dark part: background-coloured, but not enclosed.
    const box = map((x, y) => (inRect(x, y, 20, 20, 60, 100) ? 0.9 : inRect(x, y, 60, 20, 80, 100) ? 1 : 0));
    const boxImage = planes((x, y) => (inRect(x, y, 60, 20, 80, 100) ? [20, 20, 25] : gravel(x, y)));
    reopenBackgroundColours(box, boxImage, SIDE);
    expect(at(box, 40, 60)).toBeCloseTo(0.9, 5);
  });
});
