/// <reference lib="dom" />
// Callbacks passed to page.evaluate() run in the browser.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/env';
import { FakeFal } from './support/fake-fal';
import { productPhoto } from './support/images';
import { startOwnServer, useOwnServer, type OwnServer } from './support/ownServer';
import { callAs, registerRealUser, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

/**
 * The hosted engine in the browser: a server of this file's own with FAL_KEY (its calls go to the
 * fal protocol server through the client's proxy setting) and no COMFYUI_URL.
 */
const pages = browserPages();
let fake: FakeFal;
let server: OwnServer | undefined;
let user: RealUser;

beforeAll(async () => {
  // Slow enough (about 2 s a picture) that the browser sees the model's steps and the pictures arrive apart.
  fake = await FakeFal.start({ steps: 8, stepDelayMs: 250 });
  server = await startOwnServer({ FAL_KEY: fake.key, FAL_PROXY_URL: fake.proxyUrl });
  useOwnServer(server);
  user = await registerRealUser('e2e-fal');
}, 320_000);

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const balance = async (): Promise<number> => (await callAs<{ data: { balance: number } }>(user, '/api/credits')).data.balance;

/** Points across the picture, as fractions of its width and height. */
const SAMPLE_POINTS = [
  [0.1, 0.1],
  [0.5, 0.5],
  [0.9, 0.2],
  [0.25, 0.8],
  [0.75, 0.75],
] as const;

/** The RGB values at SAMPLE_POINTS of the picture the page shows (drawn at its own size). */
async function shownPixels(page: Page): Promise<{ width: number; height: number; pixels: number[][] }> {
  const image = page.getByTestId('generated-image').locator('img');
  await image.waitFor();
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLImageElement>('[data-testid=generated-image] img');
    return Boolean(element?.complete && element.naturalWidth > 0);
  });
  return image.evaluate((element: HTMLImageElement, points) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(element, 0, 0);
    const pixels = points.map(([x, y]) => Array.from(context.getImageData(Math.floor(x * canvas.width), Math.floor(y * canvas.height), 1, 1).data.slice(0, 3)));
    return { width: canvas.width, height: canvas.height, pixels };
  }, SAMPLE_POINTS);
}

/** The same points of an image the fake engine answered. */
async function enginePixels(bytes: Buffer): Promise<{ width: number; height: number; pixels: number[][] }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = SAMPLE_POINTS.map(([x, y]) => {
    const offset = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * 3;
    return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
  });
  return { width: info.width, height: info.height, pixels };
}

/** The page shows exactly the fake's picture: same size, every sampled pixel within rounding. */
async function expectShownIs(page: Page, bytes: Buffer | undefined): Promise<void> {
  if (!bytes) throw new Error('the fake engine answered no image for that request');
  const shown = await shownPixels(page);
  const answered = await enginePixels(bytes);
  expect({ width: shown.width, height: shown.height }).toEqual({ width: answered.width, height: answered.height });
  shown.pixels.forEach((pixel, index) => pixel.forEach((value, channel) => expect(Math.abs(value - (answered.pixels[index]?.[channel] ?? -999))).toBeLessThanOrEqual(3)));
}

describe('the hosted engine (fal) in the browser', () => {
  it('health lists fal as ready and no ComfyUI', async () => {
    const health = (await (await fetch(`${baseUrl()}/api/health`)).json()) as { engines: { id: string; state?: string }[] };
    const diffusion = health.engines.filter((engine) => engine.id === 'fal' || engine.id === 'comfyui');
    expect(diffusion).toEqual([expect.objectContaining({ id: 'fal', state: 'ready' })]);
  });

  it('text-to-image: the pictures appear, cost one credit each, and open on their page showing the engine’s picture and naming fal', async () => {
    const before = await balance();
    const submitted = fake.submissions.length;
    const page = await pages.openAs(user);
    await page.goto('/en/image-generation');
    await page.getByTestId('t2i-prompt').fill('a paper kite over (green hills)1.3');
    await page.getByLabel('Exceptions').fill('(blur)0.6');
    await page.getByRole('combobox', { name: 'Style' }).click();
    await page.getByRole('option', { name: 'Cinematic', exact: true }).click();
    await page.getByLabel('Seed').fill('4242');
    await page.getByText('16:9', { exact: true }).click();
    await page.getByTestId('t2i-quantity').getByText('2').click();
    await page.getByTestId('t2i-generate').click();
    // The model's logged steps reach the browser as a percentage, then the first picture shows while the second renders.
    await page.waitForFunction(() => /Working… ([1-9]\d?)%/.test(document.querySelector('[data-testid=job-progress-label]')?.textContent ?? ''), undefined, { timeout: 60_000, polling: 50 });
    await page.getByTestId('job-result').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('job-placeholder').count()).toBe(1);
    await page.getByTestId('job-result').nth(1).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('job-error').count()).toBe(0);
    // An engine is ready: the menu entries need no setup; Fashion stays marked beta.
    expect(await page.locator('[data-testid^=needs-setup-]').count()).toBe(0);
    await expect(page.locator('nav a[href="/en/fashion"]').first().textContent()).resolves.toBe('FashionBeta');
    await expect.poll(balance).toBe(before - 2);

    const runs = fake.submissions.slice(submitted);
    expect(runs.map((run) => run.modelId)).toEqual(['fal-ai/flux/dev', 'fal-ai/flux/dev']);
    // FLUX has no attention weights: the strengthened words are named first, in plain text.
    // The style's words follow the user's; the seed typed is the first picture's, the next one's is seed + 1.
    expect(runs[0]?.input.prompt).toMatch(/^green hills\. a paper kite over green hills, cinematic still/);
    expect(runs[0]?.input.image_size).toEqual({ width: 1024, height: 576 });
    expect(runs.map((run) => run.input.seed)).toEqual([4242, 4243]);

    await page.getByTestId('job-result').first().click();
    await page.waitForURL(/\/en\/image-generation\/[0-9a-f-]{36}$/);
    await page.getByTestId('engine-details').waitFor();
    await expect(page.getByTestId('engine-details').textContent()).resolves.toContain('Made with: hosted image generator (fal.ai) · 1024×576');
    // The page keeps what was asked: FLUX takes no exceptions, the picture's record still has them.
    await page.getByText('(blur)0.6', { exact: true }).waitFor();
    await page.getByText('Cinematic', { exact: true }).waitFor();
    await expectShownIs(page, fake.outputs.get(runs[0]?.requestId ?? ''));
    // Sent on to another tool: that tool opens on this picture.
    const imageId = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByRole('button', { name: 'Open in' }).click();
    await page.getByRole('menuitem', { name: 'Upscale' }).click();
    await page.waitForURL(`**/en/upscale/${imageId}`);
    // Nothing runs until Start; the photo to work on is shown (loaded with the session's token).
    await page.getByTestId('tool-start').waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img[alt="The photo to work on"]')?.naturalWidth ?? 0) === 1024);
  });

  it('a fal model error shows "Generation error" and gives the credit back', async () => {
    const before = await balance();
    const submitted = fake.submissions.length;
    fake.failNext = 'CUDA out of memory';
    const page = await pages.openAs(user);
    await page.goto('/en/image-generation');
    await page.getByTestId('t2i-prompt').fill('a lighthouse at dusk');
    await page.getByTestId('t2i-generate').click();
    await page.getByTestId('job-error').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('job-error').textContent()).resolves.toContain('Generation error');
    expect(await page.getByTestId('job-result').count()).toBe(0);
    // The model really ran and failed (not refused before reaching fal).
    expect(fake.submissions.slice(submitted).map((run) => run.modelId)).toEqual(['fal-ai/flux/dev']);
    await expect.poll(balance).toBe(before);
  });

  it('Fashion: upload a garment, try it on a generated model, open the try-on image made by fal', async () => {
    const submitted = fake.submissions.length;
    const page = await pages.openAs(user);
    await page.goto('/en/fashion');
    await page.getByTestId('garment-category').getByText('Dress').click();
    const file = join(tmpdir(), `vitrina-e2e-fal-garment-${Date.now()}.png`);
    writeFileSync(file, await productPhoto(320, 300));
    await page.locator('input[type=file]').first().setInputFiles(file);
    await page.waitForURL(/\/en\/fashion\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    await expect(page.getByTestId('garment-category-label').textContent()).resolves.toBe('Dress');
    const before = await balance();
    await page.getByTestId('model-gender').click();
    await page.getByRole('option', { name: 'Man', exact: true }).click();
    await page.getByTestId('try-on-generate').click();
    await page.getByTestId('job-result').first().waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('job-error').count()).toBe(0);
    await expect.poll(balance).toBe(before - 1);

    const runs = fake.submissions.slice(submitted);
    expect(runs.map((run) => run.modelId)).toEqual(['fal-ai/flux/dev', 'fal-ai/fashn/tryon/v1.6']);
    expect(runs[0]?.input.prompt).toMatch(/ man aged 26 to 35/);
    const tryOn = runs[1];
    expect(tryOn?.input).toMatchObject({ category: 'one-pieces' });
    // The model photo sent to the try-on is the picture fal generated for it.
    const person = fake.file(tryOn?.input.model_image);
    const generated = fake.outputs.get(runs[0]?.requestId ?? '');
    if (!person || !generated) throw new Error('the try-on did not receive the generated model');
    expect((await enginePixels(person)).pixels).toEqual((await enginePixels(generated)).pixels);

    await page.getByTestId('job-result').first().click();
    await page.waitForURL(/\/en\/fashion\/image\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('engine-details').textContent()).resolves.toContain('hosted image generator (fal.ai)');
    await expectShownIs(page, fake.outputs.get(tryOn?.requestId ?? ''));
    await page.goto('/en/fashion/gallery');
    await page.getByTestId('gallery-tile').first().waitFor();
  }, 240_000);
});
