import { describe, expect, it } from 'vitest';
import { findTiledMark, unblendTiledMark } from '../../src/engines/watermark/tiled-removal';
import { psnr } from '../inpaint/metrics';
import { TUNING_PLACEMENTS, tuningCase } from './tiled-tuning-set';

/**
 * The eval's tiled grey © on the extended tuning set (`tiled-tuning-set.ts`: 22 placements on
 * crops and scales of the tuning photos and on photos the eval does not use; none held out).
 * Before 2026-11-27 the tiled search found 11 of 22 (a product's texture gave a wrong lattice and
 * the banded search was never asked; a step's fraction that was texture; a stroke core of 2-110 px
 * failed the blend fit); then 17; 18 since the guitar's steps are refined through their sum and on
 * the clipped high-pass when the plain refinement is drawn off by the product's edges (`tiledStrokes`).
 * No placement may be made worse by the tiled step.
 */
describe('tiled grey © over the extended tuning set', () => {
  it('is found on at least 18 of 22 placements and makes none worse', async () => {
    let found = 0;
    const lines: string[] = [];
    for (const placement of TUNING_PLACEMENTS) {
      const { clean, input, region } = await tuningCase(placement);
      const mark = findTiledMark(input);
      const gain = mark ? psnr(unblendTiledMark(input, mark), clean, region) - psnr(input, clean, region) : 0;
      if (mark) found++;
      lines.push(`${placement.photo} ${placement.crop.x},${placement.crop.y}: ${mark ? gain.toFixed(2) : 'not found'}`);
      expect(gain, placement.photo).toBeGreaterThan(-0.1);
    }
    console.log(`${lines.join('\n')}\nfound ${found} / ${TUNING_PLACEMENTS.length}`);
    expect(found).toBeGreaterThanOrEqual(18);
  }, 300_000);

  // The eval's tiled white PREVIEW on the same placements: the blend fit on all the strokes found
  // a few hundred texture pixels on grass and gravel as a mark (-0.24 / -0.21 dB) until it was
  // kept to strokes covering at least 2 % of the photo.
  it('makes no placement worse under the tiled PREVIEW', async () => {
    for (const placement of TUNING_PLACEMENTS) {
      const { clean, input, region } = await tuningCase(placement, { text: 'PREVIEW', fontSize: 36, opacity: 0.4, position: 'tiled' });
      const mark = findTiledMark(input);
      const gain = mark ? psnr(unblendTiledMark(input, mark), clean, region) - psnr(input, clean, region) : 0;
      expect(gain, `${placement.photo} ${placement.crop.x},${placement.crop.y}`).toBeGreaterThan(-0.1);
    }
  }, 300_000);
});
