/**
 * The colour-gap step's exact speed-ups, held to what they replace. It takes the smooth-gap
 * step's block means, closing and texture when that step left the map unchanged
 * (remove-background.ts): bit for bit the same map as computing them itself, on a smooth backdrop
 * where it adds a part, on a rough one, and on noisy maps. Its colour test groups only the cells
 * some candidate's window reaches (colour-neighbours.ts): the same answer as a full search.
 */
import { describe, expect, it } from 'vitest';
import { modelInputFromRaster } from '../../src/engines/background-removal';
import { fillColourGaps } from '../../src/engines/background-removal/colour-gaps';
import { BACKGROUND, nearerSubject, SUBJECT } from '../../src/engines/background-removal/colour-neighbours';
import { fillSmoothGaps, type GapGrid } from '../../src/engines/background-removal/smooth-gaps';
import type { Raster } from '../../src/raster';
import { random } from './shapes';

const GRID = 1024;

const sameBits = (a: Float32Array, b: Float32Array) => Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;

/** Inside a body, a side part and the bar joining them (grid coordinates). */
const partAt = (x: number, y: number): 'body' | 'side' | 'bar' | 'none' =>
  x >= 500 && x < 750 && y >= 250 && y < 800 ? 'body' : x >= 310 && x < 400 && y >= 350 && y < 550 ? 'side' : x >= 400 && x < 500 && y >= 420 && y < 480 ? 'bar' : 'none';

/** The network's map: body and side part certain, the bar missed; `noise` adds random scores. */
function map(noise: number, seed: number): Float32Array {
  const next = random(seed);
  const p = new Float32Array(GRID * GRID);
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      const part = partAt(x, y);
      const base = part === 'body' || part === 'side' ? 1 : 0;
      p[y * GRID + x] = Math.min(1, Math.max(0, base + noise * (next() - 0.5)));
    }
  }
  return p;
}

/** A 512 photo: beige body and bar, dark side part, on a table of grain `grain`. */
function photo(grain: number, seed: number): Raster {
  const side = 512;
  const next = random(seed);
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const part = partAt(x * 2 + 1, y * 2 + 1);
      const jitter = grain * (next() - 0.5);
      const colour = part === 'side' ? [40, 35, 30] : part === 'none' ? [170 + jitter, 95 + jitter, 50 + jitter] : [225, 200, 160];
      data.set(colour.map((v) => Math.max(0, Math.min(255, Math.round(v)))), (y * side + x) * 3);
    }
  }
  return { width: side, height: side, channels: 3, data };
}

describe('colour gaps on the smooth-gap step cells', () => {
  const cases = [
    { name: 'smooth backdrop, part added', grain: 6, noise: 0, seed: 1 },
    { name: 'rough backdrop', grain: 120, noise: 0, seed: 2 },
    { name: 'smooth backdrop, noisy map', grain: 6, noise: 0.3, seed: 3 },
    { name: 'mid backdrop, noisy map', grain: 30, noise: 0.6, seed: 4 },
  ];
  for (const { name, grain, noise, seed } of cases) {
    it(`gives the same map as computing them itself (${name})`, async () => {
      const planes = await modelInputFromRaster(photo(grain, seed));
      const alone = map(noise, seed);
      fillSmoothGaps(alone, planes, GRID);
      const aloneChanged = fillColourGaps(alone, planes, GRID);

      const shared: { grid?: GapGrid } = {};
      const taken = map(noise, seed);
      const filled = fillSmoothGaps(taken, planes, GRID, undefined, shared);
      expect(shared.grid).toBeDefined();
      // As remove-background.ts passes them: only while the map is the one they were computed on.
      if (grain < 30) expect(filled).toBe(0);
      expect(fillColourGaps(taken, planes, GRID, undefined, filled === 0 ? shared.grid : undefined)).toBe(aloneChanged);
      expect(sameBits(taken, alone)).toBe(true);
      if (seed === 1) expect(aloneChanged).toBeGreaterThan(0);
    });
  }
});

/** The colour test by brute force: k-th nearest squared colour distance of each side in the window. */
function bruteNearer(candidate: Uint8Array, kind: Uint8Array, colour: Float32Array[], width: number, height: number, window: number, k: number, ratio: number): Uint8Array {
  const out = new Uint8Array(candidate.length);
  for (let i = 0; i < candidate.length; i++) {
    if (!candidate[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const distances: number[][] = [[], []];
    for (let v = Math.max(0, y - window); v <= Math.min(height - 1, y + window); v++) {
      for (let u = Math.max(0, x - window); u <= Math.min(width - 1, x + window); u++) {
        const j = v * width + u;
        if (!kind[j]) continue;
        let d = 0;
        for (const plane of colour) d += (plane[j] - plane[i]) ** 2;
        distances[kind[j] - 1].push(d);
      }
    }
    const kth = (list: number[]) => (list.length < k ? Infinity : list.sort((a, b) => a - b)[k - 1]);
    const toBackground = kth(distances[BACKGROUND - 1]);
    if (toBackground !== Infinity && kth(distances[SUBJECT - 1]) < toBackground / (ratio * ratio)) out[i] = 1;
  }
  return out;
}

describe('the colour test on the cells its windows reach', () => {
  for (const seed of [5, 6, 7]) {
    it(`answers as a full search (random grid ${seed})`, () => {
      const next = random(seed);
      const width = 90 + seed * 7;
      const height = 70 + seed * 5;
      const size = width * height;
      const colour = [0, 1, 2].map(() => Float32Array.from({ length: size }, () => Math.round(next() * 8) / 16 - 0.25));
      const kind = Uint8Array.from({ length: size }, () => (next() < 0.3 ? SUBJECT : next() < 0.5 ? BACKGROUND : 0));
      // A few candidates in one corner: most cells lie beyond every window.
      const candidate = Uint8Array.from({ length: size }, (_, i) => (i % width < 20 && i < 25 * width && next() < 0.4 ? 1 : 0));
      const settings = { window: 12, neighbours: 3, ratio: 1.2 };
      const fast = nearerSubject(candidate, kind, colour, width, height, settings);
      expect(Array.from(fast)).toEqual(Array.from(bruteNearer(candidate, kind, colour, width, height, 12, 3, 1.2)));
      expect(fast.some((v) => v)).toBe(true);
    });
  }
});
