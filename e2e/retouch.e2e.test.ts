/// <reference lib="dom" />
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerRealUser, signedInStorage, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

const pages = browserPages();

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-retouch');
});

const openSignedIn = () => pages.openAs(user);

/** A striped backdrop with a red dot, optionally with a white text watermark. */
async function photoFile(width: number, height: number, text?: string): Promise<string> {
  const label = text ? `<text x="50%" y="55%" font-family="DejaVu Sans" font-size="${Math.round(height / 6)}" font-weight="bold" fill="#fff" fill-opacity="0.85" text-anchor="middle">${text}</text>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#8a6f4e"/><rect width="6" height="12" fill="#6e5336"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 8}" fill="#d23"/>${label}</svg>`;
  const file = join(tmpdir(), `vitrina-e2e-retouch-${Date.now()}.png`);
  writeFileSync(file, await sharp(Buffer.from(svg)).png().toBuffer());
  return file;
}

async function upload(page: Page, tool: string, file: string) {
  await page.goto(`/en/${tool}`);
  await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(file);
}

describe('magic eraser, watermarks and outpaint in the browser', () => {
  it('erases an object painted with the brush', async () => {
    const page = await openSignedIn();
    await upload(page, 'inpaint', await photoFile(320, 240));
    const canvas = page.getByTestId('mask-canvas');
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('save-mask').click();
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('320 × 240 px');
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('patchmatch');
  });

  it('removes a watermark without drawing a mask', async () => {
    const page = await openSignedIn();
    await upload(page, 'watermarks', await photoFile(480, 320, 'SAMPLE'));
    await page.getByText('Found marks are in red').waitFor({ timeout: 60_000 });
    await page.getByTestId('save-mask').click();
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('480 × 320 px');
  });

  // The mask canvas is fitted to its box at 100 %: a landscape photo used to be as wide as the box
  // and taller than it, with its bottom hidden (issue 25). Desktop 1366x768 and a phone 390x844.
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the whole photo on the watermark page at ${viewport.width}x${viewport.height}`, async () => {
      const { page } = await pages.open({ storage: signedInStorage(user), viewport });
      await upload(page, 'watermarks', await photoFile(480, 320, 'SAMPLE'));
      const canvas = page.getByTestId('mask-canvas');
      // Detection runs first; on a machine shared with other jobs it can take minutes.
      await canvas.waitFor({ timeout: 400_000 });
      await canvas.scrollIntoViewIfNeeded();
      const fit = await canvas.evaluate((element) => {
        const box = element.parentElement!;
        const c = element.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return {
          canvas: { left: c.left, top: c.top, right: c.right, bottom: c.bottom, width: c.width, height: c.height },
          box: { left: b.left, top: b.top, right: b.right, bottom: b.bottom },
          scrolls: box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1,
          window: { width: window.innerWidth, height: window.innerHeight },
        };
      });
      // The whole photo: inside its box, the box does not scroll, and it fits the window.
      expect(fit.scrolls).toBe(false);
      expect(fit.canvas.top).toBeGreaterThanOrEqual(fit.box.top - 1);
      expect(fit.canvas.bottom).toBeLessThanOrEqual(fit.box.bottom + 1);
      expect(fit.canvas.left).toBeGreaterThanOrEqual(fit.box.left - 1);
      expect(fit.canvas.right).toBeLessThanOrEqual(fit.box.right + 1);
      expect(fit.canvas.height).toBeLessThanOrEqual(fit.window.height);
      expect(fit.canvas.right).toBeLessThanOrEqual(fit.window.width);
      // Fitted, not shrunk to nothing: as wide as the box or as tall as it may be.
      expect(fit.canvas.width / fit.canvas.height).toBeCloseTo(480 / 320, 1);
      expect(Math.max(fit.canvas.width / (fit.box.right - fit.box.left), fit.canvas.height / (0.7 * fit.window.height))).toBeGreaterThan(0.97);
      if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.E2E_SCREENSHOT_DIR, `watermarks-${viewport.width}x${viewport.height}.png`) });
    }, 480_000);
  }

  it('expands a square photo to 16:9', async () => {
    const page = await openSignedIn();
    await upload(page, 'outpaint', await photoFile(180, 180));
    await page.getByText('New size: 320 × 180 px').waitFor({ timeout: 20_000 });
    await page.getByTestId('outpaint-run').click();
    await page.getByTestId('before-after').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('result-size').textContent()).resolves.toContain('320 × 180 px');
    await expect(page.getByTestId('result-engine').getAttribute('data-engine')).resolves.toBe('patchmatch');
  });
});
