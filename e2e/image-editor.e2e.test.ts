/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { productPhoto } from './support/images';
import { registerRealUser, signedInStorage, uploadAs, type RealUser } from './support/realUser';

let browser: Browser;
let opened: OpenedPage | undefined;
let user: RealUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-editor');
});
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

describe('image editor in the browser (real user)', () => {
  it('resizes a photo to the 900×1200 marketplace card, padded with white, as a new image', async () => {
    const imageId = await uploadAs(user, await productPhoto(30, 400));
    opened = await openPage(browser, { storage: signedInStorage(user) });
    const { page } = opened;
    await page.goto(`/en/image-editor/${imageId}`);
    await page.waitForURL(`**/en/image-editor/${imageId}/resize`);
    await page.getByText('Now 400 × 400 px').waitFor();
    await expect(page.getByTestId('resize-preset').inputValue()).resolves.toBe('3:4 · 900×1200');
    await page.getByTestId('resize-save').click();
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });

    await page.getByTestId('download').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PNG' }).click()]);
    const saved = join(tmpdir(), `vitrina-e2e-resize-${Date.now()}.png`);
    await download.saveAs(saved);
    const { data, info } = await sharp(readFileSync(saved)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([900, 1200]);
    expect(Array.from(data.subarray(0, 3))).toEqual([255, 255, 255]); // the pad band above the square photo
    expect(opened.problems).toEqual([]);
  }, 120_000);
});
