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
  user = await registerRealUser('e2e-shadow');
});
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

async function photoFile(hue: number): Promise<string> {
  const file = join(tmpdir(), `vitrina-e2e-shadow-${hue}-${Date.now()}.png`);
  writeFileSync(file, await productPhoto(hue, 300));
  return file;
}

describe('shadow batch in the browser (real user, real engines)', () => {
  it('two uploaded photos go through the spec states to Done as one batch, and a result downloads at the preset size', async () => {
    opened = await openPage(browser, { storage: signedInStorage(user) });
    const { page } = opened;
    await page.goto('/en/shadow');
    const input = page.locator('[data-testid="tool-dropzone"] input[type=file]');
    await input.setInputFiles(await photoFile(20));
    await page.getByTestId('shadow-item').first().waitFor();
    await input.setInputFiles(await photoFile(140));
    await expect.poll(() => page.getByTestId('shadow-item').count(), { timeout: 20_000 }).toBe(2);
    // Both are read in the browser, then wait for the user.
    await expect.poll(() => page.locator('[data-testid="shadow-item"][data-state="ready-to-gen"]').count(), { timeout: 20_000 }).toBe(2);

    // The square preset: 2000 × 2000 on white.
    await page.getByTestId('shadow-preset').click();
    await page.getByRole('option', { name: /^Square · 2000×2000/ }).click();
    await page.getByTestId('shadow-generate').click();

    // The photos have no transparency, so each is cut out first inside its job.
    const seen = new Set<string>();
    const deadline = Date.now() + 240_000;
    while ((await page.locator('[data-testid="shadow-item"][data-state="finished"]').count()) < 2) {
      for (const state of await page.getByTestId('shadow-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-state') ?? ''))) seen.add(state);
      expect(seen.has('error')).toBe(false);
      if (Date.now() > deadline) throw new Error(`batch not done: ${[...seen].join(', ')}`);
      await page.waitForTimeout(250);
    }
    expect([...seen].some((state) => state === 'removing-bg' || state === 'generation')).toBe(true);
    await expect(page.getByTestId('shadow-item-state').first().textContent()).resolves.toBe('Done');

    await page.getByTestId('download').first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'JPG' }).click()]);
    const saved = join(tmpdir(), `vitrina-e2e-shadow-${Date.now()}.jpg`);
    await download.saveAs(saved);
    const { data, info } = await sharp(readFileSync(saved)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2000, 2000]);
    expect(data[0]).toBeGreaterThan(245); // white background in the corner
    expect(opened.problems).toEqual([]);
  }, 300_000);
});
