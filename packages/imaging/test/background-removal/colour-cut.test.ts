/**
 * The graph-cut hole re-opening (colour-cut.ts) on small hand-made maps shaped like the failures
 * seen on real photos: a loop of brass over a flag that the network filled, and the cases it must
 * leave alone (a product part the network is merely unsure of, a whole part at the outline).
 */
import { describe, expect, it } from 'vitest';
import { reopenHolesByGraphCut } from '../../src/engines/background-removal/colour-cut';

const SIDE = 128;

/** Network input planes (x/255 - 0.5) from a colour function. */
function planes(colour: (x: number, y: number) => [number, number, number]): Float32Array {
  const plane = SIDE * SIDE;
  const out = new Float32Array(plane * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const rgb = colour(x, y);
      for (let c = 0; c < 3; c++) out[c * plane + y * SIDE + x] = rgb[c] / 255 - 0.5;
    }
  }
  return out;
}

function map(fill: (x: number, y: number) => number): Float32Array {
  const out = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) out[y * SIDE + x] = fill(x, y);
  return out;
}

const radius = (x: number, y: number) => Math.hypot(x - 64, y - 64);
const inRing = (x: number, y: number) => radius(x, y) >= 30 && radius(x, y) < 40;
/** A background with texture: red and white stripes (a flag). */
const flag = (x: number, y: number): [number, number, number] => ((x + y) % 16 < 8 ? [180, 30, 40] : [235, 235, 230]);
const brass: [number, number, number] = [200, 160, 60];
const at = (values: Float32Array, x: number, y: number) => values[y * SIDE + x];

describe('hole re-opening by graph cut', () => {
  it('re-opens the inside of a loop the network filled with background at a high score', () => {
    const image = planes((x, y) => (inRing(x, y) ? brass : flag(x, y)));
    const p = map((x, y) => (inRing(x, y) ? 1 : radius(x, y) < 30 ? 0.95 : 0));
    expect(reopenHolesByGraphCut(p, image, SIDE)).toBeGreaterThan(1500);
    expect(at(p, 64, 64)).toBe(0);
    expect(at(p, 64 + 35, 64)).toBe(1);
  });

  it('learns the product colours from its outline, not from a fill the network is certain of', () => {
    // Half of the loop's inside is scored as certain as the brass (p = 1): a colour model of all
    // certain cells would take the flag for the product and keep the other half too.
    const image = planes((x, y) => (inRing(x, y) ? brass : flag(x, y)));
    const p = map((x, y) => (inRing(x, y) ? 1 : radius(x, y) < 30 ? (x < 64 ? 1 : 0.95) : 0));
    reopenHolesByGraphCut(p, image, SIDE);
    expect(at(p, 80, 64)).toBe(0);
    expect(at(p, 64 + 35, 64)).toBe(1);
  });

  it('keeps an enclosed part of the product the network was unsure of (product colour)', () => {
    const image = planes((x, y) => (radius(x, y) < 40 ? brass : flag(x, y)));
    const p = map((x, y) => (inRing(x, y) ? 1 : radius(x, y) < 30 ? 0.95 : 0));
    expect(reopenHolesByGraphCut(p, image, SIDE)).toBe(0);
    expect(at(p, 64, 64)).toBeCloseTo(0.95, 5);
  });

  it('keeps a whole part at the outline even when its colour is the background’s (a candle flame)', () => {
    // A brass body with a pale part on top, which borders the open background.
    const inBody = (x: number, y: number) => x >= 50 && x < 78 && y >= 70 && y < 120;
    const inTop = (x: number, y: number) => x >= 54 && x < 74 && y >= 30 && y < 70;
    const image = planes((x, y) => (inBody(x, y) ? brass : inTop(x, y) ? [235, 235, 230] : flag(x, y)));
    const p = map((x, y) => (inBody(x, y) ? 1 : inTop(x, y) ? 0.75 : 0));
    reopenHolesByGraphCut(p, image, SIDE);
    expect(at(p, 64, 50)).toBeCloseTo(0.75, 5);
  });
});
