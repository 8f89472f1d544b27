/// <reference lib="dom" />
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeComfyUi } from './support/fake-comfyui';
import { baseUrl } from './support/env';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

const pages = browserPages();
const comfyPort = Number(process.env.E2E_COMFYUI_PORT);

let user: RealUser;
beforeAll(async () => {
  user = await registerRealUser('e2e-diffusion');
});

async function comfyState(): Promise<string | undefined> {
  const health = (await (await fetch(`${baseUrl()}/api/health`)).json()) as { engines: { id: string; state?: string }[] };
  return health.engines.find((engine) => engine.id === 'comfyui')?.state;
}

describe.skipIf(!comfyPort)('diffusion pages in the browser', () => {
  let fake: FakeComfyUi | undefined;
  afterAll(async () => fake?.close());

  it('without a reachable diffusion engine, Image generation and Fashion explain what the operator must configure', async () => {
    expect(await comfyState()).toBe('unreachable');
    const page = await pages.openAs(user);
    await page.goto('/es/image-generation');
    await page.getByTestId('engine-required').waitFor();
    await expect(page.getByTestId('engine-required').textContent()).resolves.toContain('COMFYUI_URL');
    await expect(page.getByTestId('engine-required').textContent()).resolves.toContain('La generación de imágenes necesita un motor de difusión');
    expect(await page.getByTestId('t2i-prompt').count()).toBe(0);
    // The operators' guide is a real link (OPERATOR_DOCS_URL unset: the server's own guide), in a new tab.
    const docsLink = page.getByTestId('operator-docs-link');
    await expect(docsLink.textContent()).resolves.toBe('Guía de configuración para operadores');
    expect(await docsLink.getAttribute('href')).toBe('/api/operator-docs/engines');
    expect(await docsLink.getAttribute('target')).toBe('_blank');
    expect(await docsLink.getAttribute('rel')).toContain('noopener');
    const guide = await fetch(new URL((await docsLink.getAttribute('href')) ?? '', baseUrl()));
    expect(guide.status).toBe(200);
    expect(guide.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await guide.text()).toContain('COMFYUI_URL');
    // The menu keeps both entries, marked as needing setup (Fashion also as beta).
    await page.getByTestId('needs-setup-imageGeneration').waitFor();
    await page.getByTestId('needs-setup-fashion').waitFor();
    await expect(page.locator('nav a[href="/es/fashion"]').first().textContent()).resolves.toMatch(/Beta/i);
    await page.goto('/ar/fashion');
    await page.getByTestId('engine-required').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const refused = await fetch(`${baseUrl()}/api/tools/text-to-image`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ params: { prompt: 'a kite' } }) });
    expect(refused.status).toBe(503);
  });

  it('with ComfyUI up: text-to-image pictures stream in, open on their page with the engine named, and the edit page refills the prompt', async () => {
    fake = await FakeComfyUi.start({ port: comfyPort, steps: 6, stepDelayMs: 40 });
    await expect.poll(comfyState, { timeout: 15_000, interval: 500 }).toBe('ready');
    const page = await pages.openAs(user);
    await page.goto('/en/image-generation');
    await page.getByTestId('t2i-prompt').fill('a paper kite over (green hills)2');
    expect(await page.getByTestId('t2i-generate').isDisabled()).toBe(true);
    await page.getByTestId('t2i-prompt').fill('a paper kite over (green hills)1.3');
    await page.getByTestId('t2i-quantity').getByText('2').click();
    await page.getByTestId('t2i-generate').click();
    // The first picture shows while the second still renders.
    await page.getByTestId('job-result').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('job-result').nth(1).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('job-error').count()).toBe(0);
    expect(fake.prompts.at(-1)?.workflow['6']?.inputs.text).toMatch(/^a paper kite over \(green hills:1\.3\)/);

    await page.getByTestId('job-result').first().click();
    await page.waitForURL(/\/en\/image-generation\/[0-9a-f-]{36}$/);
    await page.getByTestId('engine-details').waitFor();
    await expect(page.getByTestId('engine-details').textContent()).resolves.toContain('image generator on this server (ComfyUI)');
    await page.getByTestId('t2i-edit').click();
    await page.waitForURL(/\/edit$/);
    await expect(page.getByTestId('t2i-prompt').inputValue()).resolves.toBe('a paper kite over (green hills)1.3');

    await page.goto('/en/image-generation/gallery');
    await page.getByTestId('gallery-tile').nth(1).waitFor();
  });

  it('an engine error shows "Generation error" and gives the credits back', async () => {
    if (!fake) throw new Error('needs the previous test’s server');
    const before = (await callAs<{ data: { balance: number } }>(user, '/api/credits')).data.balance;
    fake.failNext = 'CUDA out of memory';
    const page = await pages.openAs(user);
    await page.goto('/en/image-generation');
    await page.getByTestId('t2i-prompt').fill('a lighthouse');
    await page.getByTestId('t2i-generate').click();
    await page.getByTestId('job-error').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('job-error').textContent()).resolves.toContain('Generation error');
    await expect.poll(async () => (await callAs<{ data: { balance: number } }>(user, '/api/credits')).data.balance).toBe(before);
  });

  it('Fashion: upload a garment, try it on a generated model, open the try-on image; the garment is in My garments', async () => {
    if (!fake) throw new Error('needs the previous test’s server');
    const page = await pages.openAs(user);
    await page.goto('/en/fashion');
    await page.getByTestId('garment-category').getByText('Dress').click();
    const file = join(tmpdir(), `vitrina-e2e-garment-${Date.now()}.png`);
    writeFileSync(file, await productPhoto(320, 300));
    await page.locator('input[type=file]').first().setInputFiles(file);
    await page.waitForURL(/\/en\/fashion\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    await expect(page.getByTestId('garment-category-label').textContent()).resolves.toBe('Dress');
    await page.getByTestId('model-gender').click();
    await page.getByRole('option', { name: 'Man', exact: true }).click();
    await page.getByTestId('try-on-generate').click();
    await page.getByTestId('job-result').first().waitFor({ timeout: 120_000 });
    expect(fake.prompts.at(-1)?.workflow['12']?.class_type).toBe('CatVTONWrapper');
    expect(fake.prompts.at(-2)?.workflow['6']?.inputs.text).toMatch(/ man aged 26 to 35/);
    await page.getByTestId('job-result').first().click();
    await page.waitForURL(/\/en\/fashion\/image\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('engine-details').textContent()).resolves.toContain('ComfyUI');
    await page.goto('/en/fashion/products-list');
    await page.getByTestId('garment-tile').first().waitFor();
    await page.goto('/en/fashion/gallery');
    await page.getByTestId('gallery-tile').first().waitFor();
  }, 240_000);
});
