/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, signedInStorage, uploadAs, type RealUser } from './support/realUser';

let browser: Browser;
let opened: OpenedPage[] = [];
let user: RealUser;
let productId: string;
let secondProductId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-cards');
  const create = async (hue: number) => (await callAs<{ data: { id: string } }>(user, '/api/products', { body: { imageId: await uploadAs(user, await productPhoto(hue, 400)) } })).data.id;
  productId = await create(20);
  secondProductId = await create(200);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  const pages = opened;
  opened = [];
  for (const { context } of pages) await context.close();
  expect(pages.flatMap(({ problems }) => problems)).toEqual([]);
});

async function openSignedIn(): Promise<Page> {
  const page = await openPage(browser, { storage: signedInStorage(user) });
  opened.push(page);
  return page.page;
}

type Card = { id: string; productId: string | null; image: { width: number; height: number } };
const cardsOf = async (id: string) => (await callAs<{ data: Card[] }>(user, `/api/infographics?orderBy[createdAt]=desc&limit=10&offset=0&criteria[productId]=${id}`)).data;

describe('infographic cards in the browser', () => {
  it('template → Arabic text and a sticker → save → previews → edit → leaving unsaved asks → zip', async () => {
    const page = await openSignedIn();
    await page.goto(`/en/product-infographics/${productId}`);
    await page.getByTestId('template').first().click();
    await page.waitForURL(/\/product-infographics-image\/[0-9a-f-]{36}\/edit\?/);
    await page.getByTestId('card-stage').waitFor();

    await page.getByTestId('add-text').click();
    // The new text is selected: type its content in the properties panel.
    const content = page.getByTestId('properties-panel').locator('textarea').first();
    await content.fill('خصم ٢٠٪ على كل شيء');
    await content.blur();
    await page.getByTestId('sticker').first().click();
    await page.getByTestId('save-card').click();
    await expect.poll(async () => (await cardsOf(productId)).length, { timeout: 20_000 }).toBe(1);
    const [card] = await cardsOf(productId);
    expect(card).toMatchObject({ productId, image: { width: 900, height: 1200 } });
    const saved = await callAs<{ data: { state: { elements: { type: string; text?: string; direction?: string }[] } } }>(user, `/api/infographics/${card.id}`);
    const text = saved.data.state.elements.find((element) => element.type === 'text' && element.text?.includes('خصم'));
    expect(text).toBeDefined();
    expect(saved.data.state.elements.some((element) => element.type === 'sticker')).toBe(true);

    // Previews: the product's newest cards on the index.
    // Saved: leaving goes straight through, no close-confirmation.
    await page.getByTestId('back-to-cards').click();
    await page.waitForURL((url) => url.pathname === `/en/product-infographics/${productId}`);
    await page.goto('/en/product-infographics');
    await page.getByTestId('card-preview').first().click();
    await page.getByTestId('card-stage').waitFor();
    await page.getByTestId('add-text').click();
    // Unsaved: leaving opens the close-confirmation and stays.
    await page.getByTestId('back-to-cards').click();
    // (The Mantine modal root has no box of its own: wait for its buttons.)
    await page.getByTestId('leave-unsaved').waitFor();
    expect(page.url()).toContain('/edit');
    await page.getByTestId('leave-unsaved').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit'));

    // Save as a template and reuse it on another product.
    await page.goto(`/en/product-infographics/${productId}`);
    await page.getByTestId('card-tile').first().locator('button').first().click();
    await page.getByTestId('card-stage').waitFor();
    await page.getByTestId('save-template').click();
    await page.getByTestId('template-name').fill('Sale card');
    await page.getByTestId('template-submit').click();
    await page.getByText('Template saved').waitFor();
    await page.goto(`/en/product-infographics/${secondProductId}`);
    await page.getByTestId('template').filter({ hasText: 'Sale card' }).click();
    await page.getByTestId('card-stage').waitFor();
    await page.getByTestId('save-card').click();
    await expect.poll(async () => (await cardsOf(secondProductId)).length, { timeout: 20_000 }).toBe(1);

    // Download both cards as a zip.
    await page.goto(`/en/product-infographics/${productId}`);
    await page.getByTestId('card-tile').first().getByRole('checkbox').check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-cards').click()]);
    const zip = join(tmpdir(), `vitrina-cards-${Date.now()}.zip`);
    await download.saveAs(zip);
    expect(readFileSync(zip).subarray(0, 2).toString()).toBe('PK');
  });
});
