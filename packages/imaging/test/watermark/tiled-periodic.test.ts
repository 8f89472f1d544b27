import { describe, expect, it } from 'vitest';
import { findTiledMark, unblendTiledMark } from '../../src/engines/watermark/tiled-removal';
import { psnr } from '../inpaint/metrics';
import { addTextWatermark, type WatermarkSpec } from './add-watermark';
import { jpeg } from './jpeg';
import { PERIODIC_PLACEMENTS, periodicPhoto, type PeriodicPlacement } from './tiled-periodic-set';
import { EVAL_GREY_C } from './tiled-tuning-set';

const PREVIEW: WatermarkSpec = { text: 'PREVIEW', fontSize: 36, opacity: 0.4, position: 'tiled' };

async function gain(placement: PeriodicPlacement, spec: WatermarkSpec): Promise<number> {
  const clean = await periodicPhoto(placement);
  const { marked, truth } = await addTextWatermark(clean, spec);
  const input = await jpeg(marked, 80);
  const mark = findTiledMark(input);
  return mark ? psnr(unblendTiledMark(input, mark), clean, truth) - psnr(input, clean, truth) : 0;
}

/**
 * Periodic photos (a tuning photo's crop repeated every 44-120 px, `tiled-periodic-set.ts`): the
 * lattice search sees the photo's own period as a tiled mark. Before the sparseness check of
 * `checkedMark` (2026-11-27), the blend fit on all the strokes and later candidates took the
 * texture for a mark: clean gravel was changed, its grey © lost 12.5 dB, grass's PREVIEW 4.9 dB.
 */
describe('tiled search over periodic photos', () => {
  it('leaves clean periodic photos unchanged', async () => {
    for (const placement of PERIODIC_PLACEMENTS) expect(findTiledMark(await periodicPhoto(placement)), placement.source.photo).toBeUndefined();
  }, 300_000);

  it('makes no periodic photo worse under the grey ©', async () => {
    for (const placement of PERIODIC_PLACEMENTS) expect(await gain(placement, EVAL_GREY_C), placement.source.photo).toBeGreaterThan(-0.1);
  }, 300_000);

  // Gravel's PREVIEW lost 4.5 dB until the blend fit had to be an ink (`checkedMark`): the first
  // candidate's core fit took the gaps between the stones for a (-33, -33, -33) mark at 0.55.
  it('makes no periodic photo worse under the tiled PREVIEW', async () => {
    for (const placement of PERIODIC_PLACEMENTS) {
      expect(await gain(placement, PREVIEW), placement.source.photo).toBeGreaterThan(-0.1);
    }
  }, 300_000);
});
