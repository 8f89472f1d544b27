/**
 * Passes after the network that skip work where the answer is known (zeros of a mask, cells of
 * certain alpha, pixels far from the subject). Each is held, bit for bit, to the straightforward
 * computation it replaced, on random input.
 */
import { describe, expect, it } from 'vitest';
import { alphaToMask, cutoutFromImage } from '../../src/engines/background-removal/compose';
import { applyGuidedCoefficients, type GuidedCoefficients } from '../../src/engines/background-removal/guided-filter';
import { openBackground } from '../../src/engines/background-removal/outline-rim';
import { resizePlane } from '../../src/engines/background-removal/resample';
import { DEFAULT_WEAK_REGIONS, promoteWeakRegions } from '../../src/engines/background-removal/weak-regions';
import { boxMean } from '../../src/engines/background-removal/box-filter';
import { labelRegions } from '../../src/engines/background-removal/subject-support';
import { promoteThinParts } from '../../src/engines/background-removal/thin-parts';
import { bilinearAxis } from '../../src/engines/background-removal/resample';
import type { Raster } from '../../src/raster';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const sameBits = (a: Float32Array, b: Float32Array) => Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;

/**
 * The triangle-filter resize computed densely, as resizePlane did before it skipped zeros
 * (`offset` on x only).
 */
function denseResize(source: Float32Array, sourceWidth: number, sourceHeight: number, width: number, height: number, offset: number): Float32Array {
  // The same weights: a resize of a one-hot row gives them back.
  const weightsOf = (size: number, target: number, shift: number) => {
    const matrix: Float32Array[] = [];
    for (let s = 0; s < size; s++) {
      const hot = new Float32Array(size);
      hot[s] = 1;
      matrix.push(resizePlane(hot, size, 1, target, 1, shift, 0));
    }
    return (t: number, s: number) => matrix[s][t];
  };
  const horizontal = weightsOf(sourceWidth, width, offset);
  const vertical = weightsOf(sourceHeight, height, 0);
  const rows = new Float32Array(width * sourceHeight);
  for (let y = 0; y < sourceHeight; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let s = 0; s < sourceWidth; s++) if (horizontal(x, s) !== 0) sum += source[y * sourceWidth + s] * horizontal(x, s);
      rows[y * width + x] = sum;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let s = 0; s < sourceHeight; s++) {
      const weight = vertical(y, s);
      if (weight === 0) continue;
      for (let x = 0; x < width; x++) out[y * width + x] += rows[s * width + x] * weight;
    }
  }
  return out;
}

describe('resizePlane skipping zeros', () => {
  const cases: [string, number, number, number, number, number][] = [
    ['shrink', 64, 48, 32, 24, 0],
    ['shrink with the network grid offset', 64, 64, 29, 37, 0.5],
    ['enlarge', 16, 12, 40, 30, 0.5],
  ];
  for (const [name, sourceWidth, sourceHeight, width, height, offset] of cases) {
    it(`equals the dense filter bit for bit on a sparse mask (${name})`, () => {
      const next = random(sourceWidth * 31 + width);
      const source = new Float32Array(sourceWidth * sourceHeight);
      // A blob away from the edges, a speck on the border, rows and columns of zeros, and -0.
      for (let y = 0; y < sourceHeight; y++) {
        for (let x = 0; x < sourceWidth; x++) {
          const inBlob = x > sourceWidth / 3 && x < (2 * sourceWidth) / 3 && y > sourceHeight / 4 && y < sourceHeight / 2;
          source[y * sourceWidth + x] = inBlob ? next() : next() < 0.01 ? -0 : 0;
        }
      }
      source[sourceWidth - 1] = 0.7;
      const fast = resizePlane(source, sourceWidth, sourceHeight, width, height, offset, 0);
      expect(sameBits(fast, denseResize(source, sourceWidth, sourceHeight, width, height, offset))).toBe(true);
      expect(sameBits(resizePlane(new Float32Array(sourceWidth * sourceHeight), sourceWidth, sourceHeight, width, height, offset, offset), new Float32Array(width * height))).toBe(true);
    });
  }
});

describe('guided coefficients applied in runs of cells', () => {
  it('equals the per-pixel evaluation with the same computed cells and states', () => {
    const next = random(7);
    const grid = { width: 23, height: 17 };
    const size = grid.width * grid.height;
    const plane = () => Float32Array.from({ length: size }, () => next() - 0.5);
    const coefficients: GuidedCoefficients = { ...grid, ar: plane(), ag: plane(), ab: plane(), b: plane() };
    const computed = Uint8Array.from({ length: size }, () => (next() < 0.3 ? 1 : 0));
    const states = Uint8Array.from({ length: size }, () => Math.floor(next() * 3));
    const image: Raster = { width: 101, height: 67, channels: 3, data: Uint8Array.from({ length: 101 * 67 * 3 }, () => Math.floor(next() * 256)) };
    const fast = new Float32Array(image.width * image.height);
    applyGuidedCoefficients(coefficients, image, fast, true, { computed, states });
    // Per pixel: the value where its cell is computed, else 1 on certain subject, else 0.
    const dense = new Float32Array(fast.length);
    applyGuidedCoefficients(coefficients, image, dense, true);
    const xs = bilinearAxis(grid.width, image.width);
    const ys = bilinearAxis(grid.height, image.height);
    const reference = new Float32Array(fast.length);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const cell = ys.low[y] * grid.width + xs.low[x];
        const i = y * image.width + x;
        reference[i] = computed[cell] ? dense[i] : states[cell] === 1 ? 1 : 0;
      }
    }
    expect(sameBits(fast, reference)).toBe(true);
  });
});

/** Weak part promotion as it was: both labellings and the border flood over the whole grid. */
function promoteOverWholeGrid(probability: Float32Array, side: number): number {
  const settings = DEFAULT_WEAK_REGIONS;
  const size = side * side;
  const smooth = probability.slice();
  boxMean(smooth, smooth, side, side, settings.smoothRadius, new Float32Array(size));
  const candidate = new Uint8Array(size);
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x;
      const p = probability[i];
      if (p <= settings.low || p > 0.5) continue;
      const gx = (smooth[i + 1] - smooth[i - 1]) / 2;
      const gy = (smooth[i + side] - smooth[i - side]) / 2;
      if (gx * gx + gy * gy <= settings.flatSlope * settings.flatSlope) candidate[i] = 1;
    }
  }
  const confident = Uint8Array.from(probability, (p) => (p > 0.5 ? 1 : 0));
  const anchors = labelRegions(confident, side, side);
  const largest = Math.max(0, ...anchors.areas);
  let promoted = 0;
  if (largest > 0 && candidate.some((value) => value === 1)) {
    const { labels } = labelRegions(
      Uint8Array.from(probability, (p) => (p > settings.low ? 1 : 0)),
      side,
      side,
    );
    const anchored = new Set<number>();
    for (let i = 0; i < size; i++) if (confident[i] && anchors.areas[anchors.labels[i]] >= largest * settings.minShareOfLargest) anchored.add(labels[i]);
    const outside = openBackground(probability, side, side);
    for (let i = 0; i < size; i++) {
      if (!candidate[i] || !anchored.has(labels[i]) || !outside[i]) continue;
      probability[i] = settings.promotedTo;
      promoted++;
    }
  }
  return promoted + promoteThinParts(probability, side);
}

describe('weak part promotion restricted to the subject', () => {
  const side = 96;
  /** A confident body, a flat weak part on it, a weak fill inside a loop, weak debris, noise. */
  function scene(seed: number, shiftX: number, shiftY: number): Float32Array {
    const next = random(seed);
    const p = new Float32Array(side * side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const u = x - shiftX;
        const v = y - shiftY;
        const ring = Math.max(Math.abs(u - 60), Math.abs(v - 60));
        let value = next() < 0.02 ? next() * 0.4 : 0;
        if (u >= 20 && u < 45 && v >= 30 && v < 70) value = 0.95 + 0.04 * next();
        else if (u >= 25 && u < 40 && v >= 10 && v < 30) value = 0.3 + 0.004 * next();
        else if (ring <= 12 && ring >= 8) value = 0.97;
        else if (ring < 8) value = 0.3;
        else if (u >= 75 && u < 85 && v >= 5 && v < 15) value = 0.25;
        p[y * side + x] = value;
      }
    }
    return p;
  }
  const cases: [string, number, number][] = [
    ['inside the grid', 0, 0],
    ['cut by the left and top border', -20, -8],
    ['cut by the right and bottom border', 18, 30],
  ];
  for (const [name, shiftX, shiftY] of cases) {
    it(`promotes the same pixels to the same values as over the whole grid (subject ${name})`, () => {
      const fast = scene(shiftX * 3 + shiftY + 11, shiftX, shiftY);
      const reference = fast.slice();
      const count = promoteWeakRegions(fast, side);
      expect(count).toBe(promoteOverWholeGrid(reference, side));
      expect(count).toBeGreaterThan(0);
      expect(sameBits(fast, reference)).toBe(true);
    });
  }
});

describe('mask and cut-out with the common values taken first', () => {
  it('equal the per-pixel rounding and byte writes', () => {
    const next = random(3);
    const width = 37;
    const height = 29;
    const alpha = Float32Array.from({ length: width * height }, () => {
      const r = next();
      return r < 0.4 ? 0 : r < 0.7 ? 1 : r < 0.75 ? 1e-9 : next();
    });
    const mask = alphaToMask(alpha, width, height);
    expect(Array.from(mask.data)).toEqual(Array.from(alpha, (a) => Math.round(a * 255)));
    for (const channels of [1, 3, 4] as const) {
      const image: Raster = { width, height, channels, data: Uint8Array.from({ length: width * height * channels }, () => Math.floor(next() * 256)) };
      const cutout = cutoutFromImage(image, { indices: Int32Array.of(0, 5, 40), colours: Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9) }, mask);
      const expected = new Uint8Array(width * height * 4);
      for (let i = 0; i < width * height; i++) {
        const a = mask.data[i];
        if (a === 0) continue;
        const p = i * channels;
        expected.set([image.data[p], image.data[channels < 3 ? p : p + 1], image.data[channels < 3 ? p : p + 2], a], i * 4);
      }
      [0, 5, 40].forEach((index, k) => {
        if (mask.data[index] !== 0) expected.set([k * 3 + 1, k * 3 + 2, k * 3 + 3], index * 4);
      });
      expect(Array.from(cutout.data)).toEqual(Array.from(expected));
    }
  });
});
