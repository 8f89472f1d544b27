/// <reference lib="dom" />
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, uploadAs, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

const pages = browserPages();

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-tools');
});

const openSignedIn = () => pages.openAs(user);

async function photoFile(hue: number, size: number): Promise<string> {
  const file = join(tmpdir(), `vitrina-e2e-tool-${hue}-${Date.now()}.png`);
  writeFileSync(file, await productPhoto(hue, size));
  return file;
}

describe('background removal and upscale in the browser', () => {
  it('cuts out an uploaded photo with progress, shows before/after, downloads a transparent PNG, and lists it in the tool gallery', async () => {
    const page = await openSignedIn();
    await page.goto('/en/remove-background');
    await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(await photoFile(210, 320));
    await page.waitForURL(/\/en\/remove-background\/[0-9a-f-]{36}\?job=/, { timeout: 20_000 });
    await page.getByTestId('job-progress').waitFor({ timeout: 20_000 }).catch(() => undefined);
    await page.getByTestId('before-after').waitFor({ timeout: 90_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('320 × 320 px');
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('isnet-quality');
    await expect(page.getByTestId('result-engine').textContent()).resolves.toBe('Made with: background-removal network');

    await page.getByTestId('download').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PNG' }).click()]);
    const saved = join(tmpdir(), `vitrina-e2e-cutout-${Date.now()}.png`);
    await download.saveAs(saved);
    const { data, info } = await sharp(readFileSync(saved)).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBeLessThan(30); // a corner of the floor is transparent
    expect(data[(160 * 320 + 160) * 4 + 3]).toBeGreaterThan(200); // the product stays

    await page.getByRole('link', { name: "This tool's gallery" }).click();
    await page.getByTestId('gallery-tile').first().waitFor();
    expect(await page.getByTestId('gallery-tile').count()).toBe(1);
    await page.goBack();

    // Touch up with the brush: erase a stripe through the product, save as a new version.
    const firstJob = new URL(page.url()).searchParams.get('job');
    await page.getByRole('link', { name: 'Touch up the edges' }).click();
    const canvas = page.getByTestId('mask-canvas');
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('save-mask').click();
    await page.waitForURL((url) => url.pathname.endsWith(url.pathname.split('/').at(-1)!) && url.searchParams.get('job') !== firstJob && !url.pathname.endsWith('/edit'));
    await page.getByTestId('before-after').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('libvips');
  });

  it('upscales x4 to the exact size, then again to an exact width from the edit page', async () => {
    const page = await openSignedIn();
    await page.goto('/en/upscale');
    await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(await photoFile(30, 96));
    await page.getByTestId('before-after').waitFor({ timeout: 90_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('384 × 384 px');
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('esrgan-thick');

    await page.getByRole('link', { name: 'Upscale with other settings' }).click();
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Exact width' }).click();
    await page.getByRole('textbox', { name: 'Exact width' }).fill('250');
    await page.getByTestId('upscale-run').click();
    await page.getByText('250 × 250 px', { exact: false }).waitFor({ timeout: 90_000 });

    await page.goto('/en/upscale/gallery');
    await page.getByTestId('gallery-tile').nth(1).waitFor();
    expect(await page.getByTestId('gallery-tile').count()).toBe(2);
  });

  it('opening a tool page from its address starts nothing until the user presses Start', async () => {
    const imageId = await uploadAs(user, await productPhoto(90, 64));
    const countJobs = async () => (await callAs<{ total: number }>(user, '/api/jobs')).total;
    const jobsBefore = await countJobs();
    const page = await openSignedIn();
    for (const tool of ['upscale', 'remove-background', 'shadow', 'create-background']) {
      await page.goto(`/en/${tool}/${imageId}`);
      await page.getByTestId('tool-start').waitFor({ timeout: 20_000 });
    }
    // The touch-up page without a cut-out explains what to do and links to the tool's page.
    await page.goto(`/en/remove-background/${imageId}/edit`);
    await page.getByTestId('no-cutout').getByRole('link', { name: 'Remove the background' }).click();
    await page.waitForURL(new RegExp(`/en/remove-background/${imageId}$`));
    await page.reload();
    await page.getByTestId('tool-start').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('job')).toBeNull();
    expect(await countJobs()).toBe(jobsBefore);
    // The button runs it, once.
    await page.getByTestId('tool-start').click();
    await page.waitForURL(/\?job=/, { timeout: 20_000 });
    expect(await countJobs()).toBe(jobsBefore + 1);
  });

  it('downscales a 4032 px phone photo in the browser, keeping its EXIF orientation, and says so', async () => {
    const page = await openSignedIn();
    const file = join(tmpdir(), `vitrina-e2e-phone-${Date.now()}.jpg`);
    // Stored landscape 4032x3024 with orientation 6 (rotate 90°): the camera held upright.
    const phone = await sharp(await productPhoto(200, 1008)).resize(4032, 3024, { fit: 'fill' }).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer();
    writeFileSync(file, phone);
    await page.goto('/en/inpaint');
    await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(file);
    await page.getByText('we reduced it to 1535×2047 px', { exact: false }).waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/en\/inpaint\/[0-9a-f-]{36}/, { timeout: 30_000 });
    const imageId = new URL(page.url()).pathname.split('/').at(-1)!;
    // The stored file, as the page fetches it, measured by sharp: upright (orientation applied) and under the limit.
    // Fetched again while it is not an image yet: a run in ten answered something else right after
    // the page opened (not yet explained, noted in issue 25).
    const stored = await page.evaluate(async (id) => {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`/api/files/${id}`);
        const answer = { status: response.status, type: response.headers.get('content-type'), bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
        if ((answer.status === 200 && answer.type === 'image/jpeg') || attempt === 10) return answer;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }, imageId);
    expect([stored.status, stored.type], new TextDecoder().decode(new Uint8Array(stored.bytes.slice(0, 300)))).toEqual([200, 'image/jpeg']);
    const { width, height } = await sharp(Buffer.from(stored.bytes)).metadata();
    expect([width, height]).toEqual([1535, 2047]);
  });
});
