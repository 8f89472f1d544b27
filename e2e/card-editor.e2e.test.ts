/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, uploadAs, type RealUser } from './support/realUser';
import { browserPages } from './support/browserPages';

const pages = browserPages();

let user: RealUser;

beforeAll(async () => {
  user = await registerRealUser('e2e-editor');
});

/** Screen position of a card point: the card is centred in the stage at the zoom shown (editor README). */
async function cardToScreen(page: Page, canvasSide: number) {
  const box = await page.getByTestId('card-stage').boundingBox();
  const zoom = Number.parseInt((await page.getByTestId('zoom-level').textContent()) ?? '', 10) / 100;
  if (!box || !zoom) throw new Error('the card stage is not shown');
  const left = box.x + (box.width - canvasSide * zoom) / 2;
  const top = box.y + (box.height - canvasSide * zoom) / 2;
  return { zoom, at: (x: number, y: number) => ({ x: left + x * zoom, y: top + y * zoom }) };
}

type SavedElement = { id: string; type: string; x: number; y: number; text?: string };

describe('the card editor in the browser', () => {
  it('moves by dragging, edits text in place, copies and pastes, undoes and redoes, uses the context menu, multi-selects, zooms, and saves what it shows', async () => {
    const imageId = await uploadAs(user, await productPhoto(40, 360));
    const page = await pages.openAs(user);
    await page.goto(`/en/infographics-image/${imageId}/edit?preset=square`);
    await page.getByTestId('card-stage').waitFor();
    const layers = page.getByTestId('layers-panel').locator('[data-testid^="layer-"]');
    await expect.poll(() => layers.count()).toBe(1);

    // Let the layout settle (stickers, fonts, the photo) so the card stays where it is measured.
    await page.getByTestId('sticker').first().waitFor();
    await page.waitForLoadState('networkidle');
    let settled = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify([await page.getByTestId('card-stage').boundingBox(), await page.getByTestId('zoom-level').textContent()]);
        const same = now === settled;
        settled = now;
        return same;
      }, { interval: 250 })
      .toBe(true);
    // Drag the product photo (1000×1000 card, photo 720 px square at 140,140) by 100, 60 card pixels.
    const card = await cardToScreen(page, 1000);
    const from = card.at(200, 200);
    const to = card.at(300, 260);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => page.getByTestId('layer-product').getAttribute('data-selected')).toBe('true');

    // A new text box is selected; double-click edits it in place, Mod+Enter commits.
    await page.getByTestId('add-text').click();
    await expect.poll(() => layers.count()).toBe(2);
    const middle = card.at(500, 500);
    await page.mouse.dblclick(middle.x, middle.y);
    const overlay = page.getByTestId('text-edit-overlay');
    await overlay.waitFor();
    await overlay.fill('Free delivery');
    await overlay.press('Control+Enter');
    await overlay.waitFor({ state: 'detached' });

    // Copy and paste the selected text through the keyboard; undo removes the copy, redo brings it back.
    const editor = page.getByTestId('card-editor');
    await editor.focus();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => layers.count()).toBe(3);
    await page.keyboard.press('Control+z');
    await expect.poll(() => layers.count()).toBe(2);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => layers.count()).toBe(3);
    await page.keyboard.press('Delete');
    await expect.poll(() => layers.count()).toBe(2);

    // The right-click menu runs the same commands: duplicate the text, then delete the copy.
    await page.mouse.click(middle.x, middle.y, { button: 'right' });
    await page.getByTestId('card-context-menu').waitFor();
    await page.getByTestId('menu-element.duplicate').click();
    await expect.poll(() => layers.count()).toBe(3);
    // The copy lies on top of the original there, and is the one selected.
    await page.mouse.click(middle.x, middle.y, { button: 'right' });
    await page.getByTestId('menu-element.delete').click();
    await expect.poll(() => layers.count()).toBe(2);

    // Shift-click in the layers panel selects several.
    const rows = await layers.all();
    await rows[0].click({ position: { x: 60, y: 10 } });
    await rows[1].click({ position: { x: 60, y: 10 }, modifiers: ['Shift'] });
    await expect.poll(async () => page.getByTestId('layers-panel').locator('[data-selected="true"]').count()).toBe(2);

    const zoomBefore = card.zoom;
    await page.getByTestId('zoom-in').click();
    await expect.poll(async () => Number.parseInt((await page.getByTestId('zoom-level').textContent()) ?? '', 10) / 100).toBeGreaterThan(zoomBefore);

    await page.getByTestId('save-card').click();
    // The source is made first, the card right after: wait for the card itself.
    const savedCard = async () => {
      const source = (await callAs<{ data: { id: string; image: { id: string } }[] }>(user, '/api/infographics/sources')).data.find((candidate) => candidate.image.id === imageId);
      if (!source) return undefined;
      return (await callAs<{ data: { id: string }[] }>(user, `/api/infographics?orderBy[createdAt]=desc&limit=1&offset=0&criteria[sourceId]=${source.id}`)).data[0];
    };
    await expect.poll(async () => (await savedCard())?.id, { timeout: 20_000 }).toBeDefined();
    const summary = await savedCard();
    const saved = await callAs<{ data: { state: { elements: SavedElement[] } } }>(user, `/api/infographics/${summary?.id}`);
    const elements = saved.data.state.elements;
    expect(elements.map((element) => element.type)).toEqual(['product', 'text']);
    const product = elements[0];
    expect(Math.abs(product.x - 240)).toBeLessThanOrEqual(6);
    expect(Math.abs(product.y - 200)).toBeLessThanOrEqual(6);
    expect(elements[1].text).toBe('Free delivery');
  });
});
