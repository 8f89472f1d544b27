import { describe, expect, it } from 'vitest';
import { composeOnBackground, renderBackground, renderSystemBackground, SYSTEM_BACKGROUNDS, type BackgroundSpec } from '../../src/engines/compose';
import type { Raster } from '../../src/raster';
import { bottleFixture } from '../shadow/golden-cases';

const pixel = (raster: Raster, x: number, y: number) => Array.from(raster.data.subarray((y * raster.width + x) * raster.channels, (y * raster.width + x + 1) * raster.channels));
const near = (actual: number[], expected: number[], tolerance = 1) => actual.every((value, i) => Math.abs(value - expected[i]) <= tolerance);

describe('backgrounds', () => {
  it('linear gradients follow CSS angles: 180 runs top to bottom, 90 left to right', async () => {
    const stops = [{ offset: 0, color: '#000000' }, { offset: 1, color: '#ffffff' }];
    const down = await renderBackground({ type: 'linear', angle: 180, stops }, 64, 200);
    expect(near(pixel(down, 32, 0), [0, 0, 0], 2)).toBe(true);
    expect(near(pixel(down, 32, 199), [255, 255, 255], 2)).toBe(true);
    expect(near(pixel(down, 32, 100), [128, 128, 128], 2)).toBe(true);
    const right = await renderBackground({ type: 'linear', angle: 90, stops }, 200, 64);
    expect(pixel(right, 0, 32)[0]).toBeLessThan(3);
    expect(pixel(right, 199, 32)[0]).toBeGreaterThan(252);
  });

  it('linear gradients honour middle stops and sort them', async () => {
    const out = await renderBackground({ type: 'linear', angle: 180, stops: [{ offset: 1, color: '#0000ff' }, { offset: 0, color: '#ff0000' }, { offset: 0.5, color: '#00ff00' }] }, 10, 101);
    expect(near(pixel(out, 5, 50), [0, 255, 0], 4)).toBe(true);
    expect(near(pixel(out, 5, 0), [255, 0, 0], 4)).toBe(true);
  });

  it('radial gradients start at the centre and reach the last stop at the farthest corner', async () => {
    const out = await renderBackground({ type: 'radial', center: { x: 0.25, y: 0.5 }, stops: [{ offset: 0, color: '#ffffff' }, { offset: 1, color: '#000000' }] }, 200, 100);
    expect(pixel(out, 50, 50)[0]).toBeGreaterThan(250);
    expect(pixel(out, 199, 0)[0]).toBeLessThan(5);
    expect(pixel(out, 199, 50)[0]).toBeGreaterThan(pixel(out, 199, 0)[0]);
  });

  it('image backgrounds cover the output and keep the centre', async () => {
    // Left half red, right half blue, 200x100, covered into a square: the middle is the seam.
    const data = new Uint8Array(200 * 100 * 3);
    for (let i = 0; i < 200 * 100; i++) data.set((i % 200) < 100 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const out = await renderBackground({ type: 'image', image: { width: 200, height: 100, channels: 3, data } }, 90, 90);
    expect([out.width, out.height, out.channels]).toEqual([90, 90, 3]);
    expect(near(pixel(out, 5, 45), [255, 0, 0], 3)).toBe(true);
    expect(near(pixel(out, 84, 45), [0, 0, 255], 3)).toBe(true);
  });

  it('renders every system background at any size, and rejects unknown ids', () => {
    expect(new Set(SYSTEM_BACKGROUNDS.map((background) => background.id)).size).toBe(SYSTEM_BACKGROUNDS.length);
    for (const background of SYSTEM_BACKGROUNDS) {
      const out = renderSystemBackground(background.id, 37, 53);
      expect([out.width, out.height, out.channels]).toEqual([37, 53, 3]);
    }
    expect(() => renderSystemBackground('nope', 10, 10)).toThrow(RangeError);
  });

  it('rejects malformed specs', async () => {
    await expect(renderBackground({ type: 'solid', color: 'blue' }, 4, 4)).rejects.toThrow(RangeError);
    await expect(renderBackground({ type: 'linear', angle: 0, stops: [{ offset: 0, color: '#000000' }] }, 4, 4)).rejects.toThrow(RangeError);
    await expect(renderBackground({ type: 'radial', radius: 0, stops: [{ offset: 0, color: '#000000' }, { offset: 1, color: '#ffffff' }] }, 4, 4)).rejects.toThrow(RangeError);
  });
});

describe('composeOnBackground', () => {
  const solid: BackgroundSpec = { type: 'solid', color: '#336699' };

  // Products enlarged past 1.25x go through ESRGAN: slow on a loaded 2-core machine.
  it('outputs exactly the requested size for each kind of background', { timeout: 300_000 }, async () => {
    const bottle = await bottleFixture();
    const backgrounds: BackgroundSpec[] = [
      solid,
      { type: 'linear', angle: 45, stops: [{ offset: 0, color: '#ffffff' }, { offset: 1, color: '#000000' }] },
      { type: 'radial', stops: [{ offset: 0, color: '#ffffff' }, { offset: 1, color: '#000000' }] },
      { type: 'system', id: 'pastel-mint' },
      { type: 'image', image: bottle },
    ];
    for (const background of backgrounds) {
      for (const [width, height] of [[1, 1], [123, 457], [900, 1200]] as const) {
        const out = await composeOnBackground(bottle, background, undefined, { width, height, shadow: { angle: 'front' } });
        expect([background.type, out.width, out.height, out.data.length / (width * height)]).toEqual([background.type, width, height, out.channels]);
      }
    }
  });

  it('places the product centre at (x, y) and scales it to fit', async () => {
    const bottle = await bottleFixture();
    const out = await composeOnBackground(bottle, solid, { x: 0.25, y: 0.5, scale: 0.5 }, { width: 400, height: 400 });
    // Column and row extents of non-background pixels.
    let minX = 400;
    let maxX = -1;
    let minY = 400;
    let maxY = -1;
    for (let y = 0; y < 400; y++) {
      for (let x = 0; x < 400; x++) {
        if (near(pixel(out, x, y), [0x33, 0x66, 0x99], 0)) continue;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    expect(Math.abs((minX + maxX + 1) / 2 - 100)).toBeLessThanOrEqual(1.5);
    expect(Math.abs((minY + maxY + 1) / 2 - 200)).toBeLessThanOrEqual(1.5);
    expect(maxY - minY + 1).toBe(200);
  });

  it('keeps alpha when the background is transparent, with the shadow as partial alpha', async () => {
    const out = await composeOnBackground(await bottleFixture(), { type: 'transparent' }, { x: 0.5, y: 0.5, scale: 0.8 }, { width: 200, height: 300, shadow: { angle: 'front' } });
    expect(out.channels).toBe(4);
    expect(pixel(out, 0, 0)[3]).toBe(0);
    const alphas = new Set<number>();
    for (let i = 3; i < out.data.length; i += 4) alphas.add(out.data[i]);
    expect(alphas.size).toBeGreaterThan(50);
  });

  it('rejects bad sizes and placements', async () => {
    const bottle = await bottleFixture();
    await expect(composeOnBackground(bottle, solid, undefined, { width: 0, height: 10 })).rejects.toThrow(RangeError);
    await expect(composeOnBackground(bottle, solid, { x: 0.5, y: Number.NaN, scale: 1 }, { width: 10, height: 10 })).rejects.toThrow(RangeError);
    await expect(composeOnBackground(bottle, solid, { x: 0.5, y: 0.5, scale: 0 }, { width: 10, height: 10 })).rejects.toThrow(RangeError);
  });
});
