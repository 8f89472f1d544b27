/// <reference lib="dom" />
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { browserPages } from './support/browserPages';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, type RealUser } from './support/realUser';

// What a seller sees without scrolling: a 1366×768 laptop and a 390×844 phone.
const pages = browserPages();
const LAPTOP = { width: 1366, height: 768 };

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-screen-fit');
});

/** Fails unless the element is wholly inside the first screen of the page (no scrolling). */
async function expectOnFirstScreen(page: Page, element: Locator, name: string): Promise<void> {
  await element.waitFor();
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(box, name).not.toBeNull();
  expect({ name, top: box!.y >= 0, bottom: box!.y + box!.height <= viewport.height, left: box!.x >= 0, right: box!.x + box!.width <= viewport.width, scrollY }).toEqual({
    name,
    top: true,
    bottom: true,
    left: true,
    right: true,
    scrollY: 0,
  });
}

describe('what fits on the first screen', () => {
  it.each(['en', 'ar'])('the side menu shows every label whole beside its badges at 1366×768 (%s)', async (lang) => {
    const page = await pages.openAs(user, { viewport: LAPTOP });
    await page.goto(`/${lang}/products-list`);
    // The test server's ComfyUI is only up while the diffusion tests run; the server trusts a "ready"
    // answer for 60 s, so right after them the badges can take that long to come back. Reload until
    // image generation and fashion carry "setup needed".
    const badge = page.getByTestId('needs-setup-imageGeneration');
    await expect
      .poll(
        async () => {
          if (await badge.isVisible()) return true;
          await page.reload();
          return badge.waitFor({ timeout: 5_000 }).then(() => true, () => false);
        },
        { timeout: 100_000, interval: 1_000 },
      )
      .toBe(true);
    const menu = page.locator('nav', { has: page.getByTestId('needs-setup-imageGeneration') });
    const cut = await menu.locator('a').evaluateAll((links) =>
      links.flatMap((link) => {
        if (!link.querySelector('svg')) return []; // the terms and privacy links at the foot: plain text
        // The label: the element holding the link's own words (not a badge's).
        const label = Array.from(link.querySelectorAll<HTMLElement>('span')).find(
          (element) => !element.closest('.mantine-Badge-root') && Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
        );
        if (!label) return [`no label in ${link.textContent}`];
        const labelBox = label.getBoundingClientRect();
        const clipped = label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1;
        // A badge on the label's line must not overlap it.
        const overlapped = Array.from(link.querySelectorAll('.mantine-Badge-root')).some((badge) => {
          const box = badge.getBoundingClientRect();
          return box.top < labelBox.bottom - 1 && box.bottom > labelBox.top + 1 && box.left < labelBox.right - 1 && box.right > labelBox.left + 1;
        });
        // Each word of the label stays on one line (no "Fash / ion").
        const words = (label.textContent ?? '').split(/\s+/).filter(Boolean).length;
        const lines = Math.round(labelBox.height / parseFloat(getComputedStyle(label).lineHeight));
        return clipped || overlapped || lines > words ? [label.textContent] : [];
      }),
    );
    expect(cut).toEqual([]);
  }, 150_000);

  it('a tool result shows the picture, the download button and the cost at 1366×768 without scrolling', async () => {
    const page = await pages.openAs(user, { viewport: LAPTOP });
    const file = join(tmpdir(), `vitrina-e2e-fit-${Date.now()}.png`);
    writeFileSync(file, await productPhoto(30, 320));
    await page.goto('/en/remove-background');
    await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(file);
    await page.getByTestId('before-after').waitFor({ timeout: 240_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectOnFirstScreen(page, page.getByTestId('tool-cost'), 'cost');
    await expectOnFirstScreen(page, page.getByTestId('before-after'), 'picture');
    await expectOnFirstScreen(page, page.getByTestId('download'), 'download');
  }, 300_000);

  it('on a phone, Generate is on the first screen of the product editor, under the picture', async () => {
    const page = await pages.openAs(user, { viewport: VIEWPORTS.mobile, touch: true });
    const system = await callAs<{ data: { id: string }[] }>(user, '/api/products?scope=system&limit=1');
    await page.goto(`/en/editor/${system.data[0].id}`);
    await page.getByTestId('product-stage').waitFor();
    await page.waitForLoadState('networkidle');
    await expectOnFirstScreen(page, page.getByTestId('product-stage'), 'picture');
    await expectOnFirstScreen(page, page.getByTestId('generate'), 'generate');
  });
});
