import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeComfyUi } from '../../../../e2e/support/fake-comfyui';
import { balanceOf, patternPng } from '../jobs/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { callTool, createApiUser, onTrial } from './support';

/**
 * Prompt-only tools (text-to-image) on /api/v1: no image_file, the parameters as multipart fields
 * or a JSON object, validated by the tool's own contract; ComfyUI is a fake speaking its real protocol.
 */
describe.each(testDatabaseKinds)('prompt-only tools on the public API (%s, fake ComfyUI)', (kind) => {
  let fake: FakeComfyUi;
  let testApp: TestApp;
  beforeAll(async () => {
    fake = await FakeComfyUi.start({ steps: 2, stepDelayMs: 1 });
    testApp = await createTestApp(kind, { COMFYUI_URL: fake.url });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const postJson = (key: string, body: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/text-to-image', headers: { 'x-api-key': key, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

  it('multipart fields without image_file: 200 with the image, two credits for two pictures, the prompt reaches ComfyUI', async () => {
    const user = await createApiUser(testApp, { credits: 5, user: onTrial() });
    const response = await callTool(testApp, 'text-to-image', user.key, {}, { prompt: 'a teapot on (moss)1.4', aspectRatio: '16:9', quantity: '2', seed: '100' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-output-count']).toBe('2');
    expect(response.headers['x-credits-consumed']).toBe('2');
    expect(response.headers['x-remaining-credits']).toBe('3');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1024, height: 576 });
    const workflow = fake.prompts.at(-1)?.workflow ?? {};
    expect(workflow['6']?.inputs.text).toMatch(/^a teapot on \(moss:1\.4\)/);
    expect(workflow['3']?.inputs.seed).toBe(101);
    const second = await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${String(response.headers['x-job-id'])}/result?index=1`, headers: { 'x-api-key': user.key } });
    expect(second.statusCode).toBe(200);
    expect(await balanceOf(testApp, user.userId)).toBe(3);
  });

  it('a JSON body works too, synchronously and with Prefer: respond-async (a job without an input image)', async () => {
    const user = await createApiUser(testApp, { credits: 5, user: onTrial() });
    const sync = await postJson(user.key, { prompt: 'a lamp', style: 'cinematic', aspectRatio: '3:4' });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(await sharp(sync.rawPayload).metadata()).toMatchObject({ format: 'png', height: 1024 });
    const accepted = await postJson(user.key, { prompt: 'a vase', quantity: 1 }, { prefer: 'respond-async' });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const job = accepted.json().data;
    expect(job).toMatchObject({ tool: 'text-to-image', inputImageId: null });
    await expect
      .poll(async () => (await testApp.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: { 'x-api-key': user.key } })).json().data.status, { timeout: 30_000 })
      .toBe('succeeded');
    expect(await balanceOf(testApp, user.userId)).toBe(3);
  });

  it('takes the parameters in snake_case too (negative_prompt, aspect_ratio), naming refused fields as sent', async () => {
    const user = await createApiUser(testApp, { credits: 5, user: onTrial() });
    const response = await callTool(testApp, 'text-to-image', user.key, {}, { prompt: 'a jug', negative_prompt: 'blurry text', aspect_ratio: '16:9', seed: '7' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1024, height: 576 });
    expect(JSON.stringify(fake.prompts.at(-1)?.workflow ?? {})).toContain('blurry text');
    const json = await postJson(user.key, { prompt: 'a cup', aspect_ratio: '3:4' });
    expect(json.statusCode, json.body).toBe(200);
    expect(await sharp(json.rawPayload).metadata()).toMatchObject({ height: 1024, width: 768 });
    const wrong = await postJson(user.key, { prompt: 'a cup', aspect_ratio: '5:1' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['aspect_ratio']);
    expect(await balanceOf(testApp, user.userId)).toBe(3);
  });

  it('validated by the same contract as the web app, naming the field; nothing is charged', async () => {
    const user = await createApiUser(testApp, { credits: 5, user: onTrial() });
    const weight = await callTool(testApp, 'text-to-image', user.key, {}, { prompt: 'a (lamp)2' });
    expect(weight.statusCode).toBe(400);
    expect(weight.json().error.fields.prompt).toMatch(/from 1\.1 to 1\.5/);
    const missing = await postJson(user.key, { style: 'photo' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['prompt']);
    const typed = await postJson(user.key, { prompt: 'a lamp', quantity: '2' });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json().error.fields)).toEqual(['quantity']);
    const unknown = await postJson(user.key, { prompt: 'a lamp', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['colour']);
    const notObject = await postJson(user.key, ['a lamp']);
    expect(notObject.statusCode).toBe(400);
    const image = await callTool(testApp, 'text-to-image', user.key, { image_file: await patternPng(8, 8) }, { prompt: 'a lamp' }, { lang: 'es' });
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({ error: { code: 'image_file_not_accepted', message: expect.stringContaining('no envíes image_file') }, data: { field: 'image_file' } });
    const mask = await callTool(testApp, 'text-to-image', user.key, { mask_file: await patternPng(8, 8) }, { prompt: 'a lamp' });
    expect(mask.statusCode).toBe(400);
    expect(Object.keys(mask.json().error.fields)).toEqual(['mask_file']);
    const webhook = await postJson(user.key, { prompt: 'a lamp', webhook_url: 42 });
    expect(webhook.json().error.code).toBe('webhook_url_invalid');
    expect(await balanceOf(testApp, user.userId)).toBe(5);
  });

  it('a JSON body is only for tools that take no image: an image tool still asks for image_file', async () => {
    const user = await createApiUser(testApp, { credits: 5 });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/remove-background',
      headers: { 'x-api-key': user.key, 'content-type': 'application/json' },
      payload: JSON.stringify({ format: 'png' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'image_file_required' }, data: { limit: 'multipart_required' } });
  });

  it('Idempotency-Key with a JSON body: the same body is answered again and charged once', async () => {
    const user = await createApiUser(testApp, { credits: 5, user: onTrial() });
    const body = { prompt: 'a chair', seed: 7 };
    const first = await postJson(user.key, body, { 'idempotency-key': 'json-1' });
    const again = await postJson(user.key, body, { 'idempotency-key': 'json-1' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['x-job-id']).toBe(first.headers['x-job-id']);
    expect((await postJson(user.key, { ...body, seed: 8 }, { 'idempotency-key': 'json-1' })).statusCode).toBe(422);
    expect(await balanceOf(testApp, user.userId)).toBe(4);
  });

  it('the OpenAPI document declares text-to-image without image_file, as multipart or JSON', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const content = document.paths['/api/v1/text-to-image'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['multipart/form-data'].schema.properties).toHaveProperty('prompt');
    expect(content['multipart/form-data'].schema.properties).not.toHaveProperty('image_file');
    expect(document.paths['/api/v1/remove-background'].post.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty('image_file');
  });
});
