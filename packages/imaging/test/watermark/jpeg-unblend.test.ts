import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { smearLikeJpegChroma } from '../../src/engines/watermark/jpeg-unblend';

describe('JPEG chroma smear', () => {
  // The un-blend's model of what 4:2:0 JPEG does to a mark's colour: 2x2 block means, triangle
  // upsampling. A white mark with a random 0/1 matte over red, JPEG q100 4:2:0 and decoded: its
  // blue-difference chroma follows the smeared matte, not the matte.
  it('predicts the chroma libjpeg decodes', async () => {
    const width = 64;
    const height = 48;
    const matte = new Float32Array(width * height);
    let seed = 7;
    for (let p = 0; p < matte.length; p++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      matte[p] = seed / 2147483648 < 0.4 ? 1 : 0;
    }
    const red = [200, 40, 30];
    const rgb = new Uint8Array(width * height * 3);
    for (let p = 0; p < matte.length; p++) for (let k = 0; k < 3; k++) rgb[p * 3 + k] = Math.round((1 - 0.5 * matte[p]) * red[k] + 0.5 * matte[p] * 255);
    const jpeg = await sharp(rgb, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:2:0' }).toBuffer();
    const decoded = await sharp(jpeg).raw().toBuffer();
    const cb = (d: ArrayLike<number>, o: number) => -0.168736 * d[o] - 0.331264 * d[o + 1] + 0.5 * d[o + 2] + 128;
    const redCb = cb(red, 0);
    const smeared = smearLikeJpegChroma(matte, width, height);
    let withSmear = 0;
    let without = 0;
    for (let p = 0; p < matte.length; p++) {
      const observed = cb(decoded, p * 3);
      withSmear += Math.abs(observed - (redCb + 0.5 * smeared[p] * (128 - redCb)));
      without += Math.abs(observed - (redCb + 0.5 * matte[p] * (128 - redCb)));
    }
    console.log(`chroma error per pixel: smeared ${(withSmear / matte.length).toFixed(2)}, not smeared ${(without / matte.length).toFixed(2)}`);
    expect(withSmear / matte.length).toBeLessThan(2);
    expect(withSmear).toBeLessThan(0.25 * without);
  });
});
