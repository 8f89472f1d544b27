import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { createImage, grantCredits, submit, submitOk, waitForJob } from '../jobs/support';

/** Stripes and a dot: texture the eraser must continue; text for the watermark detector. */
async function photo(width: number, height: number, text?: string): Promise<Buffer> {
  const label = text ? `<text x="50%" y="55%" font-family="DejaVu Sans" font-size="${Math.round(height / 6)}" font-weight="bold" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${text}</text>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#8a6f4e"/><rect width="6" height="12" fill="#6e5336"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 8}" fill="#d23"/>${label}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('inpaint, watermark and outpaint tools over HTTP (PGlite)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 20);
  });
  afterAll(() => testApp.close());

  const raw = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return sharp(response.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  };

  it('inpaint takes the mask beside the params, erases the dot and leaves far pixels untouched', async () => {
    const source = await photo(160, 120);
    const image = await createImage(testApp, owner.user.id, source);
    const maskPng = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="100%" height="100%" fill="#000"/><circle cx="40" cy="30" r="10" fill="#fff"/></svg>')).png().toBuffer();
    const mask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: maskPng }, 'mask');
    const job = await submitOk(testApp, owner.headers, 'inpaint', { imageId: image.id, maskImageId: mask.id, params: {} });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 60_000);
    expect(done.status).toBe('succeeded');
    expect(done.outputs[0]).toMatchObject({ width: 160, height: 120 });

    const out = await raw(done.outputs[0].url);
    const original = await sharp(source).removeAlpha().raw().toBuffer();
    const at = (buffer: Buffer, x: number, y: number) => [...buffer.subarray((y * 160 + x) * 3, (y * 160 + x) * 3 + 3)];
    expect(at(out.data, 5, 5)).toEqual(at(original, 5, 5));
    const centre = at(out.data, 80, 60);
    expect(centre[0] - centre[1]).toBeLessThan(80); // no longer the red dot
  });

  it('refuses a mask for a tool that takes none, and another user\'s mask with 404', async () => {
    const image = await createImage(testApp, owner.user.id, await photo(40, 30));
    const stranger = await createTestUser(testApp);
    const strangersMask = await testApp.app.services.images.ingestUpload(stranger.user.id, { bytes: await photo(20, 20) }, 'mask');
    expect((await submit(testApp, owner.headers, 'inpaint', { imageId: image.id, maskImageId: strangersMask.id, params: {} })).statusCode).toBe(404);
    const ownMask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: await photo(20, 20) }, 'mask');
    expect((await submit(testApp, owner.headers, 'upscale', { imageId: image.id, maskImageId: ownMask.id, params: {} })).statusCode).toBe(400);
    expect((await submit(testApp, owner.headers, 'inpaint', { imageId: image.id, params: {} })).statusCode).toBe(400);
  });

  it('watermark-detect finds overlaid text for free; watermark-removal erases it without a mask', async () => {
    const image = await createImage(testApp, owner.user.id, await photo(480, 320, 'SAMPLE'));
    const detect = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'watermark-detect', { imageId: image.id, params: {} })).id, undefined, 90_000);
    expect(detect.status).toBe('succeeded');
    const mask = await raw(detect.outputs[0].url);
    const marked = mask.data.filter((value, index) => index % 3 === 0 && value > 127).length;
    expect(marked).toBeGreaterThan(500);

    const removal = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'watermark-removal', { imageId: image.id, params: {} })).id, undefined, 90_000);
    expect(removal.status).toBe('succeeded');
    expect(removal.engine).toBe('ppocr-det+patchmatch');
    expect(removal.outputs[0]).toMatchObject({ width: 480, height: 320 });
  });

  it('outpaint makes exactly 16:9 by default and keeps the original pixels', async () => {
    const source = await photo(90, 90);
    const image = await createImage(testApp, owner.user.id, source);
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'outpaint', { imageId: image.id, params: {} })).id, undefined, 60_000);
    expect(done.status).toBe('succeeded');
    expect(done.outputs[0]).toMatchObject({ width: 160, height: 90 });
    const exact = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'outpaint', { imageId: image.id, params: { width: 120, height: 100, offset: { x: 0, y: 10 } } })).id, undefined, 60_000);
    expect(exact.outputs[0]).toMatchObject({ width: 120, height: 100 });
    for (const params of [{ width: 100 }, { ratio: '2:1' }, { ratio: '1:1', width: 100, height: 100 }]) {
      expect((await submit(testApp, owner.headers, 'outpaint', { imageId: image.id, params })).statusCode, JSON.stringify(params)).toBe(400);
    }
  });
});
