import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { balanceOf, createImage, grantCredits, submit, submitOk, waitForJob } from '../jobs/support';

/** A product-like photo: a dark rounded box on a light, slightly textured floor. */
async function productPhoto(width = 240, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f1ec"/><stop offset="1" stop-color="#dedad2"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${width * 0.3}" y="${height * 0.2}" width="${width * 0.4}" height="${height * 0.6}" rx="12" fill="#1f4e8c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('background removal and upscale tools over HTTP (PGlite, worker threads)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 20);
  });
  afterAll(() => testApp.close());

  const output = async (imageUrl: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: imageUrl, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('remove-background with {} gives a transparent PNG cut-out of the subject, for one credit', async () => {
    const image = await createImage(testApp, owner.user.id, await productPhoto());
    const before = await balanceOf(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'remove-background', { imageId: image.id, params: {} });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 120_000);
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('isnet-quality');
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - 1);

    const { data, info } = await sharp(await output(done.outputs[0].url)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([240, 200, 4]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(120, 100)).toBeGreaterThan(200); // the box
    expect(alphaAt(10, 10)).toBeLessThan(30); // the floor
  });

  it('CreateProduct: POST /products with removeBackground queues a product-cutout job at the tool\'s cost, whose output becomes the product', async () => {
    const image = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: await productPhoto() }, 'product');
    const before = await balanceOf(testApp, owner.user.id);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/products', headers: owner.headers, payload: { imageId: image.id, removeBackground: true } });
    // The cut-out never runs inside the request: a job answers at once, reserving the cost.
    expect(response.statusCode).toBe(202);
    const job = response.json<{ data: { id: string; tool: string; cost: number } }>().data;
    expect(job.tool).toBe('product-cutout');
    expect(job.cost).toBe(testApp.app.services.tools.get('remove-background')?.baseCost);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - job.cost);
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 120_000);
    expect(done.status).toBe('succeeded');
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - job.cost);
    const added = await testApp.app.inject({ method: 'POST', url: '/api/products', headers: owner.headers, payload: { imageId: done.outputs[0].imageId } });
    expect(added.statusCode).toBe(201);
    const product = added.json<{ data: { image: { id: string; url: string } } }>().data;
    expect(product.image.id).toBe(done.outputs[0].imageId);
    const { data, info } = await sharp(await output(product.image.url)).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    // Cropped to the 96×120 box with a small margin, the floor gone around it.
    expect(info.width).toBeLessThan(130);
    expect(info.height).toBeLessThan(150);
    expect(data[(Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4 + 3]).toBeGreaterThan(200);
    expect(data[3]).toBeLessThan(30);
    // A photo that already is a cut-out is kept as it is.
    const transparent = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 10, b: 10, alpha: 0 } } }).png().toBuffer();
    const cut = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: transparent }, 'product');
    const kept = await testApp.app.inject({ method: 'POST', url: '/api/products', headers: owner.headers, payload: { imageId: cut.id, removeBackground: true } });
    const keptJob = await waitForJob(testApp, owner.headers, kept.json<{ data: { id: string } }>().data.id, undefined, 60_000);
    const keptBytes = await output(keptJob.outputs[0].url);
    expect(keptBytes.equals(await testApp.app.services.images.readBytes(cut))).toBe(true);
  });

  it('CreateProduct with removeBackground and no credits answers 402 and runs nothing', async () => {
    const poor = await createTestUser(testApp);
    const image = await testApp.app.services.images.ingestUpload(poor.user.id, { bytes: await productPhoto(60, 50) }, 'product');
    const drain = await balanceOf(testApp, poor.user.id);
    if (drain > 0) await grantCredits(testApp, poor.user.id, -drain);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/products', headers: poor.headers, payload: { imageId: image.id, removeBackground: true } });
    expect(response.statusCode).toBe(402);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('no_credits');
  });

  it('apply-mask saves a hand-corrected cut-out for free: the mask becomes the alpha', async () => {
    const image = await createImage(testApp, owner.user.id, await productPhoto(120, 100));
    const maskPng = await sharp({ create: { width: 60, height: 50, channels: 3, background: '#000000' } })
      .composite([{ input: await sharp({ create: { width: 30, height: 50, channels: 3, background: '#ffffff' } }).png().toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const mask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: maskPng }, 'mask');
    const before = await balanceOf(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'apply-mask', { imageId: image.id, params: { maskImageId: mask.id } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    expect(done.status).toBe('succeeded');
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
    const { data, info } = await sharp(await output(done.outputs[0].url)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([120, 100, 4]);
    expect(data[(50 * 120 + 10) * 4 + 3]).toBe(255); // left half kept
    expect(data[(50 * 120 + 110) * 4 + 3]).toBe(0); // right half removed
  });

  it('apply-mask refuses another user\'s mask with 404 semantics (the job fails as not found)', async () => {
    const stranger = await createTestUser(testApp);
    const strangersMask = await testApp.app.services.images.ingestUpload(stranger.user.id, { bytes: await productPhoto(20, 20) }, 'mask');
    const image = await createImage(testApp, owner.user.id, await productPhoto(60, 50));
    const job = await submitOk(testApp, owner.headers, 'apply-mask', { imageId: image.id, params: { maskImageId: strangersMask.id } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    expect(done.status).toBe('failed');
    expect(done.outputs).toEqual([]);
  });

  it('upscale with {} is x4 with the thick model; width asks for an exact size; alpha is kept', async () => {
    const image = await createImage(testApp, owner.user.id, await productPhoto(40, 30));
    const job = await submitOk(testApp, owner.headers, 'upscale', { imageId: image.id, params: {} });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 120_000);
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('esrgan-thick');
    expect(done.outputs[0]).toMatchObject({ width: 160, height: 120 });

    const transparent = await sharp({ create: { width: 32, height: 20, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();
    const withAlpha = await createImage(testApp, owner.user.id, transparent);
    const exact = await submitOk(testApp, owner.headers, 'upscale', { imageId: withAlpha.id, params: { width: 101, model: 'slim' } });
    const finished = await waitForJob(testApp, owner.headers, exact.id, undefined, 60_000);
    expect(finished.outputs[0]).toMatchObject({ width: 101, height: 63 });
    const meta = await sharp(await output(finished.outputs[0].url)).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it('refuses bad parameters with 400 and takes no credit', async () => {
    const image = await createImage(testApp, owner.user.id, await productPhoto(40, 30));
    const before = await balanceOf(testApp, owner.user.id);
    for (const params of [{ scale: 5 }, { scale: 2, width: 100 }, { model: 'huge' }, { typo: true }]) {
      const response = await submit(testApp, owner.headers, 'upscale', { imageId: image.id, params });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
    }
    for (const params of [{ output: 'gif' }, { crop: { marginPercent: 80 } }, { background: 'red' }]) {
      const response = await submit(testApp, owner.headers, 'remove-background', { imageId: image.id, params });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
    }
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  });
});
