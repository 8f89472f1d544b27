import { ERROR_CATALOGUE, LANGUAGES, OUTPUT_LIMITS } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { solidPng, upload } from '../images/support';
import { countRows } from '../images/support';
import { createImage, grantCredits, submit } from '../jobs/support';

const FREE_QUOTA = 1024 ** 3;

/** Issue 18 point 3: output sizes are bounded per tool, and stored bytes by a quota per plan. */
describe.each(testDatabaseKinds)('output bounds and storage quota (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  /** Pretends the user already stores `bytes` (one row; the quota counts rows' bytes). */
  async function fillStorage(user: TestUser, bytes: number): Promise<void> {
    await testApp.app.repositories.images.insert({ userId: user.user.id, storageKey: `filler-${user.user.id}.png`, format: 'png', width: 1, height: 1, bytes, purpose: 'product', sourceImageId: null });
  }

  it('image-edit refuses a resize past 4096 px a side with 422 output_too_large in every language, before any job exists', async () => {
    const owner = await createTestUser(testApp);
    const image = await createImage(testApp, owner.user.id, await solidPng(1000, 800));
    const jobsBefore = await countRows(testApp, 'jobs');
    const cases = [{ percent: 500 }, { width: 8192, height: 8192 }, { width: 4097 }, { height: 4200 }];
    for (const resize of cases) {
      const response = await submit(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation: { type: 'resize', ...resize } } });
      expect(response.statusCode, JSON.stringify(resize)).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: 'output_too_large' }, data: { maxWidth: 4096, maxHeight: 4096 } });
    }
    for (const lang of LANGUAGES) {
      const response = await submit(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation: { type: 'resize', percent: 1000 } } }, { lang });
      expect(response.json().error.message).toBe(ERROR_CATALOGUE.output_too_large[lang]);
    }
    expect(await countRows(testApp, 'jobs')).toBe(jobsBefore);
    // Within the bound the job is accepted.
    const fits = await submit(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation: { type: 'resize', width: 4096 } } });
    expect(fits.statusCode).toBe(202);
  });

  it('upscale may go to 8192 px a side and no further; the bound of every tool is listed', async () => {
    const owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 10);
    const tall = await createImage(testApp, owner.user.id, await solidPng(500, 1999));
    // x8 of 500×1999 stays under the pixel limit, but its height would be 15992 px.
    const refused = await submit(testApp, owner.headers, 'upscale', { imageId: tall.id, params: { scale: 8 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'output_too_large' }, data: { maxWidth: 8192, maxHeight: 8192 } });
    const shadow = await submit(testApp, owner.headers, 'shadow', { imageId: tall.id, params: { preset: { format: { width: 6000, height: 6000 }, padding: 0.1, angle: 'front', zoom: 1, background: '#ffffff' } } });
    expect(shadow.statusCode, shadow.body).toBe(422);
    expect(shadow.json().error.code).toBe('output_too_large');
    const background = await submit(testApp, owner.headers, 'create-background', { imageId: tall.id, params: { width: 5000, height: 1000 } });
    expect(background.statusCode).toBe(422);
    expect(await testApp.app.services.credits.summary(owner.user.id)).toMatchObject({ balance: 10 });

    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools', headers: owner.headers })).json<{ data: { name: string; maxOutputSide: number }[] }>().data;
    for (const tool of tools) expect(tool.maxOutputSide, tool.name).toBe(tool.name === 'upscale' ? OUTPUT_LIMITS.upscaleMaxSide : OUTPUT_LIMITS.maxSide);
  });

  it('a result that comes out larger than its tool allows is not stored (the job would fail with output_too_large)', async () => {
    const owner = await createTestUser(testApp);
    const images = await countRows(testApp, 'images');
    await expect(testApp.app.services.images.storeOutput(owner.user.id, await solidPng(300, 120), { maxSide: 256 })).rejects.toMatchObject({ code: 'output_too_large', statusCode: 422 });
    expect(await countRows(testApp, 'images')).toBe(images);
    await expect(testApp.app.services.images.storeOutput(owner.user.id, await solidPng(256, 120), { maxSide: 256 })).resolves.toMatchObject({ width: 256 });
  });

  it('GET /api/storage sums the bytes of my stored files against my plan quota', async () => {
    const owner = await createTestUser(testApp);
    const empty = await testApp.app.inject({ method: 'GET', url: '/api/storage', headers: owner.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: { usedBytes: 0, quotaBytes: FREE_QUOTA } });
    const first = (await upload(testApp, owner.headers, [{ data: await solidPng(64, 48) }])).json().data;
    const second = (await upload(testApp, owner.headers, [{ data: await solidPng(80, 60, { r: 1, g: 2, b: 3 }) }])).json().data;
    const after = await testApp.app.inject({ method: 'GET', url: '/api/storage', headers: owner.headers });
    expect(after.json().data.usedBytes).toBe(first.bytes + second.bytes);
    // Someone else's files do not count.
    const other = await createTestUser(testApp);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/storage', headers: other.headers })).json().data.usedBytes).toBe(0);
    // The trial tier has its own quota (catalogue data).
    const trial = await createTestUser(testApp, { trialEndsAt: new Date(Date.now() + 86_400_000) });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/storage', headers: trial.headers })).json().data.quotaBytes).toBe(2 * FREE_QUOTA);
  });

  it('a full store refuses uploads and new jobs with 403 storage_quota_exceeded in every language', async () => {
    const owner = await createTestUser(testApp);
    const image = await createImage(testApp, owner.user.id, await solidPng(64, 64));
    const png = await solidPng(64, 48);
    // Nearly full: an upload that would pass the quota is refused, nothing is stored.
    const { usedBytes } = await testApp.app.services.storage.usage(owner.user.id);
    await fillStorage(owner, FREE_QUOTA - usedBytes - 100);
    const rowsBefore = await countRows(testApp, 'images');
    const refused = await upload(testApp, owner.headers, [{ data: png }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'storage_quota_exceeded', message: ERROR_CATALOGUE.storage_quota_exceeded.en });
    expect(await countRows(testApp, 'images')).toBe(rowsBefore);
    // Jobs still run while there is room (their outputs are stored even past the quota)…
    const accepted = await submit(testApp, owner.headers, 'convert', { imageId: image.id, params: {} });
    expect(accepted.statusCode).toBe(202);
    // …and stop once it is reached.
    await fillStorage(owner, 200);
    for (const lang of LANGUAGES) {
      const job = await submit(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation: { type: 'crop', x: 0, y: 0, width: 10, height: 10 } } }, { lang });
      expect(job.statusCode).toBe(403);
      expect(job.json().error).toMatchObject({ code: 'storage_quota_exceeded', message: ERROR_CATALOGUE.storage_quota_exceeded[lang] });
    }
    const usage = (await testApp.app.inject({ method: 'GET', url: '/api/storage', headers: owner.headers })).json().data;
    expect(usage.usedBytes).toBeGreaterThanOrEqual(usage.quotaBytes);
  });
});
