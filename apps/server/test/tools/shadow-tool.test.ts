import type { Job } from '@vitrina/contracts';
import { SYSTEM_SHADOW_PRESETS } from '@vitrina/imaging';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createImage, grantCredits, submit, submitOk, waitForJob } from '../jobs/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';

/** A transparent cut-out: an opaque blue box in the middle, nothing around it. */
function cutoutPng(width = 120, height = 160): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${width * 0.25}" y="${height * 0.15}" width="${width * 0.5}" height="${height * 0.7}" rx="8" fill="#1f4e8c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A product photo without transparency: a dark box on a light floor. */
function photoJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="100%" height="100%" fill="#ece8e0"/><rect x="60" y="40" width="80" height="120" rx="10" fill="#8c1f2a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

describe('shadow tool over HTTP (PGlite, worker threads)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 40);
  });
  afterAll(() => testApp.close());

  const fetchOutput = async (job: Job) => {
    const response = await testApp.app.inject({ method: 'GET', url: job.outputs[0]?.url ?? '', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
  };

  it('renders every system preset at exactly its format size, one credit each', async () => {
    const bytes = await cutoutPng();
    const before = await balanceOf(testApp, owner.user.id);
    // One image each: an image runs one job at a time (409 operation_in_progress otherwise).
    const jobs = await Promise.all(
      SYSTEM_SHADOW_PRESETS.map(async (preset) => {
        const image = await createImage(testApp, owner.user.id, bytes);
        return submitOk(testApp, owner.headers, 'shadow', { imageId: image.id, params: { presetId: preset.id } });
      }),
    );
    for (const [index, job] of jobs.entries()) {
      const done = await waitForJob(testApp, owner.headers, job.id, undefined, 120_000);
      const preset = SYSTEM_SHADOW_PRESETS[index];
      expect(done.status, preset?.id).toBe('succeeded');
      expect(done.engine).toBe('shadow');
      expect(done.outputs[0]).toMatchObject({ width: preset?.format.width, height: preset?.format.height });
    }
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - SYSTEM_SHADOW_PRESETS.length);
  }, 240_000);

  it('an inline transparent preset gives an RGBA PNG of that size with the shadow as partial alpha; jpg is refused for it', async () => {
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const preset = { format: { width: 300, height: 200 }, padding: 0.1, angle: 'front', zoom: 0.8, background: 'transparent' };
    const job = await submitOk(testApp, owner.headers, 'shadow', { imageId: image.id, params: { preset, controls: { opacity: 0.8, softness: 0.3 } } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 60_000);
    expect(done.status).toBe('succeeded');
    const { data, info } = await fetchOutput(done);
    expect([info.width, info.height, info.channels]).toEqual([300, 200, 4]);
    expect(data[(0 * 300 + 0) * 4 + 3]).toBe(0); // corner: nothing
    const partial = Array.from({ length: 300 * 200 }, (_, i) => data[i * 4 + 3] ?? 0).filter((alpha) => alpha > 10 && alpha < 200);
    expect(partial.length).toBeGreaterThan(200); // the shadow

    const refused = await submit(testApp, owner.headers, 'shadow', { imageId: image.id, params: { preset, format: 'jpg' } });
    expect(refused.statusCode).toBe(400);
  });

  it('a photo without transparency has its background removed first, inside the same job', async () => {
    const image = await createImage(testApp, owner.user.id, await photoJpeg());
    const preset = { format: { width: 400, height: 400 }, padding: 0.1, angle: 'top', zoom: 0.9, background: '#ffffff' };
    const job = await submitOk(testApp, owner.headers, 'shadow', { imageId: image.id, params: { preset } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 120_000);
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('isnet-quality+shadow');
    const { data, info } = await fetchOutput(done);
    expect([info.width, info.height]).toEqual([400, 400]);
    const at = (x: number, y: number) => [data[(y * 400 + x) * info.channels], data[(y * 400 + x) * info.channels + 1], data[(y * 400 + x) * info.channels + 2]];
    expect(at(5, 5)).toEqual([255, 255, 255]); // the old floor is gone
    const [red = 0, green = 0] = at(200, 200);
    expect(red).toBeGreaterThan(100); // the red box is there
    expect(green).toBeLessThan(80);
  }, 150_000);

  it('refuses presetId together with preset (400) and fails an unknown preset id as not found, for no credit', async () => {
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    const both = await submit(testApp, owner.headers, 'shadow', {
      imageId: image.id,
      params: { presetId: 'square', preset: { format: { width: 100, height: 100 }, padding: 0, angle: 'top', zoom: 1, background: '#ffffff' } },
    });
    expect(both.statusCode).toBe(400);
    const badZoom = await submit(testApp, owner.headers, 'shadow', { imageId: image.id, params: { preset: { format: { width: 100, height: 100 }, padding: 0, angle: 'top', zoom: 9, background: '#fff' } } });
    expect(badZoom.statusCode).toBe(400);

    const before = await balanceOf(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'shadow', { imageId: image.id, params: { presetId: 'no-such-preset' } });
    const done = await waitForJob(testApp, owner.headers, job.id);
    expect(done.status).toBe('failed');
    expect(done.error?.code).toBe('not_found');
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  });
});
