/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/env';
import { productPhoto } from './support/images';
import { registerRealUser, uploadAs, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

const pages = browserPages();

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-editor');
});

const openSignedIn = () => pages.openAs(user);

/** A landscape photo (300 × 200): the product box on the light floor, cut from the square sample. */
async function landscapePhoto(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(await productPhoto(30, 300)).extract({ left: 0, top: 50, width: 300, height: 200 }).png().toBuffer());
}

async function downloadPng(page: Page, name: string) {
  await page.getByTestId('download').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PNG' }).click()]);
  const saved = join(tmpdir(), `vitrina-e2e-${name}-${Date.now()}.png`);
  await download.saveAs(saved);
  return sharp(readFileSync(saved)).raw().toBuffer({ resolveWithObject: true });
}

describe('image editor in the browser (real user)', () => {
  it('resizes a photo to the 900×1200 marketplace card, padded with white, as a new image', async () => {
    const imageId = await uploadAs(user, await productPhoto(30, 400));
    const page = await openSignedIn();
    await page.goto(`/en/image-editor/${imageId}/resize`);
    await page.getByText('Now 400 × 400 px').waitFor();
    await expect(page.getByTestId('resize-preset').inputValue()).resolves.toBe('3:4 · 900×1200');
    await page.getByTestId('resize-save').click();
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });

    const { data, info } = await downloadPng(page, 'resize');
    expect([info.width, info.height]).toEqual([900, 1200]);
    expect(Array.from(data.subarray(0, 3))).toEqual([255, 255, 255]); // the pad band above the square photo
  }, 120_000);

  it('rotates and brightens with a live preview and undo, then saves the exact render with swapped sides', async () => {
    const imageId = await uploadAs(user, await landscapePhoto());
    const page = await openSignedIn();
    await page.goto(`/en/image-editor/${imageId}`);
    await page.waitForURL(`**/en/image-editor/${imageId}/edit`);
    const preview = page.getByTestId('edit-preview');
    await expect.poll(() => preview.getAttribute('data-size')).toBe('300x200');

    await page.getByTestId('edit-rotate-right').click();
    await expect.poll(() => preview.getAttribute('data-size')).toBe('200x300');
    await page.getByRole('slider', { name: 'Brightness' }).focus();
    for (let step = 0; step < 20; step++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('edit-brightness-value').textContent()).resolves.toBe('20');
    await expect(page.locator('[data-testid="edit-preview"] img').evaluate((image) => getComputedStyle(image).filter)).resolves.toContain('brightness(1.2)');

    // Undo and redo from the keyboard, then undo with the button back to the rotation alone, and redo it all.
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('edit-brightness-value').textContent()).resolves.toBe('19');
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByTestId('edit-brightness-value').textContent()).resolves.toBe('20');
    for (let step = 0; step < 20; step++) await page.getByTestId('edit-undo').click();
    await expect(page.getByTestId('edit-brightness-value').textContent()).resolves.toBe('0');
    await expect.poll(() => preview.getAttribute('data-size')).toBe('200x300');
    for (let step = 0; step < 20; step++) await page.keyboard.press('Control+y');
    await expect(page.getByTestId('edit-brightness-value').textContent()).resolves.toBe('20');

    await page.getByTestId('edit-save').click();
    await page.waitForURL(/[?&]job=/);
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('200 × 300 px');
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('edit-adjust');
    const { data, info } = await downloadPng(page, 'edit');
    expect([info.width, info.height]).toEqual([200, 300]);
    // The floor was #f4f4f2 (244); 20 % brighter clips to white. The original is untouched.
    expect(Array.from(data.subarray(0, 3))).toEqual([255, 255, 255]);
    await expect(originalSize(imageId)).resolves.toEqual([300, 200]);

    await page.getByTestId('editor-tab-resize').click();
    await page.waitForURL(`**/en/image-editor/${imageId}/resize`);
  }, 120_000);

  it('crops to 1:1 with the keyboard and a handle, then saves a square', async () => {
    const imageId = await uploadAs(user, await landscapePhoto());
    const page = await openSignedIn();
    await page.goto(`/en/image-editor/${imageId}/edit`);
    await page.getByTestId('editor-tab-crop').click();
    await page.waitForURL(`**/en/image-editor/${imageId}/crop`);
    const size = page.getByTestId('crop-size');
    await expect.poll(() => size.textContent()).toBe('Crop area 300 × 200 px at 0, 0');

    await page.locator('[data-testid="crop-shape"] label', { hasText: '1:1' }).click();
    await expect.poll(() => size.textContent()).toBe('Crop area 200 × 200 px at 50, 0');
    const box = page.getByTestId('crop-box');
    await box.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => size.textContent()).toBe('Crop area 200 × 200 px at 48, 0');
    for (let step = 0; step < 10; step++) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => size.textContent()).toBe('Crop area 180 × 180 px at 48, 10');

    // Zoom in: the stage grows and scrolls; the area keeps its pixels.
    const stage = page.getByTestId('crop-stage');
    const before = (await stage.boundingBox())!.width;
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await stage.boundingBox())!.width / before).toBeCloseTo(1.5, 1);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await stage.boundingBox())!.width / before).toBeCloseTo(1, 1);
    await expect.poll(() => size.textContent()).toBe('Crop area 180 × 180 px at 48, 10');

    // Drag the bottom-right handle up and left: the area stays square.
    const handle = (await page.locator('[data-handle="se"]').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x - 40, handle.y - 10, { steps: 6 });
    await page.mouse.up();
    const text = (await size.textContent()) ?? '';
    const [, width, height] = /(\d+) × (\d+)/.exec(text) ?? [];
    expect(width).toBe(height);
    expect(Number(width)).toBeLessThan(180);

    await page.getByTestId('crop-save').click();
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });
    const { info } = await downloadPng(page, 'crop');
    expect([info.width, info.height]).toEqual([Number(width), Number(height)]);
  }, 120_000);
});

/** The original's size as the server keeps it, fetched with the user's token. */
async function originalSize(imageId: string): Promise<[number, number]> {
  const response = await fetch(`${baseUrl()}/api/files/${imageId}`, { headers: { authorization: `Bearer ${user.token}` } });
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return [width, height];
}
