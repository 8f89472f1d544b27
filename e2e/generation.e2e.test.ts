/// <reference lib="dom" />
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from './support/browser';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, uploadAs, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

const pages = browserPages();

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-generation');
});

const openSignedIn = () => pages.openAs(user);

describe('product generation (CreateProduct and Editor)', () => {
  it('Main → CreateProduct → upload → Editor → generate 2 → favourite one → find it in the gallery', async () => {
    const page = await openSignedIn();
    await page.goto('/en');
    await page.waitForURL((url) => url.pathname === '/en/editor');
    const file = join(tmpdir(), `vitrina-e2e-generation-${Date.now()}.png`);
    writeFileSync(file, await productPhoto(25, 360));
    await page.locator('[data-testid="create-dropzone"] input[type=file]').setInputFiles(file);
    await page.waitForURL(/\/en\/editor\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    const productId = pathOf(page).split('/').at(-1)!;
    // The product holds the cut-out: transparent around the object.
    const product = await callAs<{ data: { image: { id: string; format: string } } }>(user, `/api/products/${productId}`);
    expect(product.data.image.format).toBe('png');
    await page.getByTestId('product-stage').locator('img').waitFor();

    // A wrong weight is refused before anything is sent.
    await page.getByTestId('prompt').fill('on a (marble table)2');
    await expect(page.getByText('at character').count()).resolves.toBeGreaterThan(0);
    expect(await page.getByTestId('generate').isDisabled()).toBe(true);

    await page.getByTestId('prompt').fill('on a (marble table)1.3, warm light');
    await page.getByTestId('negative-prompt').fill('plants');
    await page.getByTestId('quantity').fill('2');
    await page.getByTestId('generate').click();
    await page.getByTestId('generated-tile').nth(1).waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('generated-tile').count()).toBe(2);
    // Tiles say what a result is, not which engine made it (issue 19): no engine badge.
    expect(await page.getByTestId('engine-badge').count()).toBe(0);
    expect(await page.getByTestId('generation-error').count()).toBe(0);

    await page.getByTestId('generated-tile').first().getByTestId('favorite').click();
    await page.locator('[data-testid="generated-tile"] [data-testid="favorite"][aria-pressed="true"]').waitFor();

    // The history survives a reload (it is the product's, kept on the server).
    await page.reload();
    await page.getByTestId('generated-tile').nth(1).waitFor();

    await page.goto('/en/gallery');
    await page.getByTestId('gallery-tile').first().waitFor();
    // The two scenes and the product's cut-out (CreateProduct runs a paid product-cutout job; issue 18).
    expect(await page.getByTestId('gallery-tile').count()).toBe(3);
    expect(await page.locator('[data-testid="gallery-tile"] [data-testid="favorite"][aria-pressed="true"]').count()).toBe(1);
  });

  it('an Arabic user gets the editor right-to-left on a sample product, and another user\'s product is refused', async () => {
    const page = await openSignedIn();
    const system = await callAs<{ data: { id: string }[] }>(user, '/api/products?scope=system&limit=1');
    await page.goto(`/ar/editor/${system.data[0].id}`);
    await page.getByTestId('product-stage').locator('img').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(page.getByTestId('generate').textContent()).resolves.toContain('توليد');

    const stranger = await registerRealUser('e2e-generation-other');
    const imageId = await uploadAs(stranger, await productPhoto(300, 120));
    const foreign = await callAs<{ data: { id: string } }>(stranger, '/api/products', { body: { imageId } });
    await page.goto(`/en/editor/${foreign.data.id}`);
    await page.getByText('This product does not exist or is not yours.').waitFor();
  });

  it('starts a product from an image made with the tools (the service images modal)', async () => {
    const page = await openSignedIn();
    await page.goto('/en/editor');
    await page.getByTestId('open-service-images').click();
    await page.getByTestId('service-image').first().locator('button').first().click();
    await page.waitForURL(/\/en\/editor\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    await page.getByTestId('product-stage').locator('img').waitFor();
  });
});
