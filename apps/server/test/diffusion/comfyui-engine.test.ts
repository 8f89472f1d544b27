import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ComfyUiEngine, type ComfyUiOptions } from '../../src/adapters/diffusion/comfyui/engine';
import { DiffusionError, type DiffusionTask } from '../../src/adapters/diffusion';
import { FakeComfyUi, FAKE_COMFYUI_NODES, type FakeComfyUiOptions } from '../../../../e2e/support/fake-comfyui';

const textTask = (seed = 7): DiffusionTask => ({
  kind: 'text-to-image',
  prompt: [
    { text: 'a vase', weight: 1 },
    { text: 'marble', weight: 1.3 },
  ],
  negativePrompt: [{ text: 'text', weight: 1 }],
  seed,
  width: 96,
  height: 64,
});

describe('ComfyUI adapter against a server speaking ComfyUI’s protocol', () => {
  let fake: FakeComfyUi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const start = async (options: FakeComfyUiOptions = {}, engineOptions: Partial<ComfyUiOptions> = {}) => {
    fake = await FakeComfyUi.start(options);
    return { fake, engine: new ComfyUiEngine({ url: fake.url, pollMs: 20, ...engineOptions }) };
  };

  it('queues the bound workflow with its client id, reports progress from the socket and fetches the output', async () => {
    const { fake, engine } = await start();
    const progress: number[] = [];
    const bytes = await engine.run(textTask(), { signal: new AbortController().signal, onProgress: (value) => progress.push(value) });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 96, height: 64 });
    const [prompt] = fake.prompts;
    expect(prompt?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(prompt?.workflow['6']?.inputs.text).toBe('a vase (marble:1.3)');
    expect(prompt?.workflow['3']?.inputs.seed).toBe(7);
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeCloseTo(0.95);
  });

  it('uploads input images and binds their names to LoadImage / LoadImageMask', async () => {
    const { fake, engine } = await start();
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const mask = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const bytes = await engine.run({ kind: 'product-background', image, mask, prompt: [{ text: 'beach', weight: 1 }], negativePrompt: [], seed: 1 }, { signal: new AbortController().signal });
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 40, height: 30 });
    const workflow = fake.prompts[0]?.workflow ?? {};
    expect(fake.uploads.has(String(workflow['1']?.inputs.image))).toBe(true);
    expect(fake.uploads.has(String(workflow['2']?.inputs.image))).toBe(true);
  });

  it('reports ready, the missing node classes, or unreachable on health', async () => {
    const { fake, engine } = await start({ nodes: FAKE_COMFYUI_NODES.filter((node) => node !== 'CatVTONWrapper') });
    const health = await engine.health();
    expect(health).toMatchObject({ id: 'comfyui', state: 'missing-nodes', missingNodes: ['CatVTONWrapper'] });
    expect(health.tasks).toContain('text-to-image');
    expect(health.tasks).not.toContain('garment-try-on');
    const url = fake.url;
    await fake.close();
    const down = new ComfyUiEngine({ url, requestTimeoutMs: 1000, retries: 0 });
    expect(await down.health()).toMatchObject({ state: 'unreachable', tasks: [] });
  });

  it('turns an execution_error into a generation error', async () => {
    const { fake, engine } = await start();
    fake.failNext = 'CUDA out of memory';
    const error = await engine.run(textTask(), { signal: new AbortController().signal }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiffusionError);
    expect(error).toMatchObject({ code: 'generation_error' });
    expect((error as Error).message).toMatch(/CUDA out of memory/);
  });

  it('a refused workflow (400 from /prompt) is a generation error, never retried', async () => {
    const { fake, engine } = await start({ nodes: FAKE_COMFYUI_NODES.filter((node) => node !== 'KSampler') });
    await expect(engine.run(textTask(), { signal: new AbortController().signal })).rejects.toMatchObject({ code: 'generation_error' });
    expect(fake.hits.get('/prompt')).toBe(1);
  });

  it('cancels: interrupts the prompt on the server and rejects with an AbortError', async () => {
    const { fake, engine } = await start({ steps: 50, stepDelayMs: 20 });
    const controller = new AbortController();
    const run = engine.run(textTask(), { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => fake.interrupts.length).toBeGreaterThan(0);
    expect(fake.interrupts[0]).toBe(fake.prompts[0]?.promptId);
  });

  it('times out a prompt that runs too long, and interrupts it', async () => {
    const { fake, engine } = await start({ steps: 100, stepDelayMs: 20 }, { runTimeoutMs: 150 });
    await expect(engine.run(textTask(), { signal: new AbortController().signal })).rejects.toMatchObject({ code: 'generation_error', message: expect.stringMatching(/timed out/) });
    await expect.poll(() => fake.interrupts.length).toBe(1);
  });

  it('finishes through /history when the socket drops mid-run', async () => {
    const { fake, engine } = await start({ steps: 6, stepDelayMs: 15 });
    fake.dropSocketNext = true;
    const bytes = await engine.run(textTask(), { signal: new AbortController().signal });
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 96, height: 64 });
    expect(fake.hits.get(`/history/${fake.prompts[0]?.promptId ?? ''}`) ?? 0).toBeGreaterThan(1);
  });

  it('retries idempotent requests (uploads, /view) after a 503, once per failure', async () => {
    const { fake, engine } = await start();
    fake.failRequests.set('/upload/image', 1);
    fake.failRequests.set('/view', 2);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    await engine.run({ kind: 'inpaint', image: png, mask: png, prompt: [], negativePrompt: [], seed: 3 }, { signal: new AbortController().signal });
    expect(fake.hits.get('/upload/image')).toBe(3);
    expect(fake.hits.get('/view')).toBe(3);
  });

  it('sends the configured auth header on HTTP and on the socket handshake', async () => {
    const { engine: withoutHeader, fake } = await start({ requiredHeader: ['Authorization', 'Bearer s3cret'] });
    expect((await withoutHeader.health()).state).toBe('unreachable');
    const engine = new ComfyUiEngine({ url: fake.url, headers: { Authorization: 'Bearer s3cret' }, pollMs: 20 });
    expect((await engine.health()).state).toBe('ready');
    const progress: number[] = [];
    await engine.run(textTask(), { signal: new AbortController().signal, onProgress: (value) => progress.push(value) });
    // Progress only comes over the socket: the handshake carried the header too.
    expect(progress.length).toBeGreaterThan(0);
    expect(fake.hits.get(`/history/${fake.prompts[0]?.promptId ?? ''}`)).toBe(1);
  });

  it('runs at most `concurrency` prompts at once on one server', async () => {
    const { fake, engine } = await start({ steps: 3, stepDelayMs: 10 }, { concurrency: 1 });
    let queuedTogether = 0;
    const watcher = setInterval(() => {
      const waiting = fake.prompts.length - fake.prompts.filter((prompt) => fake.hits.has(`/history/${prompt.promptId}`)).length;
      queuedTogether = Math.max(queuedTogether, waiting);
    }, 2);
    await Promise.all([1, 2, 3].map((seed) => engine.run(textTask(seed), { signal: new AbortController().signal })));
    clearInterval(watcher);
    expect(fake.prompts).toHaveLength(3);
    expect(queuedTogether).toBe(1);
  });
});
