import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { FalEngine, type FalOptions } from '../../src/adapters/diffusion/fal/engine';
import { DiffusionError, type DiffusionTask } from '../../src/adapters/diffusion';
import { FakeFal, type FakeFalOptions } from '../../../../e2e/support/fake-fal';

const textTask = (seed = 7, text = 'a vase'): DiffusionTask => ({
  kind: 'text-to-image',
  prompt: text ? [{ text, weight: 1 }, { text: 'marble', weight: 1.3 }] : [],
  negativePrompt: [{ text: 'text', weight: 1 }],
  seed,
  width: 96,
  height: 64,
});

const png = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const live = () => ({ signal: new AbortController().signal });

describe('fal adapter against a server speaking fal’s queue and storage protocol', () => {
  let fake: FakeFal | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const start = async (options: FakeFalOptions = {}, engineOptions: Partial<FalOptions> = {}) => {
    fake = await FakeFal.start(options);
    return { fake, engine: new FalEngine({ key: fake.key, proxyUrl: fake.proxyUrl, pollMs: 20, ...engineOptions }) };
  };

  it('text-to-image: submits to fal-ai/flux/dev, follows the queue status with logs into progress, fetches the result and its image', async () => {
    const { fake, engine } = await start({ steps: 6, stepDelayMs: 30 });
    const progress: number[] = [];
    const bytes = await engine.run(textTask(), { ...live(), onProgress: (value) => progress.push(value) });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 96, height: 64 });
    const [submission] = fake.submissions;
    expect(submission).toMatchObject({ modelId: 'fal-ai/flux/dev', headers: { 'x-fal-queue-priority': 'normal' } });
    // FLUX has no attention weights: the strengthened word is named first.
    expect(submission?.input).toMatchObject({ prompt: 'marble. a vase marble', image_size: { width: 96, height: 64 }, seed: 7, num_images: 1, enable_safety_checker: true });
    const id = submission?.requestId ?? '';
    // Status and result live under owner/alias, as the client builds them.
    expect(fake.calls).toContain(`GET https://queue.fal.run/fal-ai/flux/requests/${id}/status?logs=1`);
    expect(fake.calls.at(-1)).toBe(`GET https://queue.fal.run/fal-ai/flux/requests/${id}`);
    expect(progress.some((value) => value > 0.05 && value < 0.9)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('uploads inputs through fal storage (initiate, then PUT to the signed URL) and sends their URLs to the model', async () => {
    const { fake, engine } = await start();
    const image = await png(40, 30, '#336699');
    const mask = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000000' } })
      .composite([{ input: await png(20, 30, '#ffffff'), left: 20, top: 0 }])
      .png()
      .toBuffer();
    const bytes = await engine.run({ kind: 'inpaint', image, mask, prompt: [{ text: 'wood', weight: 1 }], negativePrompt: [], seed: 3 }, live());
    const input = fake.submissions[0]?.input ?? {};
    expect(fake.submissions[0]?.modelId).toBe('fal-ai/flux-pro/v1/fill');
    expect(fake.file(input.image_url)?.equals(image)).toBe(true);
    expect(fake.file(input.mask_url)?.equals(mask)).toBe(true);
    expect(fake.uploads.get(String(input.image_url))?.contentType).toBe('image/png');
    expect(fake.calls.filter((call) => call === 'POST https://rest.fal.ai/storage/upload/initiate?storage_type=fal-cdn-v3')).toHaveLength(2);
    // The fill model painted the right half only.
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0x33, 0x66, 0x99]);
  });

  it('outpaint: Bria Expand gets the canvas, the photo’s size and its place', async () => {
    const { fake, engine } = await start();
    const bytes = await engine.run({ kind: 'outpaint', image: await png(40, 30, '#336699'), pad: { left: 10, top: 5, right: 30, bottom: 15 }, prompt: [], negativePrompt: [], seed: 2 }, live());
    expect(fake.submissions[0]).toMatchObject({ modelId: 'fal-ai/bria/expand', input: { canvas_size: [80, 50], original_image_size: [40, 30], original_image_location: [10, 5], seed: 2 } });
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 80, height: 50 });
  });

  it('product backgrounds on Bria Product Shot keep the product’s place; try-on on FASHN gets the category in its words', async () => {
    const { fake, engine } = await start();
    const canvas = await png(64, 48, '#808080');
    const background = await engine.run({ kind: 'product-background', image: canvas, mask: canvas, prompt: [{ text: 'on (wet) sand:', weight: 1 }, { text: 'sunset', weight: 1.2 }], negativePrompt: [], seed: 1 }, live());
    expect(fake.submissions[0]).toMatchObject({ modelId: 'fal-ai/bria/product-shot', input: { placement_type: 'original', original_quality: true, scene_description: 'sunset. on wet sand sunset' } });
    expect(await sharp(background).metadata()).toMatchObject({ width: 64, height: 48 });
    const person = await png(60, 80, '#eeeeee');
    const garment = await png(20, 20, '#cc0000');
    const tryOn = await engine.run({ kind: 'garment-try-on', person, mask: person, garment, seed: 4, category: 'dress' }, live());
    expect(fake.submissions[1]).toMatchObject({ modelId: 'fal-ai/fashn/tryon/v1.6', input: { category: 'one-pieces', seed: 4 } });
    expect(fake.file(fake.submissions[1]?.input.garment_image)?.equals(garment)).toBe(true);
    expect(await sharp(tryOn).metadata()).toMatchObject({ width: 60, height: 80 });
  });

  it('maps a failed run (500), refused input (422) and a safety flag to generation_error', async () => {
    const { fake, engine } = await start();
    fake.failNext = 'CUDA error: out of memory';
    const failed = await engine.run(textTask(), live()).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DiffusionError);
    expect(failed).toMatchObject({ code: 'generation_error', message: expect.stringMatching(/500.*out of memory/) });
    const refused = await engine.run(textTask(1, ''), live()).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'generation_error', message: expect.stringMatching(/refused the input.*Field required/) });
    fake.nsfwNext = true;
    const flagged = await engine.run(textTask(), live()).catch((error: unknown) => error);
    expect(flagged).toMatchObject({ code: 'generation_error', message: expect.stringContaining('safety checker') });
    expect((await engine.health()).state).toBe('ready');
  });

  it('a refused key fails the run and reports the engine misconfigured until it is held no longer', async () => {
    const { fake } = await start();
    const engine = new FalEngine({ key: 'wrong:key', proxyUrl: fake.proxyUrl, pollMs: 20, failureHoldMs: 60_000 });
    await expect(engine.run(textTask(), live())).rejects.toMatchObject({ code: 'generation_error', message: expect.stringContaining('401') });
    expect(await engine.health()).toMatchObject({ id: 'fal', state: 'misconfigured', problem: expect.stringContaining('FAL_KEY') });
    expect(fake.submissions).toHaveLength(0);
  });

  it('cancelling cancels the request on fal’s queue; a timeout does too and is a generation error', async () => {
    const { fake, engine } = await start({ steps: 200, stepDelayMs: 20 });
    const controller = new AbortController();
    const progress: number[] = [];
    const running = engine.run(textTask(), { signal: controller.signal, onProgress: (value) => progress.push(value) });
    await expect.poll(() => progress.some((value) => value > 0.05), { timeout: 10_000 }).toBe(true);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => fake.cancels, { timeout: 5_000 }).toEqual([fake.submissions[0]?.requestId]);

    const hurried = new FalEngine({ key: fake.key, proxyUrl: fake.proxyUrl, pollMs: 20, runTimeoutMs: 1_000 });
    await expect(hurried.run(textTask(2), live())).rejects.toMatchObject({ code: 'generation_error', message: expect.stringContaining('did not finish') });
    await expect.poll(() => fake.cancels.length, { timeout: 5_000 }).toBe(2);
  });

  it('a second request waits IN_QUEUE behind the first, and both finish', async () => {
    const { fake, engine } = await start({ steps: 10, stepDelayMs: 20 });
    const progress: number[] = [];
    const [first, second] = await Promise.all([engine.run(textTask(1), live()), engine.run(textTask(2), { ...live(), onProgress: (value) => progress.push(value) })]);
    expect(first.length && second.length).toBeGreaterThan(0);
    expect(fake.submissions).toHaveLength(2);
    expect(progress[0]).toBe(0.02);
  });
});
