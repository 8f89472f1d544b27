import { describe, expect, it } from 'vitest';
import { inpaint } from '../../src/engines/inpaint';
import type { Raster } from '../../src/raster';
import { diffusionFill } from './diffusion-fill';
import { ERASER_PHOTOS, eraserHoles, loadEraserPhoto } from './eval-holes';
import { meanAbsLaplacian, psnr } from './metrics';

/**
 * The eraser on the real-photo set of `npm run eval -- inpaint` (same holes, same seed), per
 * photo. The held-out photos (rocket, astronaut) judge the engine: no constant was chosen on
 * them. The floors hold today's level with a margin, below the targets (gain >= 0 dB,
 * ratio 0.8..1.2), which are not met everywhere yet (see the engine README). The code before
 * the frequency split fails them: astronaut -2.86 dB / 0.60, coffee -2.83 dB / 0.72.
 */
const FLOORS = {
  'held-out': { gain: -1.0, ratio: [0.7, 1.2] },
  tuning: { gain: -1.3, ratio: [0.8, 1.2] },
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
    const floor = FLOORS[part];
    expect(gain).toBeGreaterThan(floor.gain);
    expect(ratio).toBeGreaterThan(floor.ratio[0]);
    expect(ratio).toBeLessThan(floor.ratio[1]);
  }, 60_000);
});
