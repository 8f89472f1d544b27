import { describe, expect, it } from 'vitest';
import {
  layoutForPreset,
  renderShadow,
  resizeCutout,
  SYSTEM_SHADOW_PRESETS,
  trimCutout,
  type ShadowControls,
  type ShadowPreset,
} from '../../src/engines/shadow';
import type { Raster } from '../../src/raster';
import { bottleFixture, shoeFixture } from './golden-cases';

const white: ShadowPreset = { format: { width: 300, height: 400 }, padding: 0.1, angle: 'front', zoom: 0.9, background: '#ffffff' };

/** Where the product sits in the output, and its resampled pixels: what renderShadow must keep intact. */
async function placedProduct(cutout: Raster, preset: ShadowPreset) {
  const trimmed = trimCutout(cutout);
  const placement = layoutForPreset(preset, trimmed.width, trimmed.height);
  return { placement, product: await resizeCutout(trimmed, placement.width, placement.height) };
}

const pixel = (raster: Raster, x: number, y: number) => Array.from(raster.data.subarray((y * raster.width + x) * raster.channels, (y * raster.width + x + 1) * raster.channels));
const luma = (raster: Raster, x: number, y: number) => {
  const [r, g, b] = pixel(raster, x, y);
  return (r + g + b) / 3;
};

function meanLuma(raster: Raster, left: number, top: number, right: number, bottom: number): number {
  let sum = 0;
  for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) sum += luma(raster, x, y);
  return sum / ((right - left) * (bottom - top));
}

describe('renderShadow: sizes', () => {
  // The bottle is enlarged ~4x onto the 2000 px presets: ESRGAN runs (x4 once, cached; x8 once).
  it('renders every system preset at exactly its format', { timeout: 300_000 }, async () => {
    const bottle = await bottleFixture();
    expect(SYSTEM_SHADOW_PRESETS.map((preset) => preset.id)).toHaveLength(11);
    for (const preset of SYSTEM_SHADOW_PRESETS) {
      const out = await renderShadow(bottle, preset);
      expect({ id: preset.id, width: out.width, height: out.height, channels: out.channels }).toEqual({ id: preset.id, ...preset.format, channels: 3 });
    }
  });

  it('gives exact sizes for odd formats, extreme zooms and every angle', { timeout: 300_000 }, async () => {
    const shoe = await shoeFixture();
    for (const angle of ['front', 'top', 'isometric'] as const) {
      for (const [width, height, zoom] of [[1, 1, 1], [7, 333, 0.05], [333, 7, 2], [641, 479, 1.3]] as const) {
        const out = await renderShadow(shoe, { ...white, angle, zoom, format: { width, height } });
        expect([out.width, out.height, out.data.length]).toEqual([width, height, width * height * 3]);
      }
    }
  });

  it('rejects invalid presets and empty cut-outs with RangeError', async () => {
    const bottle = await bottleFixture();
    await expect(renderShadow(bottle, { ...white, format: { width: 0, height: 10 } })).rejects.toThrow(RangeError);
    await expect(renderShadow(bottle, { ...white, format: { width: 10.5, height: 10 } })).rejects.toThrow(RangeError);
    await expect(renderShadow(bottle, { ...white, zoom: 0 })).rejects.toThrow(RangeError);
    await expect(renderShadow(bottle, { ...white, padding: 0.6 })).rejects.toThrow(RangeError);
    await expect(renderShadow(bottle, { ...white, background: 'red' })).rejects.toThrow(RangeError);
    const empty: Raster = { width: 20, height: 20, channels: 4, data: new Uint8Array(20 * 20 * 4) };
    await expect(renderShadow(empty, white)).rejects.toThrow(RangeError);
  });

  it('stops with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(renderShadow(await bottleFixture(), white, {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('renderShadow: pixels', () => {
  it('keeps the product pixels where alpha = 255 on an opaque background', async () => {
    for (const angle of ['front', 'top', 'isometric'] as const) {
      const preset = { ...white, angle, background: '#d9e4f0' };
      const bottle = await bottleFixture();
      const [out, { placement, product }] = await Promise.all([renderShadow(bottle, preset, { reflection: { opacity: 0.5, falloff: 0.5 } }), placedProduct(bottle, preset)]);
      let opaque = 0;
      let worst = 0;
      for (let y = 0; y < product.height; y++) {
        for (let x = 0; x < product.width; x++) {
          const i = (y * product.width + x) * 4;
          if (product.data[i + 3] !== 255) continue;
          opaque++;
          const got = pixel(out, placement.left + x, placement.top + y);
          for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(got[c] - product.data[i + c]));
        }
      }
      expect(opaque).toBeGreaterThan(10_000);
      expect(worst, angle).toBeLessThanOrEqual(1);
    }
  });

  it('front: the floor band right under the product is darker than the background, far corners are untouched', async () => {
    const bottle = await bottleFixture();
    const out = await renderShadow(bottle, white);
    const { placement } = await placedProduct(bottle, white);
    const floor = placement.top + placement.height;
    const band = meanLuma(out, placement.left + 10, floor, placement.left + placement.width - 10, floor + 4);
    expect(band).toBeLessThan(235);
    expect(pixel(out, 0, 0)).toEqual([255, 255, 255]);
    expect(pixel(out, out.width - 1, 0)).toEqual([255, 255, 255]);
  });

  it('top: a ring around the silhouette is shaded, darker on the side the shadow falls to', async () => {
    const preset: ShadowPreset = { ...white, angle: 'top', format: { width: 400, height: 300 } };
    const shoe = await shoeFixture();
    const out = await renderShadow(shoe, preset, { direction: 90 });
    const { placement } = await placedProduct(shoe, preset);
    const midX = placement.left + Math.round(placement.width / 2);
    const below = meanLuma(out, midX - 40, placement.top + placement.height + 1, midX + 40, placement.top + placement.height + 5);
    const above = meanLuma(out, midX - 40, placement.top - 5, midX + 40, placement.top - 1);
    expect(below).toBeLessThan(240);
    expect(above).toBeLessThan(254.5);
    expect(below).toBeLessThan(above - 5);
    expect(pixel(out, 0, 0)).toEqual([255, 255, 255]);
  });

  it('front: the cast shadow follows the direction control', async () => {
    const bottle = await bottleFixture();
    const { placement } = await placedProduct(bottle, white);
    const floor = placement.top + placement.height;
    const side = (out: Raster, from: number, to: number) => meanLuma(out, from, floor - 30, to, floor + 6);
    const controls: Partial<ShadowControls> = { offset: 0.8, softness: 0.3 };
    const right = await renderShadow(bottle, white, { ...controls, direction: 340 });
    const left = await renderShadow(bottle, white, { ...controls, direction: 200 });
    const leftSpan = [0, placement.left - 2] as const;
    const rightSpan = [placement.left + placement.width + 2, white.format.width] as const;
    expect(side(right, ...rightSpan)).toBeLessThan(side(right, ...leftSpan) - 5);
    expect(side(left, ...leftSpan)).toBeLessThan(side(left, ...rightSpan) - 5);
  });

  it('opacity 0 leaves every non-product pixel at the background colour', async () => {
    const bottle = await bottleFixture();
    const out = await renderShadow(bottle, white, { opacity: 0 });
    const { placement } = await placedProduct(bottle, white);
    for (let y = 0; y < out.height; y += 3) {
      for (let x = 0; x < out.width; x += 3) {
        const inside = x >= placement.left && x < placement.left + placement.width && y >= placement.top && y < placement.top + placement.height;
        if (!inside) expect(pixel(out, x, y)).toEqual([255, 255, 255]);
      }
    }
  });

  it('transparent background keeps the shadow as partial alpha, and flattening it equals the opaque render', async () => {
    const bottle = await bottleFixture();
    const [clear, onWhite] = await Promise.all([renderShadow(bottle, { ...white, background: 'transparent' }), renderShadow(bottle, white)]);
    expect(clear.channels).toBe(4);
    const { placement } = await placedProduct(bottle, white);
    const floor = placement.top + placement.height;
    const shadowAlpha = pixel(clear, placement.left + Math.round(placement.width / 2), floor + 1)[3];
    expect(shadowAlpha).toBeGreaterThan(20);
    expect(shadowAlpha).toBeLessThan(255);
    expect(pixel(clear, 0, 0)[3]).toBe(0);
    let worst = 0;
    for (let i = 0, j = 0; i < clear.data.length; i += 4, j += 3) {
      const alpha = clear.data[i + 3] / 255;
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(clear.data[i + c] * alpha + 255 * (1 - alpha) - onWhite.data[j + c]));
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('reflection mirrors the product below the floor for front, and is ignored for top', async () => {
    const bottle = await bottleFixture();
    const preset = { ...white, padding: { top: 0.05, right: 0.1, bottom: 0.3, left: 0.1 } };
    const [plain, mirrored] = await Promise.all([renderShadow(bottle, preset), renderShadow(bottle, preset, { reflection: { opacity: 0.5, falloff: 0.5 } })]);
    const { placement } = await placedProduct(bottle, preset);
    const floor = placement.top + placement.height;
    const centre = placement.left + Math.round(placement.width / 2);
    // Just below the floor the reflection of the teal glass tints the floor: less red than without it.
    expect(pixel(mirrored, centre, floor + 6)[0]).toBeLessThan(pixel(plain, centre, floor + 6)[0] - 30);
    const top = { ...preset, angle: 'top' as const };
    const [a, b] = await Promise.all([renderShadow(bottle, top), renderShadow(bottle, top, { reflection: { opacity: 0.5, falloff: 0.5 } })]);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
  });

  it('has no dark fringe when the cut-out hides black under transparent pixels', async () => {
    // A white disc whose RGB is black wherever alpha is 0, edges anti-aliased.
    const size = 64;
    const data = new Uint8Array(size * size * 4);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const coverage = Math.max(0, Math.min(1, 28 - Math.hypot(x - 31.5, y - 31.5)));
        const o = (y * size + x) * 4;
        if (coverage > 0) data.fill(255, o, o + 3);
        data[o + 3] = Math.round(coverage * 255);
      }
    }
    const disc: Raster = { width: size, height: size, channels: 4, data };
    const out = await renderShadow(disc, { ...white, format: { width: 301, height: 301 }, zoom: 0.77 }, { opacity: 0 });
    let darkest = 255;
    for (let i = 0; i < out.data.length; i++) darkest = Math.min(darkest, out.data[i]);
    expect(darkest).toBeGreaterThanOrEqual(250);
  });
});
