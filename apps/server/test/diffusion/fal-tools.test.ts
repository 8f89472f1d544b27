import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeComfyUi } from '../../../../e2e/support/fake-comfyui';
import { FakeFal } from '../../../../e2e/support/fake-fal';
import { balanceOf, createImage, getJob, grantCredits, ledgerOf, submitOk, waitForJob } from '../jobs/support';
import { callTool, createApiUser, onTrial } from '../public-api/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';

/** A product cut-out: a blue bottle with a striped label. */
function bottlePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="240"><rect x="40" y="20" width="80" height="210" rx="14" fill="#1f4e8c"/><rect x="40" y="100" width="80" height="40" fill="#f2c14e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('diffusion tools through real jobs, fal configured (PGlite, fake fal queue)', () => {
  let fake: FakeFal;
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await FakeFal.start({ steps: 3, stepDelayMs: 5 });
    testApp = await createTestApp('pglite', { FAL_KEY: fake.key, FAL_PROXY_URL: fake.proxyUrl });
    owner = await createTestUser(testApp, onTrial());
    await grantCredits(testApp, owner.user.id, 40);
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('lists fal in /api/health as ready and serving every diffusion tool', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json<{ engines: unknown[] }>().engines).toContainEqual(expect.objectContaining({ id: 'fal', kind: 'diffusion', state: 'ready', ready: true }));
    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: { name: string; available: boolean; engine: string | null }[] }>().data;
    for (const name of ['text-to-image', 'fashion-try-on', 'generate']) expect(tools.find((tool) => tool.name === name)).toMatchObject({ available: true, engine: 'fal' });
    // The eraser and outpaint stay on the built-in engines unless GENERATION_ENGINES names one.
    expect(tools.find((tool) => tool.name === 'inpaint')).toMatchObject({ available: true, engine: null });
  });

  it('text-to-image: two pictures on FLUX.1 [dev], stored one by one, two credits, the engine recorded', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    const count = fake.submissions.length;
    const job = await submitOk(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a teapot on (moss)1.4', aspectRatio: '16:9', quantity: 2, seed: 100 } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 30_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'fal', progress: 1 });
    expect(done.outputs.map((output) => [output.width, output.height])).toEqual([
      [1024, 576],
      [1024, 576],
    ]);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - 2);
    const sent = fake.submissions.slice(count);
    expect(sent.map((submission) => [submission.modelId, submission.input.seed])).toEqual([
      ['fal-ai/flux/dev', 100],
      ['fal-ai/flux/dev', 101],
    ]);
    expect(sent[0]?.input.prompt).toMatch(/^moss\. a teapot on moss, professional photograph/);
    const gallery = (await testApp.app.inject({ method: 'GET', url: '/api/generated-images?tool=text-to-image', headers: owner.headers })).json<{ data: Record<string, unknown>[] }>().data;
    expect(gallery.filter((entry) => entry.jobId === job.id)).toHaveLength(2);
    expect(gallery.find((entry) => entry.jobId === job.id)).toMatchObject({ engine: 'fal' });
  });

  it('a model error fails the job with generation_error and returns the credits', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    fake.failNext = 'CUDA error: out of memory';
    const job = await submitOk(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a lamp' } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 30_000);
    expect(done.status).toBe('failed');
    expect(done.error).toEqual({ code: 'generation_error', message: 'Generation error' });
    expect(done.outputs).toEqual([]);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
    expect((await ledgerOf(testApp, owner.user.id)).filter((entry) => entry.job_id === job.id).map((entry) => entry.kind)).toEqual(['reserve', 'release']);
  });

  it('a flagged image (safety checker) is a generation error too, and charges nothing', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    fake.nsfwNext = true;
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a lamp' } })).id, undefined, 30_000);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'generation_error' } });
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  });

  it('generate: Bria Product Shot paints the scene, the product’s own pixels are composited back', async () => {
    const image = await createImage(testApp, owner.user.id, await bottlePng());
    const count = fake.submissions.length;
    const done = await waitForJob(testApp, owner.headers, (await submitOk(testApp, owner.headers, 'generate', { imageId: image.id, params: { prompt: 'on wet sand at sunset', size: '1:1', quantity: 1, seed: 3 } })).id, undefined, 160_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'fal' });
    const [submission] = fake.submissions.slice(count);
    expect(submission).toMatchObject({ modelId: 'fal-ai/bria/product-shot', input: { placement_type: 'original', scene_description: expect.stringContaining('on wet sand at sunset') } });
    // The canvas uploaded to fal storage is the output's size, with the product on it.
    const canvas = fake.file(submission?.input.image_url);
    expect(canvas && (await sharp(canvas).metadata()).width).toBe(done.outputs[0]?.width);
    // The fake model paints a plain gradient over everything: the bottle's blue in the result is the cut-out put back.
    const stored = await testApp.app.inject({ method: 'GET', url: `/api/files/${done.outputs[0]?.imageId ?? ''}`, headers: owner.headers });
    const pixels = await sharp(stored.rawPayload).removeAlpha().raw().toBuffer();
    let bottle = 0;
    for (let i = 0; i < pixels.length; i += 3) if (Math.abs((pixels[i] ?? 0) - 0x1f) + Math.abs((pixels[i + 1] ?? 0) - 0x4e) + Math.abs((pixels[i + 2] ?? 0) - 0x8c) < 24) bottle += 1;
    expect(bottle).toBeGreaterThan(20_000);
  }, 180_000);

  it('public API: text-to-image, generate and fashion-try-on (generated model) answer images with the credit headers', async () => {
    const user = await createApiUser(testApp, { credits: 10, user: onTrial() });
    const text = await callTool(testApp, 'text-to-image', user.key, {}, { prompt: 'a kite', negativePrompt: 'blur', aspectRatio: '1:1', seed: '4' });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.headers).toMatchObject({ 'content-type': 'image/png', 'x-credits-consumed': '1', 'x-remaining-credits': '9' });
    const generated = await callTool(testApp, 'generate', user.key, { image_file: await bottlePng() }, { prompt: 'on a marble table' });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.headers['x-remaining-credits']).toBe('8');
    const tryOn = await callTool(testApp, 'fashion-try-on', user.key, { image_file: await bottlePng() }, { category: 'top' });
    expect(tryOn.statusCode, tryOn.body).toBe(200);
    expect(tryOn.headers['x-remaining-credits']).toBe('7');
    // No model photo: FLUX paints the model first (768×1024), then FASHN dresses it.
    const [model, dressed] = fake.submissions.slice(-2);
    expect(model).toMatchObject({ modelId: 'fal-ai/flux/dev', input: { image_size: { width: 768, height: 1024 } } });
    expect(dressed).toMatchObject({ modelId: 'fal-ai/fashn/tryon/v1.6', input: { category: 'tops', garment_photo_type: 'flat-lay' } });
    expect(fake.file(dressed?.input.model_image)).toBeDefined();
    expect(await sharp(tryOn.rawPayload).metadata()).toMatchObject({ width: 768, height: 1024 });
  }, 300_000);

  it('cancelling a running job cancels it on fal’s queue and refunds', async () => {
    const slow = await FakeFal.start({ steps: 300, stepDelayMs: 20 });
    const slowApp = await createTestApp('pglite', { FAL_KEY: slow.key, FAL_PROXY_URL: slow.proxyUrl });
    try {
      const user = await createTestUser(slowApp);
      await grantCredits(slowApp, user.user.id, 5);
      const job = await submitOk(slowApp, user.headers, 'text-to-image', { params: { prompt: 'a kite' } });
      await waitForJob(slowApp, user.headers, job.id, (state) => state.progress > 0.06, 30_000);
      const cancel = await slowApp.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers });
      expect(cancel.json<{ data: { status: string } }>().data.status).toBe('cancelled');
      await expect.poll(() => slow.cancels, { timeout: 10_000 }).toEqual([slow.submissions[0]?.requestId]);
      expect(await balanceOf(slowApp, user.user.id)).toBe(5);
      expect((await getJob(slowApp, user.headers, job.id)).outputs).toEqual([]);
    } finally {
      await slowApp.close();
      await slow.close();
    }
  }, 300_000);
});

describe('GENERATION_ENGINES with ComfyUI and fal both configured', () => {
  let comfy: FakeComfyUi;
  let fal: FakeFal;
  let testApp: TestApp;
  beforeAll(async () => {
    [comfy, fal] = await Promise.all([FakeComfyUi.start({ steps: 2, stepDelayMs: 1 }), FakeFal.start({ steps: 2, stepDelayMs: 1 })]);
    testApp = await createTestApp('pglite', { COMFYUI_URL: comfy.url, FAL_KEY: fal.key, FAL_PROXY_URL: fal.proxyUrl, GENERATION_ENGINES: 'text-to-image=fal' });
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await Promise.all([comfy.close(), fal.close()]);
  });

  it('names fal for text-to-image; the other tools take the first configured engine (ComfyUI); health lists both', async () => {
    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: { name: string; engine: string | null }[] }>().data;
    expect(tools.find((tool) => tool.name === 'text-to-image')?.engine).toBe('fal');
    expect(tools.find((tool) => tool.name === 'generate')?.engine).toBe('comfyui');
    const engines = (await testApp.app.inject({ method: 'GET', url: '/api/health' })).json<{ engines: { id: string; state?: string }[] }>().engines;
    expect(engines.filter((engine) => engine.state).map((engine) => [engine.id, engine.state])).toEqual([
      ['comfyui', 'ready'],
      ['fal', 'ready'],
    ]);
    const user = await createTestUser(testApp);
    await grantCredits(testApp, user.user.id, 2);
    const done = await waitForJob(testApp, user.headers, (await submitOk(testApp, user.headers, 'text-to-image', { params: { prompt: 'a kite' } })).id, undefined, 30_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'fal' });
    expect(comfy.prompts).toHaveLength(0);
  }, 180_000);
});
