import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoPath } from '../../eval/composites';
import { bleedColour } from '../../src/engines/shadow/enlarge-cutout';
import { resizeCutout } from '../../src/engines/shadow/cutout';
import type { Raster } from '../../src/raster';

async function cutout(name: string, width: number, height: number): Promise<Raster> {
  const { data, info } = await sharp(photoPath(`${name}.png`)).ensureAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  // As background removal writes cut-outs: no colour where nothing is visible.
  for (let i = 0; i < info.width * info.height; i++) if (data[i * 4 + 3] === 0) data.fill(0, i * 4, i * 4 + 3);
  return { width: info.width, height: info.height, channels: 4, data: new Uint8Array(data) };
}

function lanczos(rgba: Raster, width: number, height: number): Promise<Raster> {
  return sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer()
    .then((data) => ({ width, height, channels: 4 as const, data: new Uint8Array(data) }));
}

/** PSNR of the colour where the reference is opaque, and mean luminance of the semi-transparent rim. */
function score(result: Raster, reference: Raster): { psnr: number; rimLuma: number } {
  let sum = 0;
  let count = 0;
  let rim = 0;
  let rimCount = 0;
  for (let i = 0; i < reference.width * reference.height; i++) {
    const a = reference.data[i * 4 + 3];
    if (a > 250) {
      for (let c = 0; c < 3; c++) sum += (result.data[i * 4 + c] - reference.data[i * 4 + c]) ** 2;
      count += 3;
    } else if (a > 60 && result.data[i * 4 + 3] > 60) {
      rim += 0.3 * result.data[i * 4] + 0.59 * result.data[i * 4 + 1] + 0.11 * result.data[i * 4 + 2];
      rimCount++;
    }
  }
  return { psnr: 10 * Math.log10((255 * 255) / (sum / count)), rimLuma: rim / Math.max(1, rimCount) };
}

describe('enlarging a cut-out for a scene', () => {
  it('bleeds edge colours into the transparent area and leaves alpha alone', () => {
    const rgba: Raster = { width: 3, height: 1, channels: 4, data: new Uint8Array([200, 100, 50, 255, 0, 0, 0, 0, 0, 0, 0, 0]) };
    const bled = bleedColour(rgba);
    expect(Array.from(bled.data)).toEqual([200, 100, 50, 255, 200, 100, 50, 0, 200, 100, 50, 0]);
  });

  it('enlarges 3x with the network: closer to the real photo than Lanczos, and no dark rim', async () => {
    const truth = await cutout('kiwi', 240, 236);
    const small = await cutout('kiwi', 80, 79);
    const network = await resizeCutout(small, 240, 236);
    const interpolated = await lanczos(small, 240, 236);
    const ours = score(network, truth);
    const plain = score(interpolated, truth);
    const reference = score(truth, truth);
    console.log(`kiwi x3: PSNR network ${ours.psnr.toFixed(2)} dB, Lanczos ${plain.psnr.toFixed(2)} dB; rim luma ${ours.rimLuma.toFixed(1)} (true ${reference.rimLuma.toFixed(1)})`);
    expect(network).toMatchObject({ width: 240, height: 236, channels: 4 });
    expect(ours.psnr).toBeGreaterThan(plain.psnr);
    // A dark fringe would pull the rim's luminance well below the true rim's.
    expect(ours.rimLuma).toBeGreaterThan(reference.rimLuma * 0.85);
  }, 300_000);
});
