/// <reference lib="dom" />
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { browserPages } from './support/browserPages';
import { productPhoto } from './support/images';
import { registerRealUser, uploadAs, type RealUser } from './support/realUser';

// Phones (spec: mobile ≤ 1024 px): a 390×844 touch screen, driven by real touch events through CDP.
const pages = browserPages();
const PHONE = { viewport: VIEWPORTS.mobile, touch: true } as const;

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-phones');
});

type Finger = { x: number; y: number };

/** Puts fingers down, moves them along `path` (one position per finger per step), then lifts them. */
async function touchGesture(cdp: CDPSession, path: Finger[][]): Promise<void> {
  const points = (fingers: Finger[]) => fingers.map((finger, id) => ({ x: finger.x, y: finger.y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(path[0]) });
  for (const step of path.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const zoomOf = async (page: Page) => Number.parseInt((await page.getByTestId('zoom-level').textContent()) ?? '', 10) / 100;

async function openCardEditor(page: Page): Promise<void> {
  const imageId = await uploadAs(user, await productPhoto(120, 360));
  await page.goto(`/en/infographics-image/${imageId}/edit?preset=square`);
  await page.getByTestId('card-stage').waitFor();
  await page.waitForLoadState('networkidle');
  // The stage is measured after layout; wait for the zoom to stop changing.
  let last = '';
  await expect
    .poll(async () => {
      const now = `${await page.getByTestId('zoom-level').textContent()}`;
      const same = now === last;
      last = now;
      return same;
    }, { interval: 250 })
    .toBe(true);
}

/** Whether an element lies wholly inside the 390 px wide screen. */
async function insideScreenWidth(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width && box.width > 0;
}

describe('phones: the card editor and the mask brush with a finger', () => {
  it('fits the 1000 px card to the screen width and zooms with two fingers', async () => {
    const page = await pages.openAs(user, PHONE);
    await openCardEditor(page);
    expect(await insideScreenWidth(page, 'card-stage')).toBe(true);
    // The card (1000×1000) is shown at least 85% of the screen's width wide, and no wider than the screen.
    const fitted = await zoomOf(page);
    expect(fitted * 1000).toBeGreaterThanOrEqual(0.85 * VIEWPORTS.mobile.width);
    expect(fitted * 1000).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);

    const stage = (await page.getByTestId('card-stage').boundingBox())!;
    const cx = stage.x + stage.width / 2;
    const cy = stage.y + stage.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const steps = [0, 1, 2, 3, 4, 5].map((i) => [
      { x: cx - 40 - i * 16, y: cy },
      { x: cx + 40 + i * 16, y: cy },
    ]);
    await touchGesture(cdp, steps);
    // Fingers from 80 px to 240 px apart: three times the zoom.
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(fitted * 2.5);
    const zoomed = await zoomOf(page);
    // Pinching back in zooms out again.
    await touchGesture(cdp, [...steps].reverse());
    await expect.poll(() => zoomOf(page)).toBeLessThan(zoomed / 2);
    // The pinch moved no element: the product is where the template put it, and nothing is selected.
    await page.getByTestId('open-layers').tap();
    await expect.poll(() => page.getByTestId('layer-product').getAttribute('data-selected')).toBe(null);
  });

  it('opens properties and layers as bottom sheets, with the layer controls visible beside a long text', async () => {
    const page = await pages.openAs(user, PHONE);
    await openCardEditor(page);
    // No side panels next to the card on a phone: they open from the bar under it.
    expect(await page.getByTestId('layers-panel').count()).toBe(0);
    await page.getByTestId('add-text').tap();
    await page.getByTestId('open-properties').tap();
    const sheet = page.getByRole('dialog');
    await sheet.getByTestId('properties-panel').waitFor();
    const long = 'Free delivery to every city of the country within two working days, returns accepted for thirty days';
    await sheet.getByTestId('text-content').fill(long);
    await sheet.getByTestId('text-content').blur();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await page.getByTestId('open-layers').tap();
    const layers = page.getByRole('dialog').getByTestId('layers-panel');
    await layers.waitFor();
    const row = layers.locator('[data-testid^="layer-"]').filter({ hasText: 'Free delivery' });
    await row.waitFor();
    // Every control of the long text's row is on screen, after the (shortened) name.
    for (const control of [row.getByTestId('toggle-visibility'), row.getByTestId('toggle-layer-lock')]) {
      await control.waitFor();
      // The sheet slides up from the bottom: measure once it has settled (a slow machine caught it mid-way).
      await expect.poll(async () => { const box = (await control.boundingBox())!; return box.y + box.height; }, { timeout: 5_000 }).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    await row.getByTestId('toggle-visibility').tap();
    await expect.poll(() => row.getByTestId('toggle-visibility').getAttribute('aria-label')).toBe('Show');
  });

  it('paints the eraser mask with a finger, without scrolling the page', async () => {
    const page = await pages.openAs(user, PHONE);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#8a6f4e"/><circle cx="160" cy="120" r="30" fill="#d23"/></svg>`;
    const file = join(tmpdir(), `vitrina-e2e-phone-${Date.now()}.png`);
    writeFileSync(file, await sharp(Buffer.from(svg)).png().toBuffer());
    await page.goto('/en/inpaint');
    await page.locator('[data-testid="tool-dropzone"] input[type=file]').setInputFiles(file);
    const canvas = page.getByTestId('mask-canvas');
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    expect(await insideScreenWidth(page, 'mask-canvas')).toBe(true);
    // The brush colours the photo red where it went: read the canvas pixel at a quarter of the width.
    const redAt = (fx: number, fy: number) =>
      canvas.evaluate((element, [x, y]) => {
        const node = element as HTMLCanvasElement;
        const [r, g, b] = node.getContext('2d')!.getImageData(Math.round(node.width * x), Math.round(node.height * y), 1, 1).data;
        return r - (g + b) / 2;
      }, [fx, fy]);
    const before = await redAt(0.25, 0.5);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const box = (await canvas.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    // A vertical stroke: on a page that scrolled with the finger this would scroll instead of paint.
    await touchGesture(
      cdp,
      [0, 1, 2, 3, 4, 5, 6].map((i) => [{ x: box.x + box.width * 0.25, y: box.y + box.height * (0.3 + i * 0.06) }]),
    );
    await expect.poll(() => redAt(0.25, 0.5)).toBeGreaterThan(before + 40);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect.poll(() => page.getByTestId('save-mask').isEnabled()).toBe(true);
  });
});
