import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cropImage, MARKETPLACE_SIZES, resizeImage, RESIZE_FITS } from '../../src/engines/edit';
import { decodeRaster, type Raster } from '../../src/raster';

const photo = async () => decodeRaster(await readFile(new URL('./fixtures/coffee.png', import.meta.url)));
const at = (raster: Raster, x: number, y: number) => Array.from(raster.data.subarray((y * raster.width + x) * raster.channels, (y * raster.width + x + 1) * raster.channels));

describe('MARKETPLACE_SIZES', () => {
  it('covers the required ratios and common card sizes, with unique ids and consistent ratios', () => {
    const ratios = new Set(MARKETPLACE_SIZES.map((size) => size.ratio));
    for (const ratio of ['1:1', '3:4', '4:3', '9:16', '16:9']) expect(ratios.has(ratio as never)).toBe(true);
    const sizes = MARKETPLACE_SIZES.map((size) => `${size.width}x${size.height}`);
    for (const size of ['900x1200', '1000x1000', '2000x2000', '1200x1600', '1080x1920']) expect(sizes).toContain(size);
    expect(new Set(MARKETPLACE_SIZES.map((size) => size.id)).size).toBe(MARKETPLACE_SIZES.length);
    for (const size of MARKETPLACE_SIZES) {
      const [w, h] = size.ratio.split(':').map(Number);
      expect(Math.abs(size.width / size.height - w / h)).toBeLessThan(0.001);
    }
  });
});

describe('resizeImage', () => {
  it('outputs exactly every marketplace size in every fit mode', async () => {
    const image = await photo();
    for (const size of MARKETPLACE_SIZES) {
      for (const fit of RESIZE_FITS) {
        const out = await resizeImage(image, { width: size.width, height: size.height }, { fit });
        expect([size.id, fit, out.width, out.height, out.data.length]).toEqual([size.id, fit, size.width, size.height, size.width * size.height * out.channels]);
      }
    }
  });

  it('resizes by percent keeping the aspect ratio', async () => {
    const image = await photo();
    for (const [percent, width, height] of [[50, 120, 80], [100, 240, 160], [333, 799, 533], [1, 2, 2]] as const) {
      const out = await resizeImage(image, { percent });
      expect([out.width, out.height]).toEqual([width, height]);
    }
  });

  it('pad fills the margins with the colour (or transparency); crop and stretch fill the frame', async () => {
    const image = await photo(); // 3:2 landscape
    const padded = await resizeImage(image, { width: 300, height: 300 }, { fit: 'pad', background: '#ff00ff' });
    expect(at(padded, 150, 2)).toEqual([255, 0, 255]);
    expect(at(padded, 150, 297)).toEqual([255, 0, 255]);
    expect(at(padded, 150, 150)).not.toEqual([255, 0, 255]);
    const clear = await resizeImage(image, { width: 300, height: 300 }, { fit: 'pad', background: 'transparent' });
    expect(clear.channels).toBe(4);
    expect(at(clear, 150, 2)[3]).toBe(0);
    expect(at(clear, 150, 150)[3]).toBe(255);
    const cropped = await resizeImage(image, { width: 300, height: 300 }, { fit: 'crop', background: '#ff00ff' });
    const stretched = await resizeImage(image, { width: 300, height: 300 }, { fit: 'stretch', background: '#ff00ff' });
    for (const out of [cropped, stretched]) {
      expect(out.channels).toBe(3);
      expect(at(out, 150, 2)).not.toEqual([255, 0, 255]);
    }
    // Stretch keeps the source's corners; centred crop cuts the left and right edges away.
    expect(at(stretched, 0, 0).every((v, c) => Math.abs(v - at(image, 0, 0)[c]) < 24)).toBe(true);
  });

  it('rejects impossible targets', async () => {
    const image = await photo();
    await expect(resizeImage(image, { width: 0, height: 10 })).rejects.toThrow(RangeError);
    await expect(resizeImage(image, { width: 10.5, height: 10 })).rejects.toThrow(RangeError);
    await expect(resizeImage(image, { width: 9000, height: 10 })).rejects.toThrow(RangeError);
    await expect(resizeImage(image, { percent: 0 })).rejects.toThrow(RangeError);
    await expect(resizeImage(image, { width: 10, height: 10 }, { fit: 'squash' as never })).rejects.toThrow(RangeError);
  });
});

describe('cropImage', () => {
  it('copies the exact pixels of the rectangle', async () => {
    const image = await photo();
    const out = cropImage(image, { x: 30, y: 20, width: 100, height: 60 });
    expect([out.width, out.height, out.channels]).toEqual([100, 60, 3]);
    for (const [x, y] of [[0, 0], [99, 59], [42, 17]] as const) expect(at(out, x, y)).toEqual(at(image, 30 + x, 20 + y));
    const whole = cropImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    expect(Buffer.from(whole.data).equals(Buffer.from(image.data))).toBe(true);
  });

  it('validates the rectangle against the image bounds', async () => {
    const image = await photo();
    for (const rect of [
      { x: -1, y: 0, width: 10, height: 10 },
      { x: 0, y: 0, width: 0, height: 10 },
      { x: 231, y: 0, width: 10, height: 10 },
      { x: 0, y: 151, width: 10, height: 10 },
      { x: 0.5, y: 0, width: 10, height: 10 },
    ]) {
      expect(() => cropImage(image, rect)).toThrow(RangeError);
    }
    expect(() => cropImage(image, { x: 230, y: 150, width: 10, height: 10 })).not.toThrow();
  });
});
