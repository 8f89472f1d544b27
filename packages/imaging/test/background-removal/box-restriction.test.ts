/**
 * The colour check and the stray-region support take their window means only over the subject's
 * box grown by the window radius. These tests hold that restriction to the whole-grid result, bit
 * for bit, including subjects that touch the border of the grid.
 */
import { describe, expect, it } from 'vitest';
import { boundsAbove, boxMean, cropPlane, grownBox } from '../../src/engines/background-removal/box-filter';
import { DEFAULT_SUPPORT, labelRegions, restrictToSubject } from '../../src/engines/background-removal/subject-support';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A plane of noise inside [left..right] x [top..bottom], zero elsewhere. */
function planeIn(side: number, left: number, right: number, top: number, bottom: number, seed: number): Float32Array {
  const next = random(seed);
  const plane = new Float32Array(side * side);
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) plane[y * side + x] = next() < 0.3 ? 0 : next();
  return plane;
}

/** The whole-grid version of `restrictToSubject`, as it was before the restriction. */
function restrictOverWholeGrid(probability: Float32Array, side: number): void {
  const size = side * side;
  const confident = new Uint8Array(size);
  for (let i = 0; i < size; i++) confident[i] = probability[i] > DEFAULT_SUPPORT.confident ? 1 : 0;
  const { labels, areas } = labelRegions(confident, side, side);
  const largest = Math.max(0, ...areas);
  if (largest === 0) return;
  const support = new Float32Array(size);
  for (let i = 0; i < size; i++) support[i] = labels[i] > 0 && areas[labels[i]] >= largest * DEFAULT_SUPPORT.minShareOfLargest ? 1 : 0;
  const margin = Math.max(1, Math.round(side * DEFAULT_SUPPORT.marginFraction));
  boxMean(support, support, side, side, margin, new Float32Array(size));
  for (let i = 0; i < size; i++) if (support[i] === 0) probability[i] = 0;
}

describe('box means restricted to the grown subject box', () => {
  const side = 96;
  const radius = 3;
  const boxes: [string, number, number, number, number][] = [
    ['inside', 20, 60, 30, 70],
    ['touching the left and top border', 0, 40, 0, 50],
    ['touching the right and bottom border', 50, side - 1, 40, side - 1],
    ['within the radius of the border', 2, side - 2, 1, side - 3],
  ];
  for (const [name, left, right, top, bottom] of boxes) {
    it(`equals the whole-grid box mean inside the box, bit for bit (subject ${name})`, () => {
      const plane = planeIn(side, left, right, top, bottom, left * 7 + top + 1);
      const whole = new Float32Array(side * side);
      boxMean(plane, whole, side, side, radius, new Float32Array(side * side));
      const box = grownBox(left, right, top, bottom, radius, side);
      const restricted = cropPlane(plane, side, box);
      boxMean(restricted, restricted, box.width, box.height, radius, new Float32Array(restricted.length));
      let differing = 0;
      for (let y = top; y <= bottom; y++) {
        for (let x = left; x <= right; x++) {
          if (!Object.is(restricted[(y - box.top) * box.width + x - box.left], whole[y * side + x])) differing++;
        }
      }
      expect(differing).toBe(0);
    });
  }
});

describe('stray-region support on the subject box', () => {
  it('matches the whole-grid support for a subject cut by the border, with debris', () => {
    const side = 256;
    const next = random(5);
    const probability = new Float32Array(side * side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        // A subject running off the left and bottom edges, a small stray patch, soft noise.
        const subject = x < 120 && y > 90;
        const debris = x > 220 && x < 226 && y > 10 && y < 16;
        probability[y * side + x] = subject || debris ? 0.6 + 0.4 * next() : 0.3 * next();
      }
    }
    const expected = Float32Array.from(probability);
    restrictOverWholeGrid(expected, side);
    restrictToSubject(probability, side);
    expect(Array.from(probability)).toEqual(Array.from(expected));
    // The debris is dropped and the soft surround near the subject kept (the test can see both).
    expect(probability[12 * side + 222]).toBe(0);
    expect(probability[(side - 1) * side]).toBeGreaterThan(0.5);
  });
});

describe('stray-region support labelled over the confident pixels box only', () => {
  /** Blobs of random size and place (some past the 5 % share, some under it) over soft noise. */
  function blobs(side: number, seed: number): Float32Array {
    const next = random(seed);
    const probability = new Float32Array(side * side);
    for (let i = 0; i < probability.length; i++) probability[i] = 0.5 * next();
    const count = 1 + Math.floor(next() * 6);
    for (let blob = 0; blob < count; blob++) {
      const cx = Math.floor(next() * side);
      const cy = Math.floor(next() * side);
      const r = 1 + next() * side * (blob === 0 ? 0.3 : 0.08);
      for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(side - 1, Math.ceil(cy + r)); y++) {
        for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(side - 1, Math.ceil(cx + r)); x++) {
          if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) probability[y * side + x] = 0.5 + 0.5 * next();
        }
      }
    }
    return probability;
  }

  for (let seed = 1; seed <= 12; seed++) {
    it(`matches the whole-grid support on random blobs (seed ${seed})`, () => {
      const side = 160;
      const probability = blobs(side, seed);
      const expected = Float32Array.from(probability);
      restrictOverWholeGrid(expected, side);
      restrictToSubject(probability, side);
      expect(Array.from(probability)).toEqual(Array.from(expected));
    });
  }

  it('leaves a map with no confident pixel as it is', () => {
    const probability = new Float32Array(64 * 64).fill(0.5);
    restrictToSubject(probability, 64);
    expect(probability.every((value) => value === 0.5)).toBe(true);
  });
});

describe('bounds of the pixels above a level (shared by the support step and the graph cut)', () => {
  it('bounds a non-square plane, strictly above the level, and is undefined when nothing is', () => {
    const width = 7;
    const height = 5;
    const plane = new Float32Array(width * height);
    plane[1 * width + 5] = 0.8;
    plane[3 * width + 2] = 0.6;
    plane[4 * width + 0] = 0.5; // at the level: not above it
    expect(boundsAbove(plane, width, height, 0.5)).toEqual({ left: 2, right: 5, top: 1, bottom: 3 });
    expect(boundsAbove(plane, width, height, 0.4)).toEqual({ left: 0, right: 5, top: 1, bottom: 4 });
    expect(boundsAbove(plane, width, height, 0.9)).toBeUndefined();
  });
});
