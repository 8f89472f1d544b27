import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { editImage, type EditOperations } from '../../src/engines/edit';
import { decodeRaster, type Raster } from '../../src/raster';

/** A real photograph (scikit-image "coffee", CC0), 240x160 RGB. */
const photo = async () => decodeRaster(await readFile(new URL('./fixtures/coffee.png', import.meta.url)));

function channelMeans(raster: Raster): number[] {
  const sums = new Array<number>(raster.channels).fill(0);
  for (let i = 0; i < raster.data.length; i++) sums[i % raster.channels] += raster.data[i];
  return sums.map((sum) => sum / (raster.width * raster.height));
}

function lumaStdDev(raster: Raster): number {
  const values: number[] = [];
  for (let i = 0; i < raster.data.length; i += raster.channels) values.push((raster.data[i] + raster.data[i + 1] + raster.data[i + 2]) / 3);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}

/** Mean absolute Laplacian of the green channel: high-frequency detail. */
function detail(raster: Raster): number {
  const { width, height, channels, data } = raster;
  const g = (x: number, y: number) => data[(y * width + x) * channels + 1];
  let sum = 0;
  for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) sum += Math.abs(4 * g(x, y) - g(x - 1, y) - g(x + 1, y) - g(x, y - 1) - g(x, y + 1));
  return sum / ((width - 2) * (height - 2));
}

const same = (a: Raster, b: Raster) => a.width === b.width && a.height === b.height && a.channels === b.channels && Buffer.from(a.data).equals(Buffer.from(b.data));
const at = (raster: Raster, x: number, y: number) => Array.from(raster.data.subarray((y * raster.width + x) * raster.channels, (y * raster.width + x + 1) * raster.channels));

describe('editImage', () => {
  it('is the identity at 0 (RGB and RGBA), and returns a new buffer', async () => {
    const rgb = await photo();
    const zero: EditOperations = { rotate: 0, flipH: false, flipV: false, brightness: 0, contrast: 0, saturation: 0, warmth: 0, sharpness: 0 };
    const out = await editImage(rgb, zero);
    expect(same(out, rgb)).toBe(true);
    expect(out.data).not.toBe(rgb.data);
    const rgba = { ...rgb, channels: 4 as const, data: new Uint8Array(rgb.width * rgb.height * 4).map((_, i) => (i % 4 === 3 ? (i * 7) % 256 : rgb.data[Math.floor(i / 4) * 3 + (i % 4)])) };
    expect(same(await editImage(rgba, {}), rgba)).toBe(true);
  });

  it('brightness +50 brightens and -50 darkens on average', async () => {
    const image = await photo();
    const base = channelMeans(image);
    const brighter = channelMeans(await editImage(image, { brightness: 50 }));
    const darker = channelMeans(await editImage(image, { brightness: -50 }));
    for (let c = 0; c < 3; c++) {
      expect(brighter[c]).toBeGreaterThan(base[c] + 15);
      expect(darker[c]).toBeLessThan(base[c] - 15);
    }
  });

  it('contrast widens or narrows the spread, saturation -100 gives grey', async () => {
    const image = await photo();
    const spread = lumaStdDev(image);
    expect(lumaStdDev(await editImage(image, { contrast: 50 }))).toBeGreaterThan(spread * 1.15);
    expect(lumaStdDev(await editImage(image, { contrast: -50 }))).toBeLessThan(spread * 0.6);
    const grey = await editImage(image, { saturation: -100 });
    let worst = 0;
    for (let i = 0; i < grey.data.length; i += 3) worst = Math.max(worst, Math.abs(grey.data[i] - grey.data[i + 1]), Math.abs(grey.data[i + 1] - grey.data[i + 2]));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('warmth + shifts red up and blue down; warmth - the reverse', async () => {
    const image = await photo();
    const [r, g, b] = channelMeans(image);
    const [wr, wg, wb] = channelMeans(await editImage(image, { warmth: 60 }));
    // The photo's reds are partly clipped already, so red rises less than blue falls.
    expect(wr).toBeGreaterThan(r * 1.04);
    expect(wb).toBeLessThan(b * 0.9);
    expect(Math.abs(wg - g)).toBeLessThan(0.01);
    const [cr, , cb] = channelMeans(await editImage(image, { warmth: -60 }));
    expect(cr).toBeLessThan(r * 0.9);
    expect(cb).toBeGreaterThan(b * 1.1);
  });

  it('sharpness + adds detail, sharpness - removes it', async () => {
    const image = await photo();
    const base = detail(image);
    expect(detail(await editImage(image, { sharpness: 60 }))).toBeGreaterThan(base * 1.3);
    expect(detail(await editImage(image, { sharpness: -60 }))).toBeLessThan(base * 0.8);
  });

  it('rotate 90 swaps the dimensions and moves pixels clockwise; four turns are the identity', async () => {
    const image = await photo();
    const turned = await editImage(image, { rotate: 90 });
    expect([turned.width, turned.height]).toEqual([image.height, image.width]);
    // Clockwise: the source's top-left corner lands on the top-right, its bottom-left on the top-left.
    expect(at(turned, turned.width - 1, 0)).toEqual(at(image, 0, 0));
    expect(at(turned, 0, 0)).toEqual(at(image, 0, image.height - 1));
    expect(at(turned, 5, 17)).toEqual(at(image, 17, image.height - 1 - 5));
    let spun = image;
    for (let i = 0; i < 4; i++) spun = await editImage(spun, { rotate: 90 });
    expect(same(spun, image)).toBe(true);
    expect(same(await editImage(await editImage(image, { rotate: 270 }), { rotate: 90 }), image)).toBe(true);
    const half = await editImage(image, { rotate: 180 });
    expect(at(half, 0, 0)).toEqual(at(image, image.width - 1, image.height - 1));
  });

  it('flips mirror exact pixels and undo themselves', async () => {
    const image = await photo();
    const h = await editImage(image, { flipH: true });
    const v = await editImage(image, { flipV: true });
    for (const [x, y] of [[0, 0], [13, 77], [239, 159]] as const) {
      expect(at(h, x, y)).toEqual(at(image, image.width - 1 - x, y));
      expect(at(v, x, y)).toEqual(at(image, x, image.height - 1 - y));
    }
    expect(same(await editImage(h, { flipH: true }), image)).toBe(true);
    // Both flips equal a half turn.
    expect(same(await editImage(image, { flipH: true, flipV: true }), await editImage(image, { rotate: 180 }))).toBe(true);
  });

  it('rejects values outside the documented ranges', async () => {
    const image = await photo();
    await expect(editImage(image, { brightness: 101 })).rejects.toThrow(RangeError);
    await expect(editImage(image, { warmth: Number.NaN })).rejects.toThrow(RangeError);
    await expect(editImage(image, { rotate: 45 as unknown as 90 })).rejects.toThrow(RangeError);
  });
});
