import { describe, expect, it } from 'vitest';
import { detectWatermarkMask, removeWatermark } from '../../src/engines/watermark';
import { psnr } from '../inpaint/metrics';
import { ghostRatio } from './ghost';
import { whiteMarkCoffee } from './white-mark-coffee';

describe('white semi-transparent caption over coloured ground (known loss)', () => {
  // The seller walk's "© cafe-shop.com", white at 55 % over the coffee photo's red saucer and wood
  // (white-mark-coffee.jpg, see neutral-ink.test.ts). The un-blend gains > 12 dB on the letters
  // but leaves them readable: darker outlines with red JPEG speckles over the saucer (ghost ratio
  // > 3; ~2 is the floor of un-blending at JPEG q80, > ~1.5 reads). Kept here until it is fixed:
  // this test starts failing (as `it.fails`) once both paths leave no readable ghost.
  it.fails('leaves no readable ghost of a white © over a red saucer, with or without a mask', async () => {
    const { clean, input, letters } = await whiteMarkCoffee();
    const { mask } = await detectWatermarkMask(input, {});
    const results = [
      { path: 'page', removed: await removeWatermark(input, mask) },
      { path: 'no mask', removed: await removeWatermark(input, undefined) },
    ].map(({ path, removed }) => ({ path, ghost: ghostRatio(removed, clean, letters), gain: psnr(removed, clean, letters) - psnr(input, clean, letters) }));
    for (const { path, ghost, gain } of results) console.log(`white © over coffee, ${path}: ghost ${ghost.toFixed(2)}, gain ${gain.toFixed(2)} dB`);
    for (const { gain, ghost } of results) {
      expect(gain).toBeGreaterThan(12);
      expect(ghost).toBeLessThan(2);
    }
  });
});
