/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { productPhoto } from './support/images';
import { callAs, registerRealUser, signedInStorage, uploadAs, type RealUser } from './support/realUser';

let browser: Browser;
let opened: OpenedPage | undefined;
let user: RealUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerRealUser('e2e-presets');
});
afterAll(async () => {
  await opened?.context.close();
  await browser?.close();
});

async function myPresetNames(): Promise<string[]> {
  const answer = await callAs<{ data: { name: string; system: boolean }[] }>(user, '/api/shadow-presets');
  return answer.data.filter((preset) => !preset.system).map((preset) => preset.name);
}

describe('shadow preset editor in the browser (real user)', () => {
  it('creates, refuses a duplicate name, renames and deletes a preset of my own', async () => {
    const imageId = await uploadAs(user, await productPhoto(60, 300), 'shadow');
    opened = await openPage(browser, { storage: signedInStorage(user) });
    const { page } = opened;
    await page.goto(`/en/shadow/${imageId}/edit`);
    const editor = page.getByTestId('shadow-preset-editor');
    const name = editor.getByRole('textbox', { name: 'Preset name' });
    const picker = page.getByTestId('shadow-preset');
    await expect.poll(() => picker.inputValue()).toMatch(/^Square · /);

    // Create from the selected system preset: it becomes the selected one.
    await name.fill('Catalogue card');
    await editor.getByRole('textbox', { name: 'Width, px' }).fill('900');
    await editor.getByRole('textbox', { name: 'Height, px' }).fill('1200');
    await page.getByTestId('shadow-preset-create').click();
    await expect.poll(() => picker.inputValue()).toBe('Catalogue card · 900×1200');
    await expect(myPresetNames()).resolves.toEqual(['Catalogue card']);

    // The same name again is refused with the server's message under the field.
    await page.getByTestId('shadow-preset-create').click();
    await editor.getByText('You already have a preset with this name').waitFor();
    await expect(myPresetNames()).resolves.toEqual(['Catalogue card']);

    // Rename.
    await name.fill('Catalogue card 3:4');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => picker.inputValue()).toBe('Catalogue card 3:4 · 900×1200');
    await expect(myPresetNames()).resolves.toEqual(['Catalogue card 3:4']);

    // Delete: the picker falls back to the square preset.
    await editor.getByRole('button', { name: 'Delete preset' }).click();
    await expect.poll(() => picker.inputValue()).toMatch(/^Square · /);
    await expect(myPresetNames()).resolves.toEqual([]);
    expect(opened.problems).toEqual([]);
  }, 120_000);
});
