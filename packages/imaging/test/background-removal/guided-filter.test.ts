import { describe, expect, it } from 'vitest';
import { boxMean } from '../../src/engines/background-removal/box-filter';
import { guidedFilter } from '../../src/engines/background-removal/guided-filter';
import { resizePlane } from '../../src/engines/background-removal/resample';
import { random } from './shapes';

type Planes = [Float32Array, Float32Array, Float32Array];
const grey = (plane: Float32Array): Planes => [plane, plane, plane];

function bruteBoxMean(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
        for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
          sum += src[v * width + u];
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

describe('boxMean', () => {
  it('matches a brute-force clipped window mean, including borders and radii larger than the plane', () => {
    const next = random(5);
    const width = 13;
    const height = 9;
    const src = Float32Array.from({ length: width * height }, () => next());
    for (const radius of [1, 3, 20]) {
      const out = new Float32Array(src.length);
      boxMean(src, out, width, height, radius, new Float32Array(src.length));
      const expected = bruteBoxMean(src, width, height, radius);
      for (let i = 0; i < out.length; i++) expect(out[i]).toBeCloseTo(expected[i], 5);
    }
  });
});

describe('guidedFilter', () => {
  const width = 24;
  const height = 8;

  it('leaves a constant input unchanged whatever the guide', () => {
    const next = random(9);
    const guide: Planes = [0, 1, 2].map(() => Float32Array.from({ length: width * height }, () => next())) as Planes;
    const out = guidedFilter(guide, new Float32Array(width * height).fill(0.7), width, height, { radius: 3, epsilon: 1e-4 });
    for (const value of out) expect(value).toBeCloseTo(0.7, 4);
  });

  it('reproduces the guide when filtering the guide itself with a tiny ridge', () => {
    const next = random(11);
    const plane = Float32Array.from({ length: width * height }, () => next());
    const out = guidedFilter(grey(plane), plane, width, height, { radius: 2, epsilon: 1e-6 });
    let worst = 0;
    for (let i = 0; i < out.length; i++) worst = Math.max(worst, Math.abs(out[i] - plane[i]));
    expect(worst).toBeLessThan(0.01);
  });

  it('snaps a blurred mask edge onto the sharp edge of the guide', () => {
    const edge = 12;
    const guide = new Float32Array(width * height);
    const mask = new Float32Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        guide[y * width + x] = x < edge ? 0.2 : 0.8;
        // A wide ramp centred on the edge, as an upscaled low-resolution mask would be.
        mask[y * width + x] = Math.min(1, Math.max(0, (x - edge + 4.5) / 8));
      }
    }
    const out = guidedFilter(grey(guide), mask, width, height, { radius: 2, epsilon: 1e-4 });
    const row = 4 * width;
    const steps = (plane: Float32Array) => Array.from({ length: width - 1 }, (_, x) => plane[row + x + 1] - plane[row + x]);
    const inputSteps = steps(mask);
    const outputSteps = steps(out);
    // The input rises by at most 1/8 per pixel; the output takes most of the rise in one step, at the edge.
    expect(Math.max(...inputSteps)).toBeLessThan(0.13);
    expect(outputSteps.indexOf(Math.max(...outputSteps))).toBe(edge - 1);
    expect(Math.max(...outputSteps)).toBeGreaterThan(0.3);
    // Far from the edge the output stays flat at the input's values.
    expect(out[row]).toBeLessThan(0.01);
    expect(out[row + width - 1]).toBeGreaterThan(0.99);
  });
});

describe('resizePlane', () => {
  it('keeps constants, averages blocks when shrinking and interpolates when enlarging', () => {
    const flat = resizePlane(new Float32Array(20 * 10).fill(0.25), 20, 10, 7, 3);
    for (const value of flat) expect(value).toBeCloseTo(0.25, 5);

    // One-pixel stripes shrunk by 2 average to 0.5 away from the clamped borders.
    const stripes = Float32Array.from({ length: 8 * 2 }, (_, i) => (i % 2 === 0 ? 1 : 0));
    const shrunk = resizePlane(stripes, 8, 2, 4, 1);
    expect(shrunk[1]).toBeCloseTo(0.5, 5);
    expect(shrunk[2]).toBeCloseTo(0.5, 5);

    // Enlarging a 2-pixel ramp gives monotone values between the two samples.
    const up = resizePlane(Float32Array.from([0, 1]), 2, 1, 8, 1);
    for (let i = 1; i < up.length; i++) expect(up[i]).toBeGreaterThanOrEqual(up[i - 1]);
    expect(up[0]).toBeCloseTo(0, 5);
    expect(up[7]).toBeCloseTo(1, 5);
  });
});
