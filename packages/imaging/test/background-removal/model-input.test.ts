/**
 * The network's input: a photo already 1024x1024 is read without sharp's same-size resize. These
 * tests hold it to that resize (which returns the pixels as they are) and the planes to the plain
 * per-pixel formula x / 255 - 0.5.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { modelInputFromRaster, planesFromPixels } from '../../src/engines/background-removal/inference';
import { MODEL_SIDE } from '../../src/engines/background-removal/session';
import type { Raster } from '../../src/raster';

function randomRaster(channels: Raster['channels'], seed: number): Raster {
  let state = seed;
  const data = new Uint8Array(MODEL_SIDE * MODEL_SIDE * channels);
  for (let i = 0; i < data.length; i++) data[i] = (state = (state * 1664525 + 1013904223) >>> 0) >>> 24;
  return { width: MODEL_SIDE, height: MODEL_SIDE, channels, data };
}

/** The input as it was made for every photo: sharp's resize to 1024x1024, then x / 255 - 0.5 per channel. */
async function resizedPlanes(raster: Raster): Promise<Float32Array> {
  const { data, info } = await sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: raster.channels } })
    .removeAlpha()
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = MODEL_SIDE * MODEL_SIDE;
  const planes = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) planes[c * plane + i] = data[i * info.channels + (info.channels < 3 ? 0 : c)] / 255 - 0.5;
  }
  return planes;
}

const same = (a: Float32Array, b: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

describe('the network input of a photo already 1024x1024', () => {
  for (const channels of [1, 2, 3, 4] as const) {
    it(`equals sharp's same-size resize (${channels} channels)`, async () => {
      const raster = randomRaster(channels, 11 + channels);
      const expected = await resizedPlanes(raster);
      expect(same(await modelInputFromRaster(raster), expected)).toBe(true);
      expect(same(planesFromPixels(raster.data, channels), expected)).toBe(true);
    });
  }

  it('still resizes a photo of another size', async () => {
    const raster: Raster = { width: 300, height: 200, channels: 3, data: randomRaster(3, 5).data.subarray(0, 300 * 200 * 3) };
    expect(same(await modelInputFromRaster(raster), await resizedPlanes(raster))).toBe(true);
  });
});
