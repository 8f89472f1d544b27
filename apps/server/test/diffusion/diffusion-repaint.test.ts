import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeComfyUi } from '../../../../e2e/support/fake-comfyui';
import { balanceOf, createImage, grantCredits, patternPng, submitOk, waitForJob } from '../jobs/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';

/** Mean absolute difference per channel between two RGB rasters of the same width, over columns [from, to). */
function columnsDifference(a: Buffer, b: Buffer, width: number, height: number, from: number, to: number, bWidth = width): number {
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = from; x < to; x++) {
      for (let c = 0; c < 3; c++) total += Math.abs((a[(y * width + x) * 3 + c] ?? 0) - (b[(y * bWidth + x) * 3 + c] ?? 0));
    }
  }
  return total / (height * (to - from) * 3);
}

describe('inpaint and outpaint at diffusion quality, GENERATION_ENGINES=inpaint=comfyui,outpaint=comfyui (PGlite, fake ComfyUI)', () => {
  let fake: FakeComfyUi;
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await FakeComfyUi.start({ steps: 2, stepDelayMs: 1 });
    testApp = await createTestApp('pglite', { COMFYUI_URL: fake.url, GENERATION_ENGINES: 'inpaint=comfyui,outpaint=comfyui' });
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 10);
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const raw = async (imageId: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/files/${imageId}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return sharp(response.rawPayload).removeAlpha().raw().toBuffer();
  };

  it('the eraser: ComfyUI repaints the masked half (mask brought to the photo’s size); the other half keeps the photo’s pixels', async () => {
    const source = await patternPng(120, 80);
    const image = await createImage(testApp, owner.user.id, source);
    // Any size: a 60×40 mask, white over its right half.
    const maskPng = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="100%" height="100%" fill="#000"/><rect x="30" width="30" height="40" fill="#fff"/></svg>')).png().toBuffer();
    const mask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: maskPng }, 'mask');
    const before = await balanceOf(testApp, owner.user.id);
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'inpaint', { imageId: image.id, maskImageId: mask.id, params: {} })).id, undefined, 60_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'comfyui' });
    expect(done.outputs[0]).toMatchObject({ width: 120, height: 80 });
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - 1);
    const workflow = fake.prompts.at(-1)?.workflow ?? {};
    expect(workflow['10']?.class_type).toBe('VAEEncodeForInpaint');
    expect(String(workflow['6']?.inputs.text)).toContain('seamless continuation');
    expect(await sharp(fake.uploads.get(String(workflow['2']?.inputs.image))).metadata()).toMatchObject({ width: 120, height: 80 });
    const out = await raw(done.outputs[0]?.imageId ?? '');
    const original = await sharp(source).removeAlpha().raw().toBuffer();
    expect(columnsDifference(out, original, 120, 80, 0, 54)).toBe(0);
    expect(columnsDifference(out, original, 120, 80, 66, 120)).toBeGreaterThan(20);
  }, 180_000);

  it('outpaint: ComfyUI pads by the new frame; the photo is kept where it stands', async () => {
    const source = await patternPng(100, 80);
    const image = await createImage(testApp, owner.user.id, source);
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'outpaint', { imageId: image.id, params: { width: 160, height: 80, offset: { x: 0, y: 0 } } })).id, undefined, 60_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'comfyui' });
    expect(done.outputs[0]).toMatchObject({ width: 160, height: 80 });
    const pad = Object.values(fake.prompts.at(-1)?.workflow ?? {}).find((node) => node.class_type === 'ImagePadForOutpaint');
    expect(pad?.inputs).toMatchObject({ left: 0, top: 0, right: 60, bottom: 0 });
    const out = await raw(done.outputs[0]?.imageId ?? '');
    const original = await sharp(source).removeAlpha().raw().toBuffer();
    expect(columnsDifference(out, original, 160, 80, 0, 100, 100)).toBe(0);
  }, 180_000);

  it('an execution_error fails the eraser with generation_error and returns the credit', async () => {
    const image = await createImage(testApp, owner.user.id, await patternPng(40, 40));
    const mask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: await patternPng(40, 40) }, 'mask');
    const before = await balanceOf(testApp, owner.user.id);
    fake.failNext = 'CUDA out of memory';
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'inpaint', { imageId: image.id, maskImageId: mask.id, params: {} })).id, undefined, 60_000);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'generation_error', message: 'Generation error' } });
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  }, 180_000);
});

describe('inpaint with ComfyUI configured but not named for it', () => {
  it('stays on the built-in PatchMatch fill and sends nothing to ComfyUI', async () => {
    const fake = await FakeComfyUi.start({ steps: 1, stepDelayMs: 1 });
    const testApp = await createTestApp('pglite', { COMFYUI_URL: fake.url });
    try {
      const owner = await createTestUser(testApp);
      await grantCredits(testApp, owner.user.id, 1);
      const image = await createImage(testApp, owner.user.id, await patternPng(48, 32));
      const maskPng = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"><rect width="100%" height="100%" fill="#000"/><circle cx="24" cy="16" r="5" fill="#fff"/></svg>')).png().toBuffer();
      const mask = await testApp.app.services.images.ingestUpload(owner.user.id, { bytes: maskPng }, 'mask');
      const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'inpaint', { imageId: image.id, maskImageId: mask.id, params: {} })).id, undefined, 60_000);
      expect(done).toMatchObject({ status: 'succeeded', engine: 'patchmatch' });
      expect(fake.prompts).toHaveLength(0);
    } finally {
      await testApp.close();
      await fake.close();
    }
  }, 300_000);
});
