import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createImage, getJob, grantCredits, ledgerOf, submit, submitOk, waitForJob } from '../jobs/support';
import { callTool, createApiUser } from '../public-api/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { FakeComfyUi } from '../../../../e2e/support/fake-comfyui';

/** A product cut-out: a blue bottle with a striped label (so its own pixels are recognisable). */
function bottlePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="240"><rect x="40" y="20" width="80" height="210" rx="14" fill="#1f4e8c"/><rect x="40" y="100" width="80" height="40" fill="#f2c14e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function fileBytes(testApp: TestApp, headers: Record<string, string>, imageId: string): Promise<Buffer> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/files/${imageId}`, headers });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}


const onTrial = () => ({ trialEndsAt: new Date(Date.now() + 14 * 86_400_000) });

describe('diffusion tools through real jobs, ComfyUI configured (PGlite, fake ComfyUI)', () => {
  let fake: FakeComfyUi;
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await FakeComfyUi.start({ steps: 3, stepDelayMs: 5 });
    testApp = await createTestApp('pglite', { COMFYUI_URL: fake.url });
    // Fashion (beta) is a trial and paid-plan feature: the owner is on the 14-day trial.
    owner = await createTestUser(testApp, onTrial());
    await grantCredits(testApp, owner.user.id, 40);
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('lists ComfyUI in /api/health as ready and the diffusion tools as available', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json<{ engines: unknown[] }>().engines).toContainEqual(expect.objectContaining({ id: 'comfyui', kind: 'diffusion', state: 'ready', ready: true }));
    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: { name: string; available: boolean; engine: string | null }[] }>().data;
    expect(tools.find((tool) => tool.name === 'text-to-image')).toMatchObject({ available: true, engine: 'comfyui' });
    expect(tools.find((tool) => tool.name === 'fashion-try-on')).toMatchObject({ available: true, engine: 'comfyui' });
    expect(tools.find((tool) => tool.name === 'generate')).toMatchObject({ available: true, engine: 'comfyui' });
  });

  it('text-to-image: no input image, weighted prompt in ComfyUI syntax, each picture shown as it arrives, one credit each', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    const params = { prompt: 'a teapot on (moss)1.4', negativePrompt: '(blur)0.6', style: 'cinematic', aspectRatio: '16:9', quantity: 2, seed: 100 };
    const job = await submitOk(testApp, owner.headers, 'text-to-image', { params });
    expect(job.inputImageId).toBeNull();
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 30_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'comfyui' });
    expect(done.outputs.map((output) => [output.width, output.height])).toEqual([
      [1024, 576],
      [1024, 576],
    ]);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before - 2);
    const sent = fake.prompts.slice(-2).map((prompt) => prompt.workflow);
    expect(sent.map((workflow) => workflow['3']?.inputs.seed)).toEqual([100, 101]);
    expect(sent[0]?.['6']?.inputs.text).toMatch(/^a teapot on \(moss:1\.4\), cinematic still/);
    expect(sent[0]?.['7']?.inputs.text).toBe('(blur:0.6)');
    const gallery = (await testApp.app.inject({ method: 'GET', url: '/api/generated-images?tool=text-to-image', headers: owner.headers })).json<{ data: Record<string, unknown>[] }>().data;
    expect(gallery.filter((entry) => entry.jobId === job.id)[0]).toMatchObject({ prompt: params.prompt, negativePrompt: params.negativePrompt, style: 'cinematic', size: '16:9', engine: 'comfyui', sourceImageId: null });
  });

  it('text-to-image: an execution_error fails the job with generation_error and returns the credits', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    fake.failNext = 'CUDA out of memory';
    const job = await submitOk(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a lamp' } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 30_000);
    expect(done.status).toBe('failed');
    expect(done.error).toEqual({ code: 'generation_error', message: 'Generation error' });
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
    expect((await ledgerOf(testApp, owner.user.id)).filter((entry) => entry.job_id === job.id).map((entry) => entry.kind)).toEqual(['reserve', 'release']);
  });

  it('text-to-image: a prompt with a weight outside the spec is refused with its message and no job', async () => {
    const response = await submit(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a (lamp)2' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields['params.prompt']).toMatch(/from 1\.1 to 1\.5/);
    const empty = await submit(testApp, owner.headers, 'text-to-image', { params: { prompt: '  ' } });
    expect(empty.statusCode).toBe(400);
  });

  it('generate: ComfyUI paints around the masked product, the product’s own pixels come back unchanged, with a contact shadow under it', async () => {
    const image = await createImage(testApp, owner.user.id, await bottlePng());
    const job = await submitOk(testApp, owner.headers, 'generate', { imageId: image.id, params: { prompt: 'on wet sand at sunset', size: '1:1', quantity: 2, seed: 3 } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 60_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'comfyui' });
    const workflow = fake.prompts.at(-1)?.workflow ?? {};
    // The mask sent to ComfyUI is black over the product: the diffusion never paints it.
    const mask = await sharp(fake.uploads.get(String(workflow['2']?.inputs.image))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [first, second] = await Promise.all(done.outputs.map(async (output) => sharp(await fileBytes(testApp, owner.headers, output.imageId)).removeAlpha().raw().toBuffer()));
    expect(first && second).toBeTruthy();
    let productPixels = 0;
    let productDifference = 0;
    let backgroundDifference = 0;
    for (let i = 0; i < mask.info.width * mask.info.height; i++) {
      const a = [0, 1, 2].map((c) => first?.[i * 3 + c] ?? 0);
      const b = [0, 1, 2].map((c) => second?.[i * 3 + c] ?? 0);
      const diff = a.reduce((sum, value, c) => sum + Math.abs(value - (b[c] ?? 0)), 0) / 3;
      if ((mask.data[i * 3] ?? 255) === 0) {
        productPixels += 1;
        productDifference += diff;
      } else backgroundDifference += diff;
    }
    expect(productPixels).toBeGreaterThan(10_000);
    // Two seeds, two different backgrounds; the same product pixels (JPEG rounding only).
    expect(productDifference / productPixels).toBeLessThan(2);
    expect(backgroundDifference / (mask.info.width * mask.info.height - productPixels)).toBeGreaterThan(10);

    // The contact shadow: just under the product's base the painted floor is darker than the same
    // rows away from the product (the fake paints one flat colour where the mask is white).
    const { width } = mask.info;
    let base = -1;
    let [left, right] = [width, -1];
    for (let i = 0; i < width * mask.info.height; i++) {
      if ((mask.data[i * 3] ?? 255) !== 0) continue;
      base = Math.max(base, Math.floor(i / width));
      left = Math.min(left, i % width);
      right = Math.max(right, i % width);
    }
    const luminance = (pixels: Buffer | undefined, x0: number, x1: number, y0: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += [0, 1, 2].reduce((total, c) => total + (pixels?.[(y * width + x) * 3 + c] ?? 0), 0) / 3;
      return sum / ((x1 - x0) * (y1 - y0));
    };
    const middle = Math.round((left + right) / 2);
    const quarter = Math.round((right - left) / 4);
    for (const output of [first, second]) {
      const underBase = luminance(output, middle - quarter, middle + quarter, base + 2, base + 8);
      const aside = luminance(output, 4, 4 + 2 * quarter, base + 2, base + 8);
      expect(aside).toBeGreaterThan(20);
      expect(underBase / aside).toBeLessThan(0.85);
    }
  });

  it('fashion try-on with the user’s model photo: person, mask and garment reach the try-on node', async () => {
    const garment = await createImage(testApp, owner.user.id, await bottlePng());
    const personSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#eeeeee"/><circle cx="150" cy="60" r="35" fill="#c68642"/><rect x="105" y="100" width="90" height="280" rx="30" fill="#445566"/></svg>`;
    const model = await createImage(testApp, owner.user.id, await sharp(Buffer.from(personSvg)).jpeg().toBuffer());
    const job = await submitOk(testApp, owner.headers, 'fashion-try-on', { imageId: garment.id, params: { category: 'top', model: { source: 'photo', modelImageId: model.id } } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 90_000);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'comfyui' });
    expect(done.outputs[0]).toMatchObject({ width: 300, height: 400 });
    const workflow = fake.prompts.at(-1)?.workflow ?? {};
    expect(workflow['12']?.class_type).toBe('CatVTONWrapper');
    for (const id of ['1', '2', '3']) expect(fake.uploads.has(String(workflow[id]?.inputs.image))).toBe(true);
  });

  it('fashion try-on with a generated model: text-to-image makes the model first, then the try-on', async () => {
    const garment = await createImage(testApp, owner.user.id, await bottlePng());
    const count = fake.prompts.length;
    const job = await submitOk(testApp, owner.headers, 'fashion-try-on', { imageId: garment.id, params: { category: 'dress', model: { source: 'generated', gender: 'male', ageRange: '36-50', skinTone: 'dark', bodyType: 'athletic', pose: 'walking', background: 'street' }, seed: 9 } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 120_000);
    expect(done.status).toBe('succeeded');
    const [modelPrompt, tryOn] = fake.prompts.slice(count);
    expect(modelPrompt?.workflow['6']?.inputs.text).toMatch(/athletic man aged 36 to 50, dark skin tone.*walking.*street/);
    expect(tryOn?.workflow['12']?.class_type).toBe('CatVTONWrapper');
    expect(done.outputs[0]).toMatchObject({ width: 768, height: 1024 });
  });

  it('public API with only COMFYUI_URL: /api/v1/generate and /api/v1/fashion-try-on answer ComfyUI’s images with the credit headers; an execution_error answers generation_error and charges nothing', async () => {
    const user = await createApiUser(testApp, { credits: 5, user: onTrial() });
    const count = fake.prompts.length;
    const generated = await callTool(testApp, 'generate', user.key, { image_file: await bottlePng() }, { prompt: 'on (wet sand)1.2', size: '1:1' });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.headers).toMatchObject({ 'x-credits-consumed': '1', 'x-remaining-credits': '4' });
    expect(await sharp(generated.rawPayload).metadata()).toMatchObject({ width: 1024, height: 1024 });
    const tryOn = await callTool(testApp, 'fashion-try-on', user.key, { image_file: await bottlePng() }, { category: 'dress' });
    expect(tryOn.statusCode, tryOn.body).toBe(200);
    expect(tryOn.headers).toMatchObject({ 'content-type': 'image/png', 'x-credits-consumed': '1', 'x-remaining-credits': '3' });
    expect(await sharp(tryOn.rawPayload).metadata()).toMatchObject({ width: 768, height: 1024 });
    // Product background, then the model (text-to-image) and the try-on: all three ran on ComfyUI.
    const sent = fake.prompts.slice(count).map((prompt) => prompt.workflow);
    expect(sent).toHaveLength(3);
    expect(sent[0]?.['6']?.inputs.text).toMatch(/^on \(wet sand:1\.2\)/);
    expect(sent[2]?.['12']?.class_type).toBe('CatVTONWrapper');

    fake.failNext = 'CUDA out of memory';
    const failed = await callTool(testApp, 'text-to-image', user.key, {}, { prompt: 'a lamp' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json<{ error: { code: string } }>().error.code).toBe('generation_error');
    expect(await balanceOf(testApp, user.userId)).toBe(3);
  }, 180_000);

  it('someone else’s model photo is not readable: the job fails with not_found and charges nothing', async () => {
    const stranger = await createTestUser(testApp);
    const theirs = await createImage(testApp, stranger.user.id, await bottlePng());
    const garment = await createImage(testApp, owner.user.id, await bottlePng());
    const before = await balanceOf(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'fashion-try-on', { imageId: garment.id, params: { model: { source: 'photo', modelImageId: theirs.id } } });
    const done = await waitForJob(testApp, owner.headers, job.id, undefined, 30_000);
    expect(done.status).toBe('failed');
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  });

  it('cancelling a running text-to-image interrupts ComfyUI and refunds', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    const slow = await FakeComfyUi.start({ steps: 200, stepDelayMs: 20 });
    const slowApp = await createTestApp('pglite', { COMFYUI_URL: slow.url });
    try {
      const user = await createTestUser(slowApp);
      await grantCredits(slowApp, user.user.id, 5);
      const job = await submitOk(slowApp, user.headers, 'text-to-image', { params: { prompt: 'a kite' } });
      await waitForJob(slowApp, user.headers, job.id, (state) => state.progress > 0.06, 30_000);
      const cancel = await slowApp.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers });
      expect(cancel.json<{ data: { status: string } }>().data.status).toBe('cancelled');
      await expect.poll(() => slow.interrupts.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await balanceOf(slowApp, user.user.id)).toBe(5);
      expect((await getJob(slowApp, user.headers, job.id)).outputs).toEqual([]);
    } finally {
      await slowApp.close();
      await slow.close();
    }
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
  });
});

describe('diffusion tools without a diffusion engine', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    owner = await createTestUser(testApp, onTrial());
    await grantCredits(testApp, owner.user.id, 5);
  });
  afterAll(() => testApp.close());

  it('text-to-image and try-on answer 503 engine_unavailable, take no credits and create no job; generate stays on the studio engine', async () => {
    const before = await balanceOf(testApp, owner.user.id);
    const text = await submit(testApp, owner.headers, 'text-to-image', { params: { prompt: 'a kite' } }, { lang: 'es' });
    expect(text.statusCode).toBe(503);
    expect(text.json()).toEqual({ error: { code: 'engine_unavailable', message: 'Esta herramienta necesita un motor de generación de imágenes que este servidor aún no tiene' } });
    const garment = await createImage(testApp, owner.user.id, await bottlePng());
    const tryOn = await submit(testApp, owner.headers, 'fashion-try-on', { imageId: garment.id, params: {} });
    expect(tryOn.statusCode).toBe(503);
    expect(await balanceOf(testApp, owner.user.id)).toBe(before);
    expect(await testApp.database.query('SELECT id FROM jobs WHERE user_id = $1', [owner.user.id])).toEqual([]);
    const tools = (await testApp.app.inject({ method: 'GET', url: '/api/tools' })).json<{ data: { name: string; available: boolean; engine: string | null }[] }>().data;
    expect(tools.find((tool) => tool.name === 'text-to-image')).toMatchObject({ available: false, engine: null });
    expect(tools.find((tool) => tool.name === 'generate')).toMatchObject({ available: true, engine: 'studio' });
  });

  it('an unreachable ComfyUI is reported in health and makes the diffusion tools unavailable', async () => {
    const down = await createTestApp('pglite', { COMFYUI_URL: 'http://127.0.0.1:9' });
    try {
      const health = (await down.app.inject({ method: 'GET', url: '/api/health' })).json<{ status: string; engines: unknown[] }>();
      expect(health.status).toBe('ok');
      expect(health.engines).toContainEqual(expect.objectContaining({ id: 'comfyui', state: 'unreachable', ready: false }));
      const user = await createTestUser(down);
      expect((await submit(down, user.headers, 'text-to-image', { params: { prompt: 'a kite' } })).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});
