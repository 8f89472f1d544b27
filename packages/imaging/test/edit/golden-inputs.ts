/**
 * Inputs of the image-editor goldens, small so the goldens stay small: a 160x120 window of the
 * "coffee" photograph (cup, saucer, spoon and wood grain: edges, skin-like tones and saturated reds)
 * and the synthetic shoe cut-out for the alpha path.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { decodeRaster, type Raster } from '../../src/raster';
import { shoeFixture } from '../shadow/golden-cases';

export const PHOTO_WINDOW = { left: 40, top: 8, width: 160, height: 120 };

/** RGB, 160x120, an exact pixel window of test/edit/fixtures/coffee.png (libvips extract, no resampling). */
export async function photoInput(): Promise<Raster> {
  const png = await readFile(new URL('./fixtures/coffee.png', import.meta.url));
  return decodeRaster(await sharp(png).extract(PHOTO_WINDOW).png().toBuffer(), 3);
}

/** RGBA, 460x240: a product cut-out with soft alpha edges. */
export const alphaInput = shoeFixture;
