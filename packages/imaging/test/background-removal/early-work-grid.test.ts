/**
 * The refinement's working grid (the photo resized by sharp, on a libuv thread) is started before
 * the probability fixes, so the resize runs on another core while they run on this thread, and is
 * handed to refineMatte: the same grid, so the same matte.
 */
import { describe, expect, it, vi } from 'vitest';
import * as refinement from '../../src/engines/background-removal/alpha-refinement';
import { modelInputFromRaster } from '../../src/engines/background-removal/inference';
import { matteFromProbability } from '../../src/engines/background-removal/remove-background';
import { MODEL_SIDE } from '../../src/engines/background-removal/session';
import type * as ColourCheck from '../../src/engines/background-removal/colour-check';
import type { Raster } from '../../src/raster';

const calls: string[] = [];

vi.mock('../../src/engines/background-removal/alpha-refinement', async (importOriginal) => {
  const original = await importOriginal<typeof refinement>();
  return {
    ...original,
    workGrid: vi.fn((image: Raster) => {
      calls.push('work grid');
      return original.workGrid(image);
    }),
  };
});

vi.mock('../../src/engines/background-removal/colour-check', async (importOriginal) => {
  const original = await importOriginal<typeof ColourCheck>();
  return {
    ...original,
    reopenBackgroundColours: vi.fn((...args: Parameters<typeof original.reopenBackgroundColours>) => {
      calls.push('first fix');
      return original.reopenBackgroundColours(...args);
    }),
  };
});

/** A noisy photo larger than the 512x512 working grid (so sharp resizes it) with a brighter disc, and a map of that disc. */
function scene(width: number, height: number): { image: Raster; probability: Float32Array } {
  let state = 7;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const radius = 0.3 * Math.min(width, height);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = Math.hypot(x - width / 2, y - height / 2) < radius;
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = Math.round((inside ? 170 + 30 * c : 60 + 20 * c) + 25 * next());
    }
  }
  const probability = new Float32Array(MODEL_SIDE * MODEL_SIDE);
  for (let y = 0; y < MODEL_SIDE; y++) {
    for (let x = 0; x < MODEL_SIDE; x++) {
      const distance = Math.hypot(((x + 0.5) / MODEL_SIDE - 0.5) * width, ((y + 0.5) / MODEL_SIDE - 0.5) * height) - radius;
      const p = 1 / (1 + Math.exp(distance / 2));
      probability[y * MODEL_SIDE + x] = p < 1e-4 ? 0 : p;
    }
  }
  return { image: { width, height, channels: 3, data }, probability };
}

describe('the working grid started before the probability fixes', () => {
  it('gives refineMatte the same matte as the grid it makes itself', async () => {
    const { image, probability } = scene(720, 640);
    const own = await refinement.refineMatte(image, probability, MODEL_SIDE);
    const started = await refinement.refineMatte(image, probability, MODEL_SIDE, refinement.DEFAULT_REFINEMENT, refinement.workGrid(image));
    expect(Buffer.from(started.alpha.buffer).equals(Buffer.from(own.alpha.buffer))).toBe(true);
    expect(Buffer.from(started.soft.buffer).equals(Buffer.from(own.soft.buffer))).toBe(true);
    expect(own.alpha.some((value) => value > 0 && value < 1)).toBe(true);
  });

  it('is started by matteFromProbability before the first fix runs', async () => {
    const { image, probability } = scene(720, 640);
    const planes = await modelInputFromRaster(image);
    calls.length = 0;
    const matte = await matteFromProbability(image, planes, probability.slice());
    expect(calls).toEqual(['work grid', 'first fix']);
    const reference = await refinement.refineMatte(image, probability, MODEL_SIDE);
    // The disc is clean: the fixes change nothing on it, so the matte is the refinement of the map.
    expect(Buffer.from(matte.alpha.buffer).equals(Buffer.from(reference.alpha.buffer))).toBe(true);
  });
});
