import { describe, expect, it } from 'vitest';
import { COLOUR_MATCH_LIMIT, studioEngine } from '../../src/engines/studio';
import type { Raster } from '../../src/raster';
import { bottleCutout } from './fixtures';

const request = (overrides: Partial<Parameters<typeof studioEngine.generate>[0]> = {}) => ({
  cutout: bottleCutout(),
  prompt: [{ text: 'marble table, spheres', weight: 1 }],
  negativePrompt: [],
  style: 'studio',
  theme: 'none',
  width: 512,
  height: 512,
  quantity: 1,
  seed: 42,
  ...overrides,
});

const meanAbsDiff = (a: Raster, b: Raster) => {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
};

/** Pixels of the red label: pure (200, 30, 40) in the cut-out. */
function labelPixels(raster: Raster): number[][] {
  const found: number[][] = [];
  for (let i = 0; i < raster.width * raster.height; i++) {
    const o = i * raster.channels;
    const [r, g, b] = [raster.data[o] ?? 0, raster.data[o + 1] ?? 0, raster.data[o + 2] ?? 0];
    if (r > 150 && g < 70 && b < 80) found.push([r, g, b]);
  }
  return found;
}

describe('studio engine', () => {
  it('gives the same image for the same seed', async () => {
    const [a] = await studioEngine.generate(request());
    const [b] = await studioEngine.generate(request());
    expect(Buffer.from(a?.raster.data ?? []).equals(Buffer.from(b?.raster.data ?? []))).toBe(true);
  });

  it('gives each variation its own seed and a different image', async () => {
    const scenes = await studioEngine.generate(request({ quantity: 3 }));
    expect(scenes.map((scene) => scene.seed)).toEqual([42, 43, 44]);
    const [first, second, third] = scenes.map((scene) => scene.raster) as [Raster, Raster, Raster];
    expect(meanAbsDiff(first, second)).toBeGreaterThan(1);
    expect(meanAbsDiff(second, third)).toBeGreaterThan(1);
  });

  it.each([
    [1024, 1024],
    [768, 1024],
    [1024, 768],
    [576, 1024],
    [1024, 576],
    [900, 1200],
  ])('renders exactly %ix%i', async (width, height) => {
    const [scene] = await studioEngine.generate(request({ width, height }));
    expect(scene?.raster).toMatchObject({ width, height, channels: 3 });
  });

  it('keeps the product pixels within the colour-match tolerance', async () => {
    for (const style of ['studio', 'luxury', 'neon', 'natural']) {
      const [scene] = await studioEngine.generate(request({ style, prompt: [], width: 600, height: 600 }));
      const label = labelPixels(scene?.raster);
      expect(label.length).toBeGreaterThan(2000);
      // Interior label pixels: within COLOUR_MATCH_LIMIT of (200, 30, 40), plus rounding.
      // The most frequent label colour: the flat interior, not the resampled edges.
      const counts = new Map<string, number>();
      for (const pixel of label) counts.set(pixel.join(), (counts.get(pixel.join()) ?? 0) + 1);
      const median = ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '').split(',').map(Number);
      expect(Math.abs((median[0] ?? 0) - 200)).toBeLessThanOrEqual(200 * COLOUR_MATCH_LIMIT + 2);
      expect(Math.abs((median[1] ?? 0) - 30)).toBeLessThanOrEqual(30 * COLOUR_MATCH_LIMIT + 2);
    }
  });

  it('puts a contact shadow under the product and none when the negative prompt says so', async () => {
    const plain = { prompt: [], style: 'studio', width: 600, height: 600 };
    const [withShadow] = await studioEngine.generate(request(plain));
    const [without] = await studioEngine.generate(request({ ...plain, negativePrompt: [{ text: 'shadow', weight: 1 }] }));
    const raster = withShadow?.raster;
    // The product's lowest opaque row, found from the label-free green body above the shadow.
    let bottom = 0;
    for (let y = 0; y < raster.height; y++) {
      const o = (y * raster.width + raster.width / 2) * 3;
      const g = raster.data[o + 1] ?? 0;
      const r = raster.data[o] ?? 0;
      if (g - r > 40) bottom = y;
    }
    expect(bottom).toBeGreaterThan(raster.height / 2);
    const brightness = (image: Raster, y: number) => {
      let sum = 0;
      for (let x = raster.width / 2 - 40; x < raster.width / 2 + 40; x++) sum += image.data[(y * image.width + x) * 3] ?? 0;
      return sum / 80;
    };
    const under = bottom + 3;
    expect(brightness(raster, under)).toBeLessThan(brightness(without?.raster, under) - 15);
  });

  it('stops on abort and refuses a cut-out without alpha', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(studioEngine.generate(request(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    const rgb = { width: 4, height: 4, channels: 3 as const, data: new Uint8Array(48) };
    await expect(studioEngine.generate(request({ cutout: rgb }))).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('reports progress up to 1 and hands each image over as it finishes', async () => {
    const progress: number[] = [];
    const finished: number[] = [];
    await studioEngine.generate(request({ quantity: 2, width: 256, height: 256 }), { onProgress: (value) => progress.push(value), onImage: (_scene, index) => finished.push(index) });
    expect(finished).toEqual([0, 1]);
    expect(Math.max(...progress)).toBeCloseTo(1, 5);
  });
});
