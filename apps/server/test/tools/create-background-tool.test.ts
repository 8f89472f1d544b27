import { SYSTEM_BACKGROUND_HORIZON, SYSTEM_BACKGROUND_IDS, SYSTEM_BACKGROUND_SWATCHES, type Job, type SystemBackgroundId } from '@vitrina/contracts';
import { MARKETPLACE_SIZES, SYSTEM_BACKGROUNDS } from '@vitrina/imaging';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createImage, grantCredits, submit, submitOk, waitForJob } from '../jobs/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';

function cutoutPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="140"><rect x="25" y="20" width="50" height="100" fill="#1f4e8c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function solidPng(colour: string, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

describe('create-background tool over HTTP (PGlite, worker threads)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp);
    await grantCredits(testApp, owner.user.id, 40);
  });
  afterAll(() => testApp.close());

  const pixels = async (job: Job) => {
    const response = await testApp.app.inject({ method: 'GET', url: job.outputs[0]?.url ?? '', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    return { info, at: (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)) };
  };

  const run = async (params: object, bytes?: Buffer) => {
    const image = await createImage(testApp, owner.user.id, bytes ?? (await cutoutPng()));
    const job = await submitOk(testApp, owner.headers, 'create-background', { imageId: image.id, params });
    return waitForJob(testApp, owner.headers, job.id, undefined, 60_000);
  };

  it('{} puts the product on the studio-white backdrop at 1000×1000 with a shadow, for one credit', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    const done = await run({});
    expect(done.status).toBe('succeeded');
    expect(done.engine).toBe('compose');
    expect(done.outputs[0]).toMatchObject({ width: 1000, height: 1000 });
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - 1);
  });

  it('every marketplace size and an explicit width×height come out exactly that size', async () => {
    const bytes = await cutoutPng();
    const sizes = [...MARKETPLACE_SIZES.map((size) => ({ params: { sizeId: size.id, shadow: null }, width: size.width, height: size.height })), { params: { width: 321, height: 123 }, width: 321, height: 123 }];
    const done = await Promise.all(sizes.map((size) => run(size.params, bytes)));
    for (const [index, job] of done.entries()) {
      expect(job.status).toBe('succeeded');
      expect(job.outputs[0]).toMatchObject({ width: sizes[index]?.width, height: sizes[index]?.height });
    }
  }, 180_000);

  it('solid, linear and radial backgrounds colour the corners; the product stays where placed', async () => {
    const solid = await pixels(await run({ width: 200, height: 200, background: { type: 'solid', color: '#ff0000' }, shadow: null }));
    expect(solid.at(2, 2)).toEqual([255, 0, 0]);
    expect(solid.at(100, 110)).toEqual([31, 78, 140]); // the product's blue at the default placement

    const linear = await pixels(
      await run({ width: 200, height: 100, background: { type: 'linear', angle: 90, stops: [{ offset: 0, color: '#000000' }, { offset: 1, color: '#ffffff' }] }, shadow: null, position: { x: 0.5, y: 0.5, scale: 0.2 } }),
    );
    expect(linear.at(1, 50)[0]).toBeLessThan(20);
    expect(linear.at(198, 50)[0]).toBeGreaterThan(235);

    const radial = await pixels(await run({ width: 200, height: 200, background: { type: 'radial', stops: [{ offset: 0, color: '#ffffff' }, { offset: 1, color: '#000000' }] }, shadow: null, position: { x: 0.5, y: 0.5, scale: 0.1 } }));
    expect(radial.at(1, 1)[0]).toBeLessThan(20);
  });

  it('an uploaded background image of mine is used; a stranger\'s is not found', async () => {
    const backdrop = await createImage(testApp, owner.user.id, await solidPng('#00ff00'));
    const mine = await pixels(await run({ width: 160, height: 120, background: { type: 'image', imageId: backdrop.id }, shadow: null }));
    expect(mine.at(1, 1)).toEqual([0, 255, 0]);

    const stranger = await createTestUser(testApp);
    const theirs = await createImage(testApp, stranger.user.id, await solidPng('#0000ff'));
    const refused = await run({ background: { type: 'image', imageId: theirs.id } });
    expect(refused.status).toBe('failed');
    expect(refused.error?.code).toBe('not_found');
  });

  it('the system backgrounds clients offer are exactly the engine\'s: the same ids in order, the same sweep colours', () => {
    expect(SYSTEM_BACKGROUNDS.map((background) => background.id)).toEqual(SYSTEM_BACKGROUND_IDS);
    for (const background of SYSTEM_BACKGROUNDS) {
      const { wall, horizon, floor, horizonAt } = background.sweep;
      expect({ wall, horizon, floor }, background.id).toEqual(SYSTEM_BACKGROUND_SWATCHES[background.id as SystemBackgroundId]);
      expect(horizonAt, background.id).toBe(SYSTEM_BACKGROUND_HORIZON);
    }
  });

  it('refuses width without height, sizeId with width, a colour name and an unknown system background with 400', async () => {
    const image = await createImage(testApp, owner.user.id, await cutoutPng());
    expect((await submit(testApp, owner.headers, 'create-background', { imageId: image.id, params: { width: 500 } })).statusCode).toBe(400);
    expect((await submit(testApp, owner.headers, 'create-background', { imageId: image.id, params: { sizeId: 'square-1000', width: 5, height: 5 } })).statusCode).toBe(400);
    expect((await submit(testApp, owner.headers, 'create-background', { imageId: image.id, params: { background: { type: 'solid', color: 'red' } } })).statusCode).toBe(400);
    expect((await submit(testApp, owner.headers, 'create-background', { imageId: image.id, params: { background: { type: 'system', id: 'moon-surface' } } })).statusCode).toBe(400);
  });
});
