import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outpaint, outpaintCanvasSize } from '../../src/engines/outpaint';
import { decodeRaster, type Raster } from '../../src/raster';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const load = async (name: string) => decodeRaster(readFileSync(join(fixtures, name)), 3);

/** A product-like dark ellipse in the middle of a background given per pixel. */
function productOn(width: number, height: number, background: (x: number, y: number, k: number) => number): Raster {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = ((x - width / 2) / (width * 0.25)) ** 2 + ((y - height / 2) / (height * 0.3)) ** 2 <= 1;
      for (let k = 0; k < 3; k++) data[(y * width + x) * 3 + k] = inside ? [40, 30, 90][k] : background(x, y, k);
    }
  }
  return { width, height, channels: 3, data };
}

function expectOriginalKept(input: Raster, output: Raster, x0: number, y0: number): void {
  let differing = 0;
  for (let y = 0; y < input.height; y++) {
    for (let x = 0; x < input.width * 3; x++) {
      if (output.data[((y + y0) * output.width + x0) * 3 + x] !== input.data[y * input.width * 3 + x]) differing++;
    }
  }
  expect(differing).toBe(0);
}

/** Largest and mean absolute deviation of the new area from `expected`. */
function deviation(output: Raster, x0: number, y0: number, w: number, h: number, expected: (x: number, y: number, k: number) => number) {
  let max = 0;
  let sum = 0;
  let n = 0;
  for (let y = 0; y < output.height; y++) {
    for (let x = 0; x < output.width; x++) {
      if (x >= x0 && x < x0 + w && y >= y0 && y < y0 + h) continue;
      for (let k = 0; k < 3; k++) {
        const d = Math.abs(output.data[(y * output.width + x) * 3 + k] - expected(x, y, k));
        max = Math.max(max, d);
        sum += d;
        n++;
      }
    }
  }
  return { max, mean: sum / n };
}

describe('outpaint', () => {
  it('computes the smallest canvas of a ratio that holds the image, or takes an exact size', () => {
    expect(outpaintCanvasSize(1024, 1024, { ratio: '16:9' })).toEqual({ width: 1820, height: 1024 });
    expect(outpaintCanvasSize(1024, 1024, { ratio: '9:16' })).toEqual({ width: 1024, height: 1820 });
    expect(outpaintCanvasSize(300, 200, { ratio: '1:1' })).toEqual({ width: 300, height: 300 });
    expect(outpaintCanvasSize(300, 200, { ratio: '3:4' })).toEqual({ width: 300, height: 400 });
    expect(outpaintCanvasSize(200, 300, { ratio: '4:3' })).toEqual({ width: 400, height: 300 });
    expect(outpaintCanvasSize(300, 200, { ratio: { w: 2, h: 1 } })).toEqual({ width: 400, height: 200 });
    expect(outpaintCanvasSize(300, 200, { width: 500, height: 260 })).toEqual({ width: 500, height: 260 });
    expect(() => outpaintCanvasSize(300, 200, { width: 299, height: 400 })).toThrow(RangeError);
    expect(() => outpaintCanvasSize(300, 200, { ratio: { w: 0, h: 1 } })).toThrow(RangeError);
  });

  it.each([
    ['16:9', undefined],
    ['9:16', { x: 0, y: 30 }],
    ['1:1', undefined],
  ] as const)('paints a photo to %s at exactly that size, keeping the original pixels (offset %o)', async (ratio, offset) => {
    const image = await load('inpaint-chelsea.png');
    const out = await outpaint(image, { ratio }, { offset });
    const size = outpaintCanvasSize(image.width, image.height, { ratio });
    expect([out.width, out.height, out.channels]).toEqual([size.width, size.height, 3]);
    const x0 = offset?.x ?? Math.floor((size.width - image.width) / 2);
    const y0 = offset?.y ?? Math.floor((size.height - image.height) / 2);
    expectOriginalKept(image, out, x0, y0);
  });

  it('continues a photo texture across the seam without a brightness step', async () => {
    const image = await load('inpaint-grass.png');
    const out = await outpaint(image, { width: 240, height: 160 }, { offset: { x: 0, y: 0 } });
    expectOriginalKept(image, out, 0, 0);
    const at = (x: number, y: number) => out.data[(y * out.width + x) * 3];
    // Column-to-column differences over all rows: signed mean (a brightness step) and mean magnitude.
    const step = (a: number, b: number) => {
      let signed = 0;
      let magnitude = 0;
      for (let y = 0; y < out.height; y++) {
        signed += at(b, y) - at(a, y);
        magnitude += Math.abs(at(b, y) - at(a, y));
      }
      return { signed: signed / out.height, magnitude: magnitude / out.height };
    };
    let neighbours = 0;
    let unrelated = 0;
    for (let x = 100; x < 150; x++) neighbours += step(x - 1, x).magnitude / 50;
    for (let x = 20; x < 60; x++) unrelated += step(x, 159).magnitude / 40;
    const seam = step(159, 160);
    console.log(
      `grass seam: brightness step ${seam.signed.toFixed(2)}, mean |step| ${seam.magnitude.toFixed(2)} ` +
        `(neighbouring columns ${neighbours.toFixed(2)}, unrelated columns ${unrelated.toFixed(2)})`,
    );
    expect(Math.abs(seam.signed)).toBeLessThan(3);
    // The first new column continues the last original one far better than unrelated texture would.
    expect(seam.magnitude).toBeLessThan(0.8 * unrelated);
  });

  it('extends a plain background exactly', async () => {
    const colour = [216, 224, 232];
    const image = productOn(160, 120, (_x, _y, k) => colour[k]);
    const out = await outpaint(image, { ratio: '16:9' });
    const x0 = Math.floor((out.width - 160) / 2);
    expectOriginalKept(image, out, x0, 0);
    const d = deviation(out, x0, 0, 160, 120, (_x, _y, k) => colour[k]);
    console.log(`plain background: new area max deviation ${d.max}, mean ${d.mean.toFixed(3)}`);
    expect(d.max).toBeLessThanOrEqual(1);
  });

  it.each([
    ['16:9', { x: 0, y: 0 }],
    ['9:16', undefined],
  ] as const)('continues a linear gradient to %s analytically (offset %o)', async (ratio, offset) => {
    const gradient = (x: number, y: number, k: number) => [60 + 0.6 * x, 90 + 0.5 * y, 200 - 0.3 * x + 0.2 * y][k];
    const clampRound = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
    const size = outpaintCanvasSize(160, 120, { ratio });
    const x0 = offset?.x ?? Math.floor((size.width - 160) / 2);
    const y0 = offset?.y ?? Math.floor((size.height - 120) / 2);
    // The gradient is defined in canvas coordinates, so its continuation is known everywhere.
    const image = productOn(160, 120, (x, y, k) => clampRound(gradient(x + x0, y + y0, k)));
    const out = await outpaint(image, { ratio }, { offset });
    expectOriginalKept(image, out, x0, y0);
    const d = deviation(out, x0, y0, 160, 120, (x, y, k) => clampRound(gradient(x, y, k)));
    console.log(`gradient to ${ratio}: new area max deviation ${d.max}, mean ${d.mean.toFixed(3)}`);
    expect(d.max).toBeLessThanOrEqual(2);
  });

  it('keeps the grain of a noisy gradient backdrop while following the gradient', async () => {
    let seed = 12345;
    const noise = () => {
      // Sum of uniforms: roughly normal, standard deviation about 3 levels.
      let s = 0;
      for (let i = 0; i < 4; i++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        s += (seed / 2 ** 32 - 0.5) * 5.2;
      }
      return s;
    };
    const gradient = (x: number, y: number, k: number) => [120 + 0.3 * x, 140 + 0.2 * y, 160][k];
    const x0 = 60;
    const image = productOn(160, 120, (x, y, k) => Math.round(gradient(x + x0, y, k) + noise()));
    const out = await outpaint(image, { width: 280, height: 120 }, { offset: { x: x0, y: 0 } });
    expectOriginalKept(image, out, x0, 0);
    const d = deviation(out, x0, 0, 160, 120, gradient);
    console.log(`noisy gradient: new area mean deviation from the gradient ${d.mean.toFixed(2)} (grain ~2.4 mean abs)`);
    expect(d.mean).toBeGreaterThan(1);
    expect(d.mean).toBeLessThan(4);
  });

  it('rejects an offset that does not keep the image inside the canvas', async () => {
    const image = productOn(40, 30, () => 200);
    await expect(outpaint(image, { width: 50, height: 30 }, { offset: { x: 11, y: 0 } })).rejects.toThrow(RangeError);
  });
});
