/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Inspiration, InspirationTool } from '@vitrina/contracts';
import { INSPIRATION_TOOLS } from '@vitrina/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from './support/axe';
import { launchBrowser, openPage, pathOf, readStorage, type OpenedPage } from './support/browser';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, signedInStorage, uploadAs, type RealUser } from './support/realUser';

const en = (namespace: string) => JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/locales/en/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
const generationTexts = en('generation');
/** Pages and their lazy chunks load slowly on a busy machine: a longer wait than expect.poll's 1 s. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const backgroundTexts = en('createBackground');

let browser: Browser;
let opened: OpenedPage;
let user: RealUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-inspire');
  opened = await openPage(browser, { storage: signedInStorage(user) });
}, 60_000);
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

const firstLook = async (tool: InspirationTool): Promise<Inspiration> => (await callAs<{ data: Inspiration[] }>(user, `/api/inspirations?tool=${tool}&limit=1`)).data[0];

/** Filters the wall to `tool`, then "Use this look" on its first look and picks my first product. */
async function useFirstLook(page: Page, tool: InspirationTool): Promise<void> {
  await page.goto(`/en/inspire?tool=${tool}`);
  const first = page.getByTestId('look').first();
  await poll(() => first.getAttribute('data-tool')).toBe(tool);
  await first.getByTestId('use-look').click();
  await page.getByTestId('look-product').first().click();
}

describe('inspiration wall (real user, Chromium)', () => {
  it('shows lazy WebP looks in English and right to left in Arabic, filters them, and passes axe', async () => {
    const { page } = opened;
    await page.goto('/en/inspire');
    await page.getByRole('heading', { level: 1, name: 'Inspiration' }).waitFor();
    const { total } = await callAs<{ total: number }>(user, '/api/inspirations?limit=1');
    expect(total).toBeGreaterThanOrEqual(36);
    // One page at first; the next one arrives when the end of the wall scrolls into view.
    await poll(() => page.getByTestId('look').count()).toBe(24);
    await page.getByTestId('look').last().scrollIntoViewIfNeeded();
    await poll(() => page.getByTestId('look').count()).toBe(Math.min(48, total));
    const image = page.getByTestId('look').first().locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/\.webp$/);
    // The header's Community entry is always there, from GET /api/config.
    expect(await page.getByTestId('community-link').getAttribute('href')).toBe('https://t.me/vitrina_community');

    // Category, then tool: every card shown matches both, and the address keeps the filters.
    await page.getByTestId('filter-category').getByText('Shoes', { exact: true }).click();
    await poll(() => page.getByTestId('look').evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-category')))])).toEqual(['shoes']);
    await page.getByTestId('filter-tool').getByText('Shadow', { exact: true }).click();
    await poll(() => page.getByTestId('look').evaluateAll((cards) => cards.map((card) => `${card.getAttribute('data-category')}/${card.getAttribute('data-tool')}`))).toSatisfy(
      (shown: string[]) => shown.length > 0 && shown.every((item) => item === 'shoes/shadow'),
    );
    expect(new URL(page.url()).search).toBe('?category=shoes&tool=shadow');
    const findings = await seriousViolations(page, '/en/inspire');
    expect(findings, describeFindings(findings)).toEqual([]);

    await page.goto('/ar/inspire');
    await page.getByRole('heading', { level: 1, name: 'الإلهام' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await poll(() => page.getByTestId('look').count()).toBeGreaterThan(0);
    const rtlFindings = await seriousViolations(page, '/ar/inspire');
    expect(rtlFindings, describeFindings(rtlFindings)).toEqual([]);
    expect(opened.problems).toEqual([]);
  }, 120_000);

  it('asks for a product first when I have none, and uses the uploaded one', async () => {
    const { page } = opened;
    const look = await firstLook('inpaint');
    await page.goto('/en/inspire?tool=inpaint');
    await page.getByTestId('look').first().getByTestId('use-look').click();
    await page.getByTestId('look-no-products').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: Buffer.from(await productPhoto(30, 320)) });
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toMatch(/^\/en\/inpaint\/[0-9a-f-]{36}$/);
    const products = await callAs<{ data: { image: { id: string } }[] }>(user, '/api/products?scope=my');
    expect(products.data).toHaveLength(1);
    expect(pathOf(page)).toBe(`/en/inpaint/${products.data[0].image.id}`);
    expect(look.recipe.tool).toBe('inpaint');
  }, 90_000);

  it('opens each tool with the recipe of its look filled in, on my product', async () => {
    const { page } = opened;
    const imageId = await uploadAs(user, await productPhoto(200, 320));
    const product = (await callAs<{ data: { id: string } }>(user, '/api/products', { body: { imageId } })).data;
    // Newest first: the chooser's first product is this one.
    const mine = await callAs<{ data: { id: string; image: { id: string } }[] }>(user, '/api/products?scope=my');
    expect(mine.data[0].id).toBe(product.id);
    const presets = await callAs<{ data: { id: string; name: string }[] }>(user, '/api/shadow-presets');
    const checked: string[] = [];

    for (const tool of INSPIRATION_TOOLS) {
      const { recipe } = await firstLook(tool);
      await useFirstLook(page, tool);
      switch (tool) {
        case 'generate': {
          await poll(() => pathOf(page)).toBe(`/en/editor/${product.id}`);
          await poll(() => page.getByTestId('prompt').inputValue()).toBe(recipe.prompt);
          expect(await page.getByTestId('style').inputValue()).toBe(generationTexts.styles[recipe.style!]);
          expect(await page.getByTestId('theme').inputValue()).toBe(generationTexts.themes[recipe.theme!]);
          expect(await page.getByTestId('size').inputValue()).toContain(recipe.size);
          break;
        }
        case 'shadow': {
          await poll(() => pathOf(page)).toBe(`/en/shadow/${imageId}/edit`);
          const name = presets.data.find((preset) => preset.id === recipe.template)!.name;
          await poll(() => page.getByTestId('shadow-preset').inputValue()).toMatch(new RegExp(`^${name} · `));
          expect(JSON.parse((await readStorage(page, 'shadows')) ?? '{}').presetId).toBe(recipe.template);
          break;
        }
        case 'create-background': {
          await poll(() => pathOf(page)).toBe(`/en/create-background/${imageId}/edit`);
          const names = backgroundTexts.system ?? {};
          await poll(() => page.locator('[role=radio][aria-checked=true]').innerText()).toBe(names[recipe.template!]);
          break;
        }
        case 'upscale': {
          await poll(() => pathOf(page)).toBe(`/en/upscale/${imageId}/edit`);
          expect(recipe.params).toMatchObject({ scale: 4, model: 'thick' });
          await poll(() => page.locator('input[type=radio][value="4"]').isChecked()).toBe(true);
          break;
        }
        case 'inpaint':
          await poll(() => pathOf(page)).toBe(`/en/inpaint/${imageId}`);
          break;
        case 'watermark-removal': {
          await poll(() => pathOf(page)).toBe(`/en/watermarks/${imageId}`);
          // The look's detectTiled reaches the detection the page starts, and the page says so.
          expect(recipe.params.detectTiled).toBe(true);
          await page.getByTestId('look-tiled').waitFor();
          await poll(() => new URL(page.url()).searchParams.get('detect')).toMatch(/^[0-9a-f-]{36}$/);
          const detect = await callAs<{ data: { params: Record<string, unknown> } }>(user, `/api/jobs/${new URL(page.url()).searchParams.get('detect')}`);
          expect(detect.data.params.detectTiled).toBe(true);
          break;
        }
        case 'infographics': {
          // The card editor on my product photo, with the look's template and its texts.
          await poll(() => pathOf(page)).toBe(`/en/product-infographics-image/${imageId}/edit`);
          const search = new URL(page.url()).searchParams;
          expect([search.get('product'), search.get('template')]).toEqual([product.id, recipe.template]);
          const template = (await callAs<{ data: { state: { elements: { id: string; type: string; text?: string }[] } } }>(user, `/api/infographics/templates/${recipe.template}`)).data;
          const lookTexts = recipe.params.texts as Record<string, string>;
          // Text layers are named after their text: each one the look sets shows its new words.
          const changed = template.state.elements.filter((element) => element.type === 'text' && lookTexts[element.id] !== undefined);
          expect(changed.length).toBeGreaterThan(0);
          const layers = page.getByTestId('layers-panel');
          for (const element of changed) await layers.getByText(lookTexts[element.id], { exact: true }).waitFor({ timeout: 20_000 });
          for (const element of changed) expect(await layers.getByText(element.text!, { exact: true }).count()).toBe(0);
          break;
        }
      }
      checked.push(tool);
    }
    expect(checked).toEqual([...INSPIRATION_TOOLS]);
  }, 240_000);

  it('starts the shadow controls where a look had its softness and reflection', async () => {
    const { page } = opened;
    const shadows = (await callAs<{ data: Inspiration[] }>(user, '/api/inspirations?tool=shadow&limit=100')).data;
    const soft = shadows.find((look) => (look.recipe.params.controls as { softness?: number } | undefined)?.softness !== undefined)!;
    const glossy = shadows.find((look) => (look.recipe.params.controls as { reflection?: unknown } | undefined)?.reflection)!;
    const softness = (soft.recipe.params.controls as { softness: number }).softness;
    const shadowTexts = en('shadow') as unknown as { controls: Record<string, string> };
    for (const look of [soft, glossy]) {
      await page.goto('/en/inspire?tool=shadow');
      await page.locator(`[data-look="${look.id}"]`).getByTestId('use-look').click();
      await page.getByTestId('look-product').first().click();
      await poll(() => pathOf(page)).toMatch(/^\/en\/shadow\/[0-9a-f-]{36}\/edit$/);
      const thumb = page.locator('[aria-labelledby=shadow-softness]');
      const reflection = page.getByLabel(shadowTexts.controls.reflection);
      if (look === soft) {
        await poll(() => thumb.getAttribute('aria-valuenow')).toBe(String(softness));
        expect(await reflection.isChecked()).toBe(false);
      } else {
        await poll(() => reflection.isChecked()).toBe(true);
        expect(await thumb.getAttribute('aria-valuenow')).toBe('0.5');
      }
    }
  }, 90_000);
});
