import { describe, expect, it } from 'vitest';
import { inpaint } from '../../src/engines/inpaint';
import type { Raster } from '../../src/raster';
import { diffusionFill } from './diffusion-fill';
import { ERASER_PHOTOS, eraserHoles, loadEraserPhoto } from './eval-holes';
import { meanAbsLaplacian, psnr } from './metrics';

/**
 * The eraser on the real-photo set of `npm run eval -- inpaint` (same holes, same seed), per
 * photo. The held-out photos (rocket, astronaut) judge the engine: no constant was chosen on
 * them. The floors hold today's level (deterministic: seeded search) with a small margin, below
 * the targets (gain >= 0 dB, ratio 0.8..1.2), which are not met everywhere yet (see the
 * engine README). Today: coffee +0.68, chelsea +0.12, brick +1.57, grass -0.66, gravel -0.40,
 * rocket +1.15, astronaut +0.59 dB; chelsea's floor is the target itself. The copied detail
 * without its contrast compressed (`detail-split.ts`, before 2026-11-27) fails coffee (+0.17),
 * chelsea (-0.07), grass (-1.01), gravel (-0.90) and astronaut (+0.16 dB); the detail taken
 * against a flat 5x5 box mean instead of the Gaussian-weighted one (before the second change of
 * 2026-11-27) fails grass (-0.80), gravel (-0.68) and coffee (+0.64 dB); anchored copies kept
 * without anchors across the hole (`structure-trust.ts`, before the third) fail gravel (-0.60 dB);
 * the detail taken against a mean that includes the known pixels next to the hole (before
 * "Detail from the copy only", 2026-11-27) fails gravel (-0.47 dB).
 */
const GAIN_FLOORS: Record<string, number> = {
  coffee: 0.65,
  chelsea: 0,
  brick: 1.5,
  grass: -0.72,
  gravel: -0.45,
  rocket: 1.1,
  astronaut: 0.49,
};
const RATIO_FLOORS = {
  'held-out': [0.7, 1.2],
  tuning: [0.8, 1.2],
} as const;

describe('inpaint on real photos (issue 25 eval set)', () => {
  it.each(ERASER_PHOTOS)('$name ($part): PSNR close to diffusion, texture near the original', async ({ name, part }) => {
    const image = await loadEraserPhoto(name);
    const hole = eraserHoles(image.width, image.height);
    const mask: Raster = { width: image.width, height: image.height, channels: 1, data: Uint8Array.from(hole, (v) => v * 255) };
    const filled = await inpaint(image, mask, { featherPx: 0 });
    const gain = psnr(filled, image, hole) - psnr(diffusionFill(image, hole), image, hole);
    const ratio = meanAbsLaplacian(filled, hole) / meanAbsLaplacian(image, hole);
    console.log(`${name} (${part}): gain over diffusion ${gain.toFixed(2)} dB, texture ratio ${ratio.toFixed(2)}`);
    expect(gain).toBeGreaterThan(GAIN_FLOORS[name]);
    expect(ratio).toBeGreaterThan(RATIO_FLOORS[part][0]);
    expect(ratio).toBeLessThan(RATIO_FLOORS[part][1]);
  }, 60_000);
});
