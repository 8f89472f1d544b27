/** Loads the upscale fixtures (crops of scikit-image sample photos, see fixtures/SOURCES.md). */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { decodeRaster, type Raster } from '../../src/raster';

export const FIXTURES = ['astronaut', 'chelsea', 'coffee', 'rocket', 'brick', 'gravel'] as const;

export async function loadFixture(name: (typeof FIXTURES)[number], size = 256): Promise<Raster> {
  const path = fileURLToPath(new URL(`../fixtures/upscale-${name}.webp`, import.meta.url));
  const buffer = await sharp(await readFile(path)).extract({ left: 0, top: 0, width: size, height: size }).png().toBuffer();
  return decodeRaster(buffer, 3);
}

/** The usual super-resolution degradation: a bicubic (antialiased) reduction by `factor`. */
export async function downscale(raster: Raster, factor: number): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: raster.channels } })
    .resize(Math.round(raster.width / factor), Math.round(raster.height / factor), { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: raster.channels, data: new Uint8Array(data) };
}

/** sharp's enlargement (its lanczos3 kernel maps to a bicubic interpolator when upsampling). */
export async function sharpEnlarge(raster: Raster, width: number, height: number): Promise<Raster> {
  const { data } = await sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: raster.channels } })
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width, height, channels: raster.channels, data: new Uint8Array(data) };
}

export function meanAbsoluteDifference(a: Raster, b: Raster): number {
  if (a.data.length !== b.data.length) throw new Error('size mismatch');
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}
