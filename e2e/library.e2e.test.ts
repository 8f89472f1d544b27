/// <reference lib="dom" />
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productPhoto } from './support/images';
import { registerRealUser, runToolAs, uploadAs, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';
import { unzipEntries } from './support/zip';

const pages = browserPages();

const openAs = (user: RealUser) => pages.openAs(user);

describe('My products page', () => {
  it('shows the sample products, uploads a photo, and deletes it after selecting', async () => {
    const user = await registerRealUser('e2e-products');
    const page = await openAs(user);
    await page.goto('/en/products-list');
    await page.getByText('No products yet').waitFor();

    const segment = (name: string) => page.locator('.mantine-SegmentedControl-label', { hasText: name });
    await segment('Sample products').click();
    await page.getByTestId('product-tile').first().waitFor();
    expect(await page.getByTestId('product-tile').count()).toBeGreaterThan(2);

    await segment('My products').click();
    await page.getByText('No products yet').waitFor();
    const file = join(tmpdir(), `vitrina-e2e-product-${Date.now()}.png`);
    writeFileSync(file, await productPhoto());
    await page.locator('input[type=file]').setInputFiles(file);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-tile"]').length === 1);

    await page.getByTestId('product-tile').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByText('No products yet').waitFor();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const user = await registerRealUser('e2e-products-bad');
    const page = await openAs(user);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/images')) uploads += 1;
    });
    await page.goto('/en/products-list');
    const file = join(tmpdir(), `vitrina-e2e-not-image-${Date.now()}.png`);
    writeFileSync(file, 'GIF89a this is not a png');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText('JPG', { exact: false }).first().waitFor();
    expect(uploads).toBe(0);
  });
});

describe('Gallery page', () => {
  it('lists real job outputs, filters favorites, downloads a zip, shares and deletes', async () => {
    const user = await registerRealUser('e2e-gallery');
    for (const hue of [20, 140]) {
      const imageId = await uploadAs(user, await productPhoto(hue));
      const job = await runToolAs(user, 'convert', { imageId, params: { format: 'webp' } });
      expect(job.status).toBe('succeeded');
    }
    const page = await openAs(user);
    await page.goto('/en/gallery');
    const tiles = page.getByTestId('gallery-tile');
    await tiles.nth(1).waitFor();
    expect(await tiles.count()).toBe(2);

    await tiles.first().getByTestId('favorite').click();
    await page.getByText('Favorites', { exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-tile"]').length === 1);
    await page.getByText('Favorites', { exact: true }).click();
    await tiles.nth(1).waitFor();

    for (const index of [0, 1]) await tiles.nth(index).getByRole('checkbox').check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-zip').click()]);
    const zipPath = join(tmpdir(), `vitrina-e2e-${Date.now()}.zip`);
    await download.saveAs(zipPath);
    const { readFileSync } = await import('node:fs');
    expect((await unzipEntries(readFileSync(zipPath))).size).toBe(2);

    // One picture downloads from its card.
    const [single] = await Promise.all([page.waitForEvent('download'), tiles.first().getByTestId('download-one').click()]);
    expect(single.suggestedFilename()).toMatch(/^vitrina-.+\.webp$/);

    // Sharing opens the modal: the link, copy, revoke.
    await tiles.first().getByRole('button', { name: 'Share' }).click();
    const shareUrl = page.getByTestId('share-url');
    await shareUrl.waitFor();
    const link = await shareUrl.inputValue();
    expect(link).toMatch(/\/s\//);
    const sharePage = await fetch(link);
    expect(sharePage.status).toBe(200);
    expect(await sharePage.text()).toContain('og:image');
    await page.getByTestId('share-revoke').click();
    await page.getByTestId('share-revoked').waitFor();
    expect((await fetch(link)).status).toBe(404);
    await page.keyboard.press('Escape');
    await page.getByTestId('share-modal').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Clear selection/ }).click();
    await tiles.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-tile"]').length === 1);
  });
});
