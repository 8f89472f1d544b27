/// <reference lib="dom" />
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { productPhoto } from './support/images';
import { registerRealUser, signedInStorage, type RealUser } from './support/realUser';

let browser: Browser;
let opened: OpenedPage | undefined;
let user: RealUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-background');
});
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

describe('create-background in the browser (real user, real engines)', () => {
  it('puts an uploaded photo on the studio backdrop, then on a red-to-blue gradient at exactly 900 × 1200', async () => {
    opened = await openPage(browser, { storage: signedInStorage(user) });
    const { page } = opened;
    const file = join(tmpdir(), `vitrina-e2e-background-${Date.now()}.png`);
    writeFileSync(file, await productPhoto(200, 320));
    await page.goto('/en/create-background');
    await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(file);
    await page.waitForURL(/\/en\/create-background\/[0-9a-f-]{36}\?job=/, { timeout: 20_000 });
    // The default: the photo cut out and placed on the white studio sweep, 1000 × 1000.
    await page.getByTestId('before-after').waitFor({ timeout: 120_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('1000 × 1000 px');
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('compose');
    const firstJob = new URL(page.url()).searchParams.get('job');

    await page.getByRole('link', { name: 'Change the background' }).click();
    await page.locator('[data-testid="background-kind"] label', { hasText: 'Linear gradient' }).click();
    for (const [index, colour] of [[0, '#ff0000'], [1, '#0000ff']] as const) {
      const input = page.getByTestId(`background-gradient-${index}`);
      await input.fill(colour);
      await input.press('Tab');
    }
    await page.getByTestId('output-size').click();
    await page.getByRole('option', { name: '3:4 · 900×1200' }).click();
    await expect(page.getByTestId('layout-preview').evaluate((box) => getComputedStyle(box).backgroundImage)).resolves.toContain('linear-gradient');
    await expect(page.getByTestId('layout-preview').evaluate((box) => getComputedStyle(box).aspectRatio)).resolves.toBe('900 / 1200');
    await page.getByTestId('create-background-run').click();

    await page.waitForURL((url) => !url.pathname.endsWith('/edit') && Boolean(url.searchParams.get('job')) && url.searchParams.get('job') !== firstJob);
    await page.getByTestId('before-after').waitFor({ timeout: 120_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('900 × 1200 px');

    await page.getByTestId('download').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PNG' }).click()]);
    const saved = join(tmpdir(), `vitrina-e2e-background-${Date.now()}.png`);
    await download.saveAs(saved);
    const { data, info } = await sharp(readFileSync(saved)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([900, 1200]);
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const [topRed, , topBlue] = pixel(0, 0);
    const [bottomRed, , bottomBlue] = pixel(0, 1199);
    expect(topRed).toBeGreaterThan(220); // the gradient runs top (red) to bottom (blue), as CSS 180deg
    expect(topBlue).toBeLessThan(35);
    expect(bottomBlue).toBeGreaterThan(220);
    expect(bottomRed).toBeLessThan(35);
    expect(opened.problems).toEqual([]);
  }, 300_000);
});
