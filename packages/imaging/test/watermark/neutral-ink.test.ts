import { describe, expect, it } from 'vitest';
import { detectWatermarkMask, removeWatermark } from '../../src/engines/watermark';
import { inkChroma, neutralInk } from '../../src/engines/watermark/neutral-ink';
import { psnr } from '../inpaint/metrics';
import { whiteMarkCoffee } from './white-mark-coffee';

describe('neutral inks', () => {
  it('replaces a grey or white fit by a neutral ink and leaves coloured inks alone', () => {
    const neutral = neutralInk({ opacity: 0.5, colour: [269, 249, 237] });
    for (const value of neutral.colour) expect(value).toBeCloseTo(251.67, 1);
    expect(neutral.opacity).toBe(0.5);
    const yellow = neutralInk({ opacity: 0.7, colour: [250, 210, 0] });
    expect(yellow.colour).toEqual([250, 210, 0]);
    expect(inkChroma(yellow.colour)).toBeGreaterThanOrEqual(120);
  });

  it('keeps the fitted mark when it swaps the ink: a white fitted past white at a low opacity gets a higher one', () => {
    // The white 55 % caption over the rocket's sky (tuning photo) was fitted as (323, 320, 316) at
    // 0.385 over a mean background of about (30, 70, 130); white at 0.385 left light letters.
    const neutral = neutralInk({ opacity: 0.385, colour: [323, 320, 316], meanBackground: [30, 70, 130] });
    expect(neutral.colour).toEqual([255, 255, 255]);
    expect(neutral.opacity).toBeGreaterThan(0.5);
    expect(neutral.opacity).toBeLessThan(0.6);
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
    // dB, shift -11.6 (still a readable darker ghost over the saucer: the limits hold the gain);
    // neutral ink only, its opacity refitted, edges un-blended with their own opacity: 21.14 dB, -11.8.
    expect(Math.abs(shift / count)).toBeLessThan(15);
    expect(after - before).toBeGreaterThan(12.45);
  });
});
