/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { GeneratedImage, Inspiration } from '@vitrina/contracts';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, overflowsSideways, seriousViolations } from './support/axe';
import { launchBrowser, openPage, VIEWPORTS, type OpenedPage } from './support/browser';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, runToolAs, signedInStorage, uploadAs, type RealUser } from './support/realUser';

const texts = (lang: string) => JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/locales/${lang}/gallery.json`, import.meta.url), 'utf8')) as { inspiration: Record<string, string> };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
/** How opaque a dialog is drawn (its own opacity times its ancestors'): 1 once its opening transition ended. */
const drawnOpacity = (dialog: Locator) =>
  dialog.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });

let browser: Browser;
let opened: OpenedPage;
let user: RealUser;
let generatedId: string;

const myGallery = async () => (await callAs<{ data: GeneratedImage[] }>(user, '/api/generated-images?limit=10')).data;
const myLooks = async () => (await callAs<{ data: Inspiration[] }>(user, '/api/inspirations?limit=100&offset=0&category=food')).data.filter((look) => look.own);

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-share');
  const imageId = await uploadAs(user, await productPhoto(30, 320));
  await callAs(user, '/api/products', { body: { imageId } });
  const job = await runToolAs(user, 'generate', { imageId, params: { prompt: 'wooden table, morning light', seed: 3 } }, 150_000);
  expect(job.status).toBe('succeeded');
  generatedId = (await myGallery())[0].id;
  // A phone: the gallery, its dialogs and the wall must work at 390 px.
  opened = await openPage(browser, { viewport: VIEWPORTS.mobile, touch: true, storage: signedInStorage(user) });
}, 200_000);
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

describe('share a gallery image to Inspiration (real user, Chromium, 390 px)', () => {
  it('asks in Arabic, right to left, with the opt-in sentence and an accessible dialog', async () => {
    const { page } = opened;
    await page.goto('/ar/gallery');
    await page.getByTestId('gallery-tile').first().getByTestId('inspiration-share').click();
    const dialog = page.getByRole('dialog', { name: texts('ar').inspiration.dialogTitle });
    await dialog.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await dialog.getByTestId('inspiration-consent').innerText()).toBe(texts('ar').inspiration.consent);
    expect(await dialog.getByRole('radio').count()).toBe(7);
    expect(await dialog.getByTestId('inspiration-publish').isDisabled()).toBe(true);
    await poll(() => drawnOpacity(dialog)).toBe(1);
    const findings = await seriousViolations(page, '/ar/gallery (share dialog)');
    expect(findings, describeFindings(findings)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await myLooks()).toEqual([]);
  }, 60_000);

  it('publishes once under the chosen category (keyboard, double submit), shows it on the wall as mine, and removes it from the gallery dialog', async () => {
    const { page } = opened;
    const en = texts('en').inspiration;
    await page.goto('/en/gallery');
    const tile = page.getByTestId('gallery-tile').first();
    await tile.getByTestId('inspiration-share').click();
    const dialog = page.getByRole('dialog', { name: en.dialogTitle });
    expect(await dialog.getByTestId('inspiration-consent').innerText()).toBe('Anyone can see it on the Inspiration page; you can remove it at any time.');
    // Keyboard: the categories are one radio group (arrows move the choice).
    await dialog.getByRole('radio', { name: 'Cosmetics' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await poll(() => dialog.getByRole('radio', { name: 'Food' }).isChecked()).toBe(true);
    await dialog.getByTestId('inspiration-publish').dblclick();
    await dialog.getByTestId('inspiration-shared').waitFor();
    expect(await dialog.innerText()).toContain('Anyone can see it on the Inspiration page under Food.');
    await poll(() => tile.getByTestId('shared-badge').isVisible()).toBe(true);

    const looks = await myLooks();
    expect(looks).toHaveLength(1);
    expect((await myGallery()).find((item) => item.id === generatedId)?.inspiration).toEqual({ id: looks[0].id, category: 'food' });
    await page.keyboard.press('Escape');

    await page.goto('/en/inspire?category=food');
    const mine = page.locator('[data-testid=look][data-own]');
    await poll(() => mine.count()).toBe(1);
    expect(await mine.getAttribute('data-category')).toBe('food');
    expect(await mine.getAttribute('data-tool')).toBe('generate');
    expect(await mine.getByTestId('look-own').textContent()).toBe('Shared by you');
    expect(await overflowsSideways(page)).toBe(false);

    // The gallery's own dialog (the large view) takes it off the wall again.
    await page.goto('/en/gallery');
    await page.getByTestId('gallery-tile').first().locator('button').first().click();
    const preview = page.getByRole('dialog');
    await preview.getByTestId('inspiration-remove').waitFor();
    // Contrast is checked once the dialog has faded in (axe measured it half-way once, on a busy machine).
    await poll(() => drawnOpacity(preview)).toBe(1);
    const findings = await seriousViolations(page, '/en/gallery (large view)');
    expect(findings, describeFindings(findings)).toEqual([]);
    await preview.getByTestId('inspiration-remove').click();
    await preview.getByTestId('inspiration-share').waitFor();
    await poll(() => page.getByTestId('gallery-tile').first().getByTestId('shared-badge').count()).toBe(0);
    expect(await myLooks()).toEqual([]);
    expect((await myGallery()).find((item) => item.id === generatedId)?.inspiration).toBeNull();

    await page.goto('/en/inspire?category=food');
    await poll(() => page.getByTestId('look').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=look][data-own]').count()).toBe(0);
    expect(opened.problems).toEqual([]);
  }, 120_000);
});
