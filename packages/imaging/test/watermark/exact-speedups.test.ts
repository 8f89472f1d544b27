import { describe, expect, it } from 'vitest';
import { componentPixels, dilateSquare } from '../../src/engines/inpaint/mask-ops';
import { latticeMedian, latticeOffsets, medianInPlace } from '../../src/engines/watermark/lattice-median';
import { estimateRegionBlend } from '../../src/engines/watermark/region-blend';
import type { Step } from '../../src/engines/watermark/tiled-matte';
import { estimateBlendLocal } from '../../src/engines/watermark/unblend';
import { unmarkedSums } from '../../src/engines/watermark/unmarked-sums';
import type { Raster } from '../../src/raster';
import { random } from '../background-removal/shapes';

/**
 * The watermark page's speed-ups (2026-11-27) must not change a value: each faster pass is checked
 * against the plain computation it replaced, written out here as it was.
 */

/** The median as it was: every translate rounded per pixel, the values sorted. */
function plainLatticeMedian(values: Float32Array, width: number, height: number, basis: [Step, Step], least: number, where?: Uint8Array): Float32Array {
  const offsets = latticeOffsets(width, height, basis);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (where && !where[y * width + x]) continue;
      const picked: number[] = [];
      for (const [ox, oy] of offsets) {
        const u = Math.round(x + ox);
        const v = Math.round(y + oy);
        if (u < 0 || v < 0 || u >= width || v >= height) continue;
        const value = values[v * width + u];
        if (!Number.isNaN(value)) picked.push(value);
      }
      if (picked.length < least) continue;
      const part = Float32Array.from(picked).sort();
      const n = part.length;
      out[y * width + x] = n % 2 ? part[(n - 1) / 2] : 0.5 * (part[n / 2 - 1] + part[n / 2]);
    }
  }
  return out;
}

const bytes = (values: Float32Array | Float64Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength);

describe('exact speed-ups of the watermark removal', () => {
  it('medianInPlace gives what sorting gives, -0 and +0 and repeats included', () => {
    const next = random(7);
    for (let trial = 0; trial < 2000; trial++) {
      const n = 1 + Math.floor(next() * 90);
      const values = Float32Array.from({ length: n }, () => {
        const r = next();
        // Few levels, so that repeats and zeros of both signs are common.
        return r < 0.15 ? 0 : r < 0.3 ? -0 : Math.round((next() - 0.5) * 8) / 2;
      });
      const sorted = values.slice().sort();
      const expected = n % 2 ? sorted[(n - 1) / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
      const got = medianInPlace(values.slice(), n);
      expect(Object.is(got, expected), `trial ${trial}: ${got} vs ${expected}`).toBe(true);
    }
  });

  it.each([
    { name: 'the rocket grey ©', basis: [{ x: 33.00641230866801, y: 57.16433599481887 }, { x: -114.32391360119802, y: 66.00764309258255 }] as [Step, Step] },
    { name: 'half-pixel steps', basis: [{ x: 16.5, y: 0 }, { x: 8.25, y: 21.5 }] as [Step, Step] },
    { name: 'a slanted lattice', basis: [{ x: 23.7, y: -9.3 }, { x: 4.1, y: 31.9 }] as [Step, Step] },
  ])('latticeMedian is bit for bit the per-pixel sorted median ($name)', ({ basis }) => {
    const width = 173;
    const height = 121;
    const next = random(11);
    const values = Float32Array.from({ length: width * height }, () => {
      const r = next();
      return r < 0.1 ? Number.NaN : r < 0.2 ? 0 : Math.round(next() * 40) - 20 + (r < 0.5 ? next() : 0);
    });
    const where = Uint8Array.from({ length: width * height }, () => (next() < 0.4 ? 1 : 0));
    for (const least of [1, 3]) {
      expect(bytes(latticeMedian(values, width, height, basis, least))).toEqual(bytes(plainLatticeMedian(values, width, height, basis, least)));
      expect(bytes(latticeMedian(values, width, height, basis, least, where))).toEqual(bytes(plainLatticeMedian(values, width, height, basis, least, where)));
    }
  });

  it('unmarkedSums builds the integral images of the four-term recurrence', () => {
    const next = random(3);
    const width = 97;
    const height = 64;
    const input: Raster = { width, height, channels: 3, data: Uint8Array.from({ length: width * height * 3 }, () => Math.floor(next() * 256)) };
    const marked = Uint8Array.from({ length: width * height }, () => (next() < 0.3 ? 1 : 0));
    const stride = width + 1;
    const counts = new Float64Array(stride * (height + 1));
    const sums = new Float64Array(stride * (height + 1) * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const i = (y + 1) * stride + x + 1;
        const unmarked = marked[p] ? 0 : 1;
        counts[i] = counts[i - 1] + counts[i - stride] - counts[i - stride - 1] + unmarked;
        for (let k = 0; k < 3; k++) sums[i * 3 + k] = sums[(i - 1) * 3 + k] + sums[(i - stride) * 3 + k] - sums[(i - stride - 1) * 3 + k] + (unmarked ? input.data[p * 3 + k] : 0);
      }
    }
    const built = unmarkedSums(input, marked);
    expect(bytes(built.counts)).toEqual(bytes(counts));
    expect(bytes(built.sums)).toEqual(bytes(sums));
  });

  it('estimateRegionBlend on a crop equals the local fit over the whole image, per region', () => {
    const next = random(5);
    const width = 160;
    const height = 110;
    // A smooth photo with a grey mark blended at 0.4 in a few blobs, some at the image's edges.
    const data = new Uint8Array(width * height * 3);
    const strokes = new Uint8Array(width * height);
    const regions = new Uint8Array(width * height);
    const blobs = [[3, 4], [80, 50], [150, 100], [40, 95], [120, 8]];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = y * width + x;
        const near = blobs.some(([bx, by]) => Math.abs(x - bx) <= 12 && Math.abs(y - by) <= 8);
        regions[p] = near ? 1 : 0;
        strokes[p] = near && x % 6 < 2 ? 1 : 0;
        for (let k = 0; k < 3; k++) {
          const photo = 40 + 0.6 * x + 0.3 * y + 20 * k + 8 * next();
          data[p * 3 + k] = Math.round(strokes[p] ? 0.6 * photo + 0.4 * 200 : photo);
        }
      }
    }
    const input: Raster = { width, height, channels: 3, data };
    const parts = componentPixels(regions, width, height);
    expect(parts.length).toBe(blobs.length);
    let fitted = 0;
    for (const part of parts) {
      const region = new Uint8Array(width * height);
      const own = new Uint8Array(width * height);
      for (const p of part) {
        region[p] = 1;
        own[p] = strokes[p];
      }
      const whole = estimateBlendLocal(input, own, dilateSquare(own, width, height, 1), region);
      if (whole) fitted++;
      expect(estimateRegionBlend(input, part, strokes)).toEqual(whole);
    }
    expect(fitted).toBeGreaterThanOrEqual(3);
  });
});
