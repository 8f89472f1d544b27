/// <reference lib="dom" />
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, uploadAs, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

/**
 * Issue 23: the tools without a mouse. Every step is a key press (Tab, Enter, Space, arrows,
 * Delete); the mouse is never used. Each stop of the focus must show a visible focus indicator.
 */

const pages = browserPages();
let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-keyboard');
});

/** Whether the focused element shows a focus ring (an outline or a box shadow while :focus-visible). */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

/** Presses Tab until the focused element matches `selector` (fails after `limit` presses). */
async function tabTo(page: Page, selector: string, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) {
      expect(await focusShows(page), `focus is visible on ${selector}`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector} was not reached with the keyboard in ${limit} presses`);
}

/**
 * Enter on the focused drop zone opens the file chooser. On a loaded machine the zone can still be
 * busy for a moment (a late refetch sets data-loading again) and swallow the key, as it would for a
 * person, who presses again: so do we, at most three times, once the zone is ready and focused.
 */
async function openChooserWithEnter(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.keyboard.press('Enter')]);
      return chooser;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.locator('[data-testid="tool-dropzone"]:not([data-loading])').waitFor();
      await tabTo(page, '[data-testid="tool-dropzone"]');
    }
  }
}

describe('keyboard only', () => {
  it('removes a background: upload from the keyboard, the job runs, compare before/after, download', async () => {
    const page = await pages.openAs(user);
    await page.goto('/en/remove-background');
    // The drop zone is inert while the page still loads what it needs (it shows a loader then).
    await page.locator('[data-testid="tool-dropzone"]:not([data-loading])').waitFor();
    await page.waitForLoadState('networkidle');
    const photo = join(tmpdir(), `vitrina-e2e-keyboard-${Date.now()}.png`);
    writeFileSync(photo, await productPhoto(120, 320));

    // The drop zone opens the file chooser on Enter, as a button does.
    await tabTo(page, '[data-testid="tool-dropzone"]');
    const chooser = await openChooserWithEnter(page);
    await chooser.setFiles(photo);
    await page.waitForURL(/\/en\/remove-background\/[0-9a-f-]{36}\?job=/, { timeout: 20_000 });
    await page.locator('[data-testid="before-after"][data-mode="overlay"]').waitFor({ timeout: 90_000 });

    // The live region said the result is ready.
    await expect.poll(() => page.getByTestId('live-announcer').textContent(), { timeout: 10_000 }).toContain('ready');

    // Compare: the divider is a slider; arrows move it.
    await tabTo(page, '[role="slider"]');
    const thumb = page.locator('[role="slider"]').first();
    expect(await thumb.getAttribute('aria-valuenow')).toBe('50');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    expect(Number(await thumb.getAttribute('aria-valuenow'))).toBeLessThan(50);
    expect(await thumb.getAttribute('aria-label')).toBe('Compare before and after');

    // Download: Enter opens the menu, arrows pick PNG, Enter saves.
    await tabTo(page, '[data-testid="download"]');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'PNG' }).waitFor();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let step = 0; step < 6 && !(await focusedText()).includes('PNG'); step += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toContain('PNG');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    // The menu closed and focus went back to its trigger.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('download');
  });

  it('edits a card: selects a layer, moves it with the arrow keys, deletes another, saves', async () => {
    const imageId = await uploadAs(user, await productPhoto(40, 360));
    const page = await pages.openAs(user);
    await page.goto(`/en/infographics-image/${imageId}/edit?preset=square`);
    await page.getByTestId('card-stage').waitFor();
    const layers = page.getByTestId('layers-panel').locator('[data-testid^="layer-"]');
    await expect.poll(() => layers.count()).toBe(1);

    // Add a text box from the toolbar, then delete it with the Delete key.
    await tabTo(page, '[data-testid="add-text"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => layers.count()).toBe(2);
    await page.keyboard.press('Delete');
    await expect.poll(() => layers.count()).toBe(1);

    // Select the product's layer with Enter, then move it 30 px right and 10 px down.
    await tabTo(page, '[data-testid="layer-product"] button[aria-pressed]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('layer-product').getAttribute('data-selected')).toBe('true');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+ArrowRight');
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowDown');

    await tabTo(page, '[data-testid="save-card"]');
    await page.keyboard.press('Enter');
    const savedState = async () => {
      const source = (await callAs<{ data: { id: string; image: { id: string } }[] }>(user, '/api/infographics/sources')).data.find((candidate) => candidate.image.id === imageId);
      if (!source) return undefined;
      const card = (await callAs<{ data: { id: string }[] }>(user, `/api/infographics?orderBy[createdAt]=desc&limit=1&offset=0&criteria[sourceId]=${source.id}`)).data[0];
      if (!card) return undefined;
      return (await callAs<{ data: { state: { elements: { type: string; x: number; y: number }[] } } }>(user, `/api/infographics/${card.id}`)).data.state;
    };
    await expect.poll(async () => (await savedState())?.elements.length, { timeout: 20_000 }).toBe(1);
    const [product] = (await savedState())!.elements;
    // The square preset places the photo at 140, 140 (see card-editor.e2e.test.ts).
    expect(product).toMatchObject({ type: 'product', x: 170, y: 150 });
  });
});
