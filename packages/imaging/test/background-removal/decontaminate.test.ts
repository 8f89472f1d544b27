import { describe, expect, it } from 'vitest';
import { estimateForeground } from '../../src/engines/background-removal/decontaminate';
import type { Raster } from '../../src/raster';

type Rgb = readonly [number, number, number];

/** Composites I = aF + (1-a)B for per-pixel F, B and alpha. */
function composite(width: number, height: number, alphaAt: (x: number, y: number) => number, fg: (x: number, y: number) => Rgb, bg: Rgb) {
  const alpha = new Float32Array(width * height);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alphaAt(x, y);
      const f = fg(x, y);
      alpha[i] = a;
      for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.round(a * f[c] + (1 - a) * bg[c]);
    }
  }
  const image: Raster = { width, height, channels: 3, data };
  return { image, alpha };
}

const redTint = (rgb: ArrayLike<number>, offset: number) => rgb[offset] - (rgb[offset + 1] + rgb[offset + 2]) / 2;

describe('estimateForeground', () => {
  const width = 64;
  const height = 24;
  // Opaque on the left, an 8-pixel soft edge, transparent on the right.
  const ramp = (x: number) => Math.min(1, Math.max(0, (40 - x) / 8));

  it('removes the red of the old background from a white subject edge', () => {
    const { image, alpha } = composite(width, height, ramp, () => [250, 250, 250], [220, 20, 20]);
    const foreground = estimateForeground(image, alpha, [16, 3]);
    let worstNaive = 0;
    let worstEstimated = 0;
    for (let i = 0; i < alpha.length; i++) {
      if (alpha[i] <= 0.1) continue;
      worstNaive = Math.max(worstNaive, redTint(image.data, i * 3));
      worstEstimated = Math.max(worstEstimated, redTint(foreground, i * 3));
    }
    expect(worstNaive).toBeGreaterThan(150);
    expect(worstEstimated).toBeLessThan(12);
  });

  it('keeps opaque colours and recovers a varying foreground within a few levels', () => {
    const fg = (x: number, y: number): Rgb => [40 + x, 120 + 2 * y, 200 - x];
    const { image, alpha } = composite(width, height, ramp, fg, [230, 210, 30]);
    const foreground = estimateForeground(image, alpha, [16, 3]);
    let worstOpaque = 0;
    let errorSum = 0;
    let count = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const expected = fg(x, y);
        const error = Math.max(...[0, 1, 2].map((c) => Math.abs(foreground[i * 3 + c] - expected[c])));
        if (alpha[i] === 1) worstOpaque = Math.max(worstOpaque, error);
        else if (alpha[i] > 0.2) {
          errorSum += error;
          count++;
        }
      }
    }
    expect(worstOpaque).toBeLessThanOrEqual(1);
    expect(errorSum / count).toBeLessThan(8);
  });

  it('gives the same result when processed in bands as in one piece', () => {
    const tall = composite(16, 96, (_, y) => Math.min(1, Math.max(0, (60 - y) / 20)), (x) => [30 + 5 * x, 90, 160], [10, 200, 40]);
    const whole = estimateForeground(tall.image, tall.alpha, [10, 2]);
    const banded = estimateForeground(tall.image, tall.alpha, [10, 2], 16 * 40);
    expect(Buffer.from(banded).equals(Buffer.from(whole))).toBe(true);
  });

  it('reads grey-with-alpha input as grey and ignores its alpha channel', () => {
    const width = 16;
    const height = 4;
    const data = new Uint8Array(width * height * 2);
    const alpha = new Float32Array(width * height);
    for (let i = 0; i < width * height; i++) {
      data[i * 2] = 90;
      data[i * 2 + 1] = 7; // the raster's own alpha, not colour
      alpha[i] = i % width < 8 ? 1 : 0.5;
    }
    const foreground = estimateForeground({ width, height, channels: 2, data }, alpha, [4, 1]);
    for (let i = 0; i < width * height; i++) expect(Array.from(foreground.subarray(i * 3, i * 3 + 3))).toEqual([90, 90, 90]);
  });
});
