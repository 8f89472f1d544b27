import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { createImage, grantCredits, submitOk, waitForJob } from '../jobs/support';

const COFFEE = fileURLToPath(new URL('../../../../packages/imaging/test/real-photos/photos/coffee.jpg', import.meta.url));
const OPACITY = 0.4;
const RECALL = 0.98;

/** A stock-style tiled white PREVIEW (36 px, 0.4, turned -30°) as an RGBA overlay, like the eval's mark. */
function tiledPreview(width: number, height: number): Buffer {
  const texts: string[] = [];
  for (let y = -height; y < 2 * height; y += 108) {
    for (let x = -width; x < 2 * width; x += 189) {
      texts.push(`<text x="${x}" y="${y}" transform="rotate(-30 ${width / 2} ${height / 2})" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#ffffff">PREVIEW</text>`);
    }
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join('')}</svg>`);
}

/** PSNR of `image` against `clean` (RGB) over the pixels of `region`. */
function psnrIn(image: Buffer, clean: Buffer, region: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let p = 0; p < region.length; p++) {
    if (!region[p]) continue;
    for (let k = 0; k < 3; k++) sum += (image[p * 3 + k] - clean[p * 3 + k]) ** 2;
    count += 3;
  }
  return 10 * Math.log10((255 * 255) / (sum / count));
}

describe('watermark page path over HTTP: detect with the defaults, then remove with the detected mask', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 5);
  });
  afterAll(() => testApp.close());

  const download = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  // Before the tiled search was on by default, the detected mask held only text regions and the
  // eraser's text path gained 0.02 dB here (the eval's coffee / tiled PREVIEW).
  it('a tiled PREVIEW on a real photo (JPEG) is un-blended: several dB gained in the mark', async () => {
    const { data: clean, info } = await sharp(COFFEE).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    const overlay = await sharp(tiledPreview(width, height)).ensureAlpha().raw().toBuffer();
    const marked = Buffer.alloc(width * height * 3);
    const region = new Uint8Array(width * height);
    for (let p = 0; p < width * height; p++) {
      const a = (OPACITY * overlay[p * 4 + 3]) / 255;
      for (let k = 0; k < 3; k++) marked[p * 3 + k] = Math.round((1 - a) * clean[p * 3 + k] + a * overlay[p * 4 + k]);
      region[p] = overlay[p * 4 + 3] >= 128 ? 1 : 0;
    }
    const upload = await sharp(marked, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    const input = await sharp(upload).raw().toBuffer();
    const image = await createImage(testApp, owner.user.id, upload);

    // The page: free detection with no parameters, the mask shown, then saved unchanged.
    const detect = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'watermark-detect', { imageId: image.id, params: {} })).id, undefined, 120_000);
    expect(detect.status).toBe('succeeded');
    const maskPng = await download(detect.outputs[0].url);
    // The seller sees the whole tiled mark in red, not only where the text detector reads words.
    const maskData = await sharp(maskPng).extractChannel(0).raw().toBuffer();
    let covered = 0;
    let total = 0;
    for (let p = 0; p < region.length; p++) {
      if (!region[p]) continue;
      total++;
      if (maskData[p] > 127) covered++;
    }
    const mask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: maskPng }, 'mask');
    const removal = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'watermark-removal', { imageId: image.id, maskImageId: mask.id, params: {} })).id, undefined, 120_000);
    expect(removal.status).toBe('succeeded');
    const result = await sharp(await download(removal.outputs[0].url)).removeAlpha().raw().toBuffer();

    const gain = psnrIn(result, clean, region) - psnrIn(input, clean, region);
    console.log(`coffee / tiled PREVIEW through detect + remove: ${gain.toFixed(2)} dB in the mark, ${((100 * covered) / total).toFixed(0)} % of it in the mask`);
    expect(covered / total).toBeGreaterThanOrEqual(RECALL);
    expect(gain).toBeGreaterThanOrEqual(4);
  });
});
