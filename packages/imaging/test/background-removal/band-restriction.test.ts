/**
 * The refinement computes the coarse fit over the subject's grown box, applies its coefficients
 * at full resolution only near undecided cells and runs the detail pass on tiles; decontamination
 * returns colours at semi-transparent pixels only and the cut-out is composed from the image.
 * These tests hold each against the whole-image computation it replaced.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFINEMENT, refineMatte } from '../../src/engines/background-removal/alpha-refinement';
import { composeCutout, composeOnColor, cutoutFromImage, onColorFromImage, alphaToMask } from '../../src/engines/background-removal/compose';
import { estimateForeground, estimateForegroundAt } from '../../src/engines/background-removal/decontaminate';
import { applyGuidedCoefficients, greyGuidedFilter, guidedCoefficients, guidePlanes, lumaPlane } from '../../src/engines/background-removal/guided-filter';
import { resizePlane } from '../../src/engines/background-removal/resample';
import type { Raster } from '../../src/raster';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A noisy photo with a brighter disc, and the network-like probability of that disc (soft rim). */
function scene(width: number, height: number, side: number, centre: [number, number], seed: number): { image: Raster; probability: Float32Array } {
  const next = random(seed);
  const data = new Uint8Array(width * height * 3);
  const radius = 0.3 * Math.min(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = Math.hypot(x - centre[0] * width, y - centre[1] * height) < radius;
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = Math.round((inside ? 170 + 30 * c : 60 + 20 * c) + 25 * next());
    }
  }
  const probability = new Float32Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const distance = Math.hypot(((x + 0.5) / side - centre[0]) * width, ((y + 0.5) / side - centre[1]) * height) - radius;
      const p = 1 / (1 + Math.exp(distance / 2));
      probability[y * side + x] = p < 1e-4 ? 0 : p;
    }
  }
  return { image: { width, height, channels: 3, data }, probability };
}

/** The refinement as it was: whole working grid, every pixel, one detail box. */
function wholeImageMatte(image: Raster, probability: Float32Array, side: number): Float32Array {
  const { width, height } = image;
  // The test images are within the 512x512 working grid: the guide is the image itself.
  const coarseInput = resizePlane(probability, side, side, width, height);
  const radius = Math.max(2, Math.round(Math.max(width, height) * DEFAULT_REFINEMENT.coarseRadiusFraction));
  const alpha = new Float32Array(width * height);
  applyGuidedCoefficients(guidedCoefficients(guidePlanes(image), coarseInput, width, height, { radius, epsilon: DEFAULT_REFINEMENT.coarseEpsilon }), image, alpha);
  for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(1, Math.max(0, alpha[i]));
  const detail = greyGuidedFilter(lumaPlane(image), alpha, width, height, { radius: DEFAULT_REFINEMENT.detailRadius, epsilon: DEFAULT_REFINEMENT.detailEpsilon });
  for (let i = 0; i < alpha.length; i++) if (alpha[i] > 0.01 && alpha[i] < 0.99) alpha[i] = detail[i];
  const span = 1 / (DEFAULT_REFINEMENT.high - DEFAULT_REFINEMENT.low);
  return alpha.map((value) => Math.min(1, Math.max(0, (value - DEFAULT_REFINEMENT.low) * span)));
}

describe('refinement restricted to the uncertain band', () => {
  const cases: [string, number, number, [number, number]][] = [
    ['centred', 300, 240, [0.5, 0.5]],
    ['touching the border', 256, 256, [0.22, 0.75]],
    ['tall', 180, 400, [0.6, 0.4]],
  ];
  for (const [name, width, height, centre] of cases) {
    it(`gives the whole-image matte (${name})`, async () => {
      const { image, probability } = scene(width, height, 128, centre, width + height);
      const { alpha } = await refineMatte(image, probability, 128);
      const reference = wholeImageMatte(image, probability, 128);
      let differing = 0;
      let maxDifference = 0;
      for (let i = 0; i < alpha.length; i++) {
        if (Math.round(alpha[i] * 255) !== Math.round(reference[i] * 255)) differing++;
        maxDifference = Math.max(maxDifference, Math.abs(alpha[i] - reference[i]));
      }
      expect(differing).toBe(0);
      expect(maxDifference).toBeLessThan(1e-5);
    });
  }

  it('gives an empty matte for an empty probability map', async () => {
    const { image } = scene(64, 64, 32, [0.5, 0.5], 3);
    const { alpha, soft } = await refineMatte(image, new Float32Array(32 * 32), 32);
    expect(alpha.every((value) => value === 0)).toBe(true);
    expect(soft.every((value) => value === 0)).toBe(true);
  });
});

describe('cut-out from the image and the sparse foreground', () => {
  it('equals the cut-out and the colour composite from the full foreground', async () => {
    const { image, probability } = scene(200, 160, 64, [0.45, 0.55], 11);
    const { alpha, soft } = await refineMatte(image, probability, 64);
    const mask = alphaToMask(alpha, image.width, image.height);
    const full = estimateForeground(image, soft, [12, 2]);
    const sparse = estimateForegroundAt(image, soft, [12, 2]);
    expect(sparse.indices.length).toBeGreaterThan(0);
    expect(Array.from(cutoutFromImage(image, sparse, mask).data)).toEqual(Array.from(composeCutout(full, mask).data));
    expect(Array.from(onColorFromImage(image, sparse, mask, [10, 200, 30]).data)).toEqual(Array.from(composeOnColor(full, mask, [10, 200, 30]).data));
  });
});
