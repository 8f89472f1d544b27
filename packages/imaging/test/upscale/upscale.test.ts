import { describe, expect, it } from 'vitest';
import { planUpscale, upscale, UpscaleTooLargeError } from '../../src/engines/upscale';
import { lanczos3Resize } from '../../src/engines/upscale/resample';
import type { Raster } from '../../src/raster';
import { loadFixture } from './fixtures';
import { ssim } from './metrics';

async function photo(width: number, height: number): Promise<Raster> {
  const full = await loadFixture('coffee', Math.max(width, height));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) data.set(full.data.subarray(y * full.width * 3, (y * full.width + width) * 3), y * width * 3);
  return { width, height, channels: 3, data };
}

describe('planUpscale', () => {
  it('picks the smallest network factor that reaches the target', () => {
    const medium = { model: 'medium' } as const;
    expect(planUpscale(100, 50, { ...medium, scale: 3 })).toEqual({ model: 'medium', neuralScale: 3, width: 300, height: 150 });
    expect(planUpscale(100, 50, { ...medium, width: 250 })).toEqual({ model: 'medium', neuralScale: 3, width: 250, height: 125 });
    expect(planUpscale(100, 50, { ...medium, height: 180 })).toEqual({ model: 'medium', neuralScale: 4, width: 360, height: 180 });
    expect(planUpscale(100, 50, { ...medium, width: 101 })).toEqual({ model: 'medium', neuralScale: 2, width: 101, height: 51 });
    expect(planUpscale(100, 50, { ...medium, width: 1200 })).toEqual({ model: 'medium', neuralScale: 8, width: 1200, height: 600 });
    expect(planUpscale(100, 50, { ...medium, width: 80 })).toEqual({ model: 'medium', neuralScale: null, width: 80, height: 40 });
  });

  it('runs the default model (thick) through its x4 network for factors up to 4, and x8 above', () => {
    expect(planUpscale(100, 50, { scale: 2 })).toEqual({ model: 'thick', neuralScale: 4, width: 200, height: 100 });
    expect(planUpscale(100, 50, { width: 300 })).toEqual({ model: 'thick', neuralScale: 4, width: 300, height: 150 });
    expect(planUpscale(100, 50, { width: 450 })).toEqual({ model: 'thick', neuralScale: 8, width: 450, height: 225 });
    // Too large for an x4 intermediate: falls back to the x2 network.
    expect(planUpscale(2500, 2500, { scale: 2 })).toEqual({ model: 'thick', neuralScale: 2, width: 5000, height: 5000 });
  });

  it('rejects ambiguous or impossible requests', () => {
    expect(() => planUpscale(100, 50, {})).toThrow(/exactly one/);
    expect(() => planUpscale(100, 50, { scale: 2, width: 300 })).toThrow(/exactly one/);
    expect(() => planUpscale(100, 50, { scale: 5 as 4 })).toThrow(/Scale/);
    expect(() => planUpscale(100, 50, { width: 99.5 })).toThrow(/integers/);
    expect(() => planUpscale(4000, 4000, { scale: 4 })).toThrow(/exceeds/);
    // The output bound is 32 megapixels: an x4 of a 1411 px square (31.9 MP) passes, 1415 px does not.
    expect(planUpscale(1411, 1411, { scale: 4 })).toMatchObject({ width: 5644, height: 5644 });
    expect(() => planUpscale(1415, 1415, { scale: 4 })).toThrow(UpscaleTooLargeError);
    expect(() => planUpscale(100, 50, { scale: 2, model: 'huge' as 'thick' })).toThrow(/Unknown/);
  });
});

describe('upscale', () => {
  it('returns exactly the requested width or height, with content aligned to the input', async () => {
    const input = await photo(60, 40);
    for (const [options, width, height] of [
      [{ width: 250 }, 250, 167], // x8 network, then reduced
      [{ height: 150 }, 225, 150], // x4 network, then reduced
      [{ width: 70 }, 70, 47], // x2 network, then reduced
      [{ width: 30 }, 30, 20], // smaller than the input: Lanczos only
    ] as const) {
      const result = await upscale(input, { ...options, model: 'slim' }); // slim: sizes are the point here, not quality
      expect([result.width, result.height, result.channels]).toEqual([width, height, 3]);
      // A misaligned or scrambled result would lose most of its structural similarity to a plain resize.
      expect(ssim(result, lanczos3Resize(input, width, height))).toBeGreaterThan(0.85);
    }
  });

  it('upscales alpha with Lanczos next to the network and keeps grey images grey', async () => {
    const colour = await photo(40, 32);
    const rgba: Raster = { width: 40, height: 32, channels: 4, data: new Uint8Array(40 * 32 * 4) };
    const grey: Raster = { width: 40, height: 32, channels: 1, data: new Uint8Array(40 * 32) };
    for (let i = 0; i < 40 * 32; i++) {
      rgba.data.set(colour.data.subarray(i * 3, i * 3 + 3), i * 4);
      rgba.data[i * 4 + 3] = i % 40 < 20 ? 255 : 0; // opaque left half, transparent right half
      grey.data[i] = colour.data[i * 3 + 1];
    }
    const options = { scale: 2, model: 'slim' } as const;
    const [fromRgb, fromRgba, fromGrey] = await Promise.all([upscale(colour, options), upscale(rgba, options), upscale(grey, options)]);
    expect([fromRgba.width, fromRgba.height, fromRgba.channels]).toEqual([80, 64, 4]);
    for (let y = 0; y < 64; y++) {
      expect(fromRgba.data[(y * 80 + 10) * 4 + 3]).toBe(255);
      expect(fromRgba.data[(y * 80 + 70) * 4 + 3]).toBe(0);
      for (let c = 0; c < 3; c++) expect(fromRgba.data[(y * 80 + 10) * 4 + c]).toBe(fromRgb.data[(y * 80 + 10) * 3 + c]);
    }
    expect([fromGrey.width, fromGrey.height, fromGrey.channels]).toEqual([80, 64, 1]);
    expect(ssim(fromGrey, lanczos3Resize(grey, 80, 64))).toBeGreaterThan(0.85);
  });

  it('reports progress per tile up to 1 and stops between tiles when aborted', async () => {
    const input = await photo(96, 96);
    const seen: number[] = [];
    await upscale(input, { scale: 2, model: 'slim', tileSize: 48 }, { onProgress: (fraction) => seen.push(fraction) });
    expect(seen.length).toBeGreaterThanOrEqual(9 + 1); // 3x3 tiles plus the end
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1])).toBe(true);
    expect(seen.at(-1)).toBe(1);

    const controller = new AbortController();
    let calls = 0;
    const aborted = upscale(input, { scale: 2, model: 'slim', tileSize: 48 }, {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0 && ++calls === 2) controller.abort();
      },
    });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(2);
  });
});
