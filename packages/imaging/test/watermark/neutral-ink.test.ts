import { describe, expect, it } from 'vitest';
import { detectWatermarkMask, removeWatermark } from '../../src/engines/watermark';
import { inkChroma, withNeutralInks } from '../../src/engines/watermark/neutral-ink';
import { psnr } from '../inpaint/metrics';
import { whiteMarkCoffee } from './white-mark-coffee';

describe('neutral inks', () => {
  it('adds a neutral copy of a grey or white fit and leaves coloured inks alone', () => {
    const [tinted, neutral, yellow, none] = withNeutralInks([{ opacity: 0.5, colour: [269, 249, 237] }, { opacity: 0.7, colour: [250, 210, 0] }, undefined]);
    expect(tinted?.colour).toEqual([269, 249, 237]);
    for (const value of neutral?.colour ?? []) expect(value).toBeCloseTo(251.67, 1);
    expect(inkChroma(yellow?.colour ?? [])).toBeGreaterThanOrEqual(120);
    expect(none).toBeUndefined();
  });

  // Seen in a seller walk: "© cafe-shop.com" in white at 55 % over the coffee photo's wood and red
  // saucer (white-mark-coffee.jpg: real-photos/photos/coffee.jpg, CC0, with the mark added by
  // ffmpeg drawtext, Noto Sans Bold 34 px, saved as JPEG), found by the page's detector and removed
  // with that mask, came out as dark bluish letters: the white ink was fitted as (269, 249, 237).
  it('removes a white mark over red and orange ground with less of a tinted ghost', async () => {
    const { clean, input, letters } = await whiteMarkCoffee();
    const { mask } = await detectWatermarkMask(input, {});
    const removed = await removeWatermark(input, mask);
    let shift = 0;
    let count = 0;
    for (let p = 0; p < letters.length; p++) {
      if (!letters[p]) continue;
      shift += removed.data[p * 3 + 2] - removed.data[p * 3] - (clean.data[p * 3 + 2] - clean.data[p * 3]);
      count++;
    }
    const before = psnr(input, clean, letters);
    const after = psnr(removed, clean, letters);
    console.log(`white © over coffee: ${count} letter px, ${before.toFixed(2)} -> ${after.toFixed(2)} dB, blue-minus-red shift ${(shift / count).toFixed(1)}`);
    expect(count).toBeGreaterThan(1000);
    // Fitted ink only: 8.18 -> 20.49 dB, shift +18.3 (bluish letters); with the neutral ink: 20.80
    // dB, shift -11.6 (still a readable darker ghost over the saucer: the limits hold the gain).
    expect(Math.abs(shift / count)).toBeLessThan(15);
    expect(after - before).toBeGreaterThan(12.45);
  });
});
