import { EDITOR_SIZE_PRESETS, type Job } from '@vitrina/contracts';
import { MARKETPLACE_SIZES } from '@vitrina/imaging';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createImage, patternPng, submit, submitOk, waitForJob } from '../jobs/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';

describe('image-edit tool over HTTP (PGlite, worker threads)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const download = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  const edit = async (operation: object, size: [number, number] = [80, 60], extra: object = {}): Promise<Job> => {
    const image = await createImage(testApp, owner.user.id, await patternPng(size[0], size[1]));
    const job = await submitOk(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation, ...extra } });
    return waitForJob(testApp, owner.headers, job.id, undefined, 60_000);
  };

  it('rotate 90 swaps the sides and saves a new image for free; the original stays byte-identical', async () => {
    const original = await createImage(testApp, owner.user.id, await patternPng(80, 60));
    const originalBytes = await download(`/api/files/${original.id}`);
    const before = await balanceOf(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'image-edit', { imageId: original.id, params: { operation: { type: 'adjust', rotate: 90, brightness: 20 } } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('edit-adjust');
    expect(done.outputs[0]).toMatchObject({ width: 60, height: 80 });
    expect(done.outputs[0]?.imageId).not.toBe(original.id);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
    expect((await download(`/api/files/${original.id}`)).equals(originalBytes)).toBe(true);
  });

  it('resize gives exact sizes in every mode: one side (aspect kept), both sides with pad/crop/stretch, percent', async () => {
    const cases: Array<[object, number, number]> = [
      [{ type: 'resize', width: 40 }, 40, 30],
      [{ type: 'resize', height: 90 }, 120, 90],
      [{ type: 'resize', width: 100, height: 100, fit: 'pad', background: '#ff0000' }, 100, 100],
      [{ type: 'resize', width: 100, height: 100, fit: 'crop' }, 100, 100],
      [{ type: 'resize', width: 33, height: 77, fit: 'stretch' }, 33, 77],
      [{ type: 'resize', percent: 50 }, 40, 30],
      [{ type: 'resize', percent: 250 }, 200, 150],
    ];
    const jobs = await Promise.all(cases.map(([operation]) => edit(operation)));
    for (const [index, job] of jobs.entries()) {
      expect(job.status).toBe('succeeded');
      expect(job.outputs[0]).toMatchObject({ width: cases[index]?.[1], height: cases[index]?.[2] });
    }
    // pad fills the bands with the colour: top row of an 80×60 picture padded into 100×100
    const padded = await sharp(await download(jobs[2]?.outputs[0]?.url ?? '')).raw().toBuffer();
    expect(Array.from(padded.subarray(0, 3))).toEqual([255, 0, 0]);
  });

  it('every marketplace size (900×1200 among them) comes out exact, padded or cropped', async () => {
    expect(MARKETPLACE_SIZES.some((size) => size.width === 900 && size.height === 1200)).toBe(true);
    const jobs = await Promise.all(MARKETPLACE_SIZES.map((size, index) => edit({ type: 'resize', sizeId: size.id, fit: index % 2 ? 'crop' : 'pad' }, [80, 60], { format: 'jpg' })));
    for (const [index, job] of jobs.entries()) {
      expect(job.status).toBe('succeeded');
      expect(job.outputs[0]).toMatchObject({ width: MARKETPLACE_SIZES[index]?.width, height: MARKETPLACE_SIZES[index]?.height });
    }
  }, 120_000);

  it('the size presets clients offer are exactly the engine\'s marketplace sizes (ids, pixels, order)', () => {
    expect(MARKETPLACE_SIZES.map(({ id, ratio, width, height }) => ({ id, ratio, width, height }))).toEqual(EDITOR_SIZE_PRESETS);
  });

  it('crop copies the exact rectangle; out of bounds fails as validation_failed', async () => {
    const bytes = await patternPng(80, 60);
    const image = await createImage(testApp, owner.user.id, bytes);
    const job = await submitOk(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation: { type: 'crop', x: 10, y: 5, width: 30, height: 20 } } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    expect(done.outputs[0]).toMatchObject({ width: 30, height: 20 });
    const expected = await sharp(bytes).extract({ left: 10, top: 5, width: 30, height: 20 }).raw().toBuffer();
    expect((await sharp(await download(done.outputs[0]?.url ?? '')).removeAlpha().raw().toBuffer()).equals(expected)).toBe(true);

    const outside = await edit({ type: 'crop', x: 70, y: 0, width: 20, height: 10 });
    expect(outside.status).toBe('failed');
    expect(outside.error?.code).toBe('validation_failed');
  });

  it('refuses two resize targets, no target, and out-of-range adjustments with 400', async () => {
    const image = await createImage(testApp, owner.user.id);
    for (const operation of [{ type: 'resize', width: 10, percent: 50 }, { type: 'resize' }, { type: 'adjust', brightness: 101 }, { type: 'adjust', rotate: 45 }, { type: 'rotate' }]) {
      const response = await submit(testApp, owner.headers, 'image-edit', { imageId: image.id, params: { operation } });
      expect(response.statusCode, JSON.stringify(operation)).toBe(400);
    }
  });
});
