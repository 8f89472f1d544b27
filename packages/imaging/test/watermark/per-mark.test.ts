import { describe, expect, it } from 'vitest';
import { detectWatermarkMask, removeWatermark } from '../../src/engines/watermark';
import { psnr } from '../inpaint/metrics';
import type { WatermarkSpec } from './add-watermark';
import { evalCase } from './eval-case';

/** The eval's "corner URL" (`scripts/eval/watermark-marks.ts`). */
const CORNER_URL: WatermarkSpec = { text: 'www.myshop-store.com', fontSize: 16, opacity: 0.9, position: 'corner', colour: '#1e1e1e', font: { family: 'DejaVu Sans', weight: 'normal' } };

describe('removal with a given mask judges each mark on its own', () => {
  // The eval's dark corner URL on the astronaut, through the watermark page's path (detect with the
  // API defaults, then remove with that mask). The mask also holds three of the suit's patches the
  // detector reads as text; one choice of fill, un-blend or keep for all of them kept the URL too
  // (0.00 dB). Each mark judged on its own: +5.3 dB.
  it('removes the astronaut corner URL on the page path although the mask holds suit patches too', async () => {
    const { clean, input, region } = await evalCase('astronaut', CORNER_URL);
    const { mask, boxes } = await detectWatermarkMask(input, { detectTiled: true });
    expect(boxes.length).toBeGreaterThan(1);
    const removed = await removeWatermark(input, mask);
    const gain = psnr(removed, clean, region) - psnr(input, clean, region);
    console.log(`astronaut corner URL, page path: ${gain.toFixed(2)} dB`);
    expect(gain).toBeGreaterThan(3);
  });
});
