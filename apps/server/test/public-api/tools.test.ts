import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { balanceOf, patternPng } from '../jobs/support';
import { callTool, createApiUser } from './support';

describe.each(testDatabaseKinds)('public API tools on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('remove-background answers 200 image/png with alpha, the credit headers and a request id', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const response = await callTool(testApp, 'remove-background', user.key, { image_file: await patternPng(96, 64) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-credits-consumed']).toBe('1');
    expect(response.headers['x-remaining-credits']).toBe('4');
    expect(response.headers['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 96, height: 64, hasAlpha: true });
    expect(await balanceOf(testApp, user.userId)).toBe(4);
  });

  it('takes parameters as form fields, validated by the tool contract (JSON for numbers and objects)', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const image = await patternPng(40, 30);
    const ok = await callTool(testApp, 'image-edit', user.key, { image_file: image }, { operation: JSON.stringify({ type: 'adjust', rotate: 90 }), format: 'webp' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(await sharp(ok.rawPayload).metadata()).toMatchObject({ width: 30, height: 40 });
    const bad = await callTool(testApp, 'upscale', user.key, { image_file: image }, { scale: '5' }, { lang: 'es' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect(Object.keys(bad.json().error.fields)).toEqual(['scale']);
    expect(await balanceOf(testApp, user.userId)).toBe(5);
  });

  it('refuses a missing image, a wrong type and an oversized file naming the field and the limit; nothing is stored', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const missing = await callTool(testApp, 'convert', user.key, {}, { format: 'png' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'image_file_required', fields: { image_file: 'Send the image in the multipart field image_file' } } });
    const wrongType = await callTool(testApp, 'convert', user.key, { image_file: Buffer.from('GIF89a not really') });
    expect(wrongType.statusCode, wrongType.body).toBe(415);
    expect(wrongType.json().data).toMatchObject({ field: 'image_file', limit: 'file_type' });
    const big = await callTool(testApp, 'convert', user.key, { image_file: Buffer.alloc(5 * 1024 * 1024 + 10, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { code: 'file_too_large' }, data: { field: 'image_file', limit: 'max_bytes', maxBytes: 5 * 1024 * 1024 } });
    const huge = await callTool(testApp, 'convert', user.key, { image_file: await patternPng(2100, 10) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ error: { code: 'image_too_big' }, data: { field: 'image_file', limit: 'max_dimension', maxDimensionExclusive: 2048 } });
    const images = await testApp.database.query('SELECT id FROM images WHERE user_id = $1', [user.userId]);
    expect(images).toHaveLength(0);
  });

  it('inpaint takes mask_file; a tool without a mask refuses one', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const image = await patternPng(48, 48);
    const mask = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#000' } })
      .composite([{ input: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), left: 20, top: 20 }])
      .png()
      .toBuffer();
    const noMask = await callTool(testApp, 'inpaint', user.key, { image_file: image });
    expect(noMask.statusCode).toBe(400);
    expect(Object.keys(noMask.json().error.fields)).toEqual(['mask_file']);
    const painted = await callTool(testApp, 'inpaint', user.key, { image_file: image, mask_file: mask });
    expect(painted.statusCode, painted.body).toBe(200);
    expect(painted.headers['x-credits-consumed']).toBe('1');
    const refused = await callTool(testApp, 'convert', user.key, { image_file: image, mask_file: mask });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['mask_file']);
  });

  it('402 no_credits in the lang header\'s language, nothing charged or stored', async () => {
    const user = await createApiUser(testApp);
    const response = await callTool(testApp, 'remove-background', user.key, { image_file: await patternPng(20, 20) }, {}, { lang: 'es' });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({ code: 'no_credits', message: expect.any(String) });
    expect(response.json().error.message).not.toMatch(/credits/i);
    expect(await testApp.database.query('SELECT id FROM images WHERE user_id = $1', [user.userId])).toHaveLength(0);
  });
});
