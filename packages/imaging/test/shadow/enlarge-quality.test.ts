/**
 * A small cut-out through the shadow tool (issue 25): the product is enlarged about 5x onto the
 * preset's format. It must come out sharper than a bicubic enlargement (the interpolation the tool
 * used before) and without a rim: the colour in its edge band must stay what the source's edge
 * band is, although the file stores black under its transparent pixels, as many cut-out PNGs do.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutForPreset, renderShadow, trimCutout, type ShadowPreset } from '../../src/engines/shadow';
import type { Raster } from '../../src/raster';

const PHOTO = new URL('../real-photos/photos/strawberry.webp', import.meta.url);
/** Transparent background and no shadow: the output's alpha and colour are the placed product's. */
const preset: ShadowPreset = { format: { width: 760, height: 760 }, padding: 0.05, angle: 'top', zoom: 1, background: 'transparent' };
const SOURCE_SIDE = 140;

/** The real product (a photograph with its own alpha), made small, black under alpha 0. */
async function smallCutout(): Promise<Raster> {
  const { data, info } = await sharp(await readFile(PHOTO))
    .ensureAlpha()
    .resize(SOURCE_SIDE, SOURCE_SIDE, { fit: 'inside', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster: Raster = { width: info.width, height: info.height, channels: 4, data: new Uint8Array(data) };
  for (let i = 0; i < raster.data.length; i += 4) if (raster.data[i + 3] === 0) raster.data.fill(0, i, i + 3);
  return raster;
}

/** The old path: sharp's enlargement (a bicubic interpolator; premultiplied, so no rim either). */
async function bicubic(cutout: Raster, width: number, height: number): Promise<Raster> {
  const trimmed = trimCutout(cutout);
  const { data } = await sharp(Buffer.from(trimmed.data), { raw: { width: trimmed.width, height: trimmed.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width, height, channels: 4, data: new Uint8Array(data) };
}

const luma = (data: Uint8Array, i: number) => 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];

/** The placed product cut from the output (alpha and colour at the placement's size). */
function placed(output: Raster, box: { left: number; top: number; width: number; height: number }): Raster {
  const data = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * output.width + box.left) * 4;
    data.set(output.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, channels: 4, data };
}

/**
 * Rim: over the edge band (alpha 10..90 %), the mean luma difference between each edge pixel and
 * the opaque subject pixels within `radius`. A dark rim makes it strongly negative, a light one
 * positive; a clean edge is close to the source's own value.
 */
function rim(raster: Raster, radius: number): number {
  const { width, height, data } = raster;
  let sum = 0;
  let count = 0;
  for (let y = radius; y < height - radius; y++) {
    for (let x = radius; x < width - radius; x++) {
      const i = y * width + x;
      const alpha = data[i * 4 + 3];
      if (alpha < 26 || alpha > 230) continue;
      let subject = 0;
      let n = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const j = (y + dy) * width + x + dx;
          if (data[j * 4 + 3] === 255) {
            subject += luma(data, j);
            n++;
          }
        }
      }
      if (n === 0) continue;
      sum += luma(data, i) - subject / n;
      count++;
    }
  }
  return sum / count;
}

/** Variance of the 3x3 Laplacian of luma over pixels whose whole neighbourhood is opaque. */
function laplacianVariance(raster: Raster): number {
  const { width, height, data } = raster;
  const values: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if ([i, i - 1, i + 1, i - width, i + width].some((j) => data[j * 4 + 3] < 255)) continue;
      values.push(4 * luma(data, i) - luma(data, i - 1) - luma(data, i + 1) - luma(data, i - width) - luma(data, i + width));
    }
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
}

describe('shadow tool: enlarging a small cut-out', () => {
  it('is sharper than a bicubic enlargement and leaves no rim at the edge', { timeout: 180_000 }, async () => {
    const cutout = await smallCutout();
    const trimmed = trimCutout(cutout);
    const box = layoutForPreset(preset, trimmed.width, trimmed.height);
    expect(box.width / trimmed.width).toBeGreaterThan(4);

    const output = await renderShadow(cutout, preset, { opacity: 0 });
    const product = placed(output, box);
    const reference = await bicubic(cutout, box.width, box.height);
    const scale = box.width / trimmed.width;

    const sharpness = laplacianVariance(product) / laplacianVariance(reference);
    const rims = { source: rim(trimmed, 1), output: rim(product, Math.round(scale)), bicubic: rim(reference, Math.round(scale)) };
    console.log(`enlarged ${trimmed.width}x${trimmed.height} -> ${box.width}x${box.height}: Laplacian variance ratio to bicubic ${sharpness.toFixed(2)}; rim (edge luma - subject luma) source ${rims.source.toFixed(1)}, output ${rims.output.toFixed(1)}, bicubic ${rims.bicubic.toFixed(1)}`);

    expect(sharpness).toBeGreaterThan(1.3);
    // No rim of its own: the edge band keeps what the source's edge has (which bicubic blurs toward
    // the subject), give or take 3 levels; black bleeding in would pull it far below both.
    expect(rims.output).toBeGreaterThan(Math.min(rims.source, rims.bicubic) - 3);
    expect(rims.output).toBeLessThan(Math.max(rims.source, rims.bicubic) + 3);
  });
});
