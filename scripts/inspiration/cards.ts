/**
 * Infographic looks are drawn by the product's own card editor, in the browser (the server never
 * draws cards): Chromium opens the editor the way "Use this look" does — the seller's product photo,
 * the look's template, its texts in the navigation state — and the editor's own "PNG" export is
 * the look. Needs the web app built (apps/web/dist, or INSPIRATION_WEB_DIST) and served by the server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { LoadApi, LoadUser } from '../load/accounts';
import type { LookSpec } from './recipes';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export class CardRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly api: LoadApi,
    private readonly user: LoadUser,
  ) {}

  /** A headless Chromium signed in as `user` on the server at `baseUrl` (the web app in English). */
  static async open(baseUrl: string, api: LoadApi, user: LoadUser): Promise<CardRenderer> {
    if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 1000 }, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await page.goto('/api/health');
    await page.evaluate((tokens) => {
      localStorage.setItem('accessToken', tokens.token);
      localStorage.setItem('refreshToken', tokens.refreshToken);
    }, user);
    await page.close();
    return new CardRenderer(browser, context, api, user);
  }

  /** The look's card on `photo`, as the editor exports it (PNG at the card's own size). */
  async render(look: LookSpec, photo: Buffer): Promise<Buffer> {
    const imageId = await this.api.upload(this.user, photo, `${look.product}.jpg`);
    const product = await this.api.call<{ data: { id: string } }>('/api/products', { body: { imageId }, token: this.user.token });
    const query = new URLSearchParams({ product: product.data.id });
    if (look.recipe.template) query.set('template', look.recipe.template);
    const path = `/en/product-infographics-image/${imageId}/edit?${query.toString()}`;
    // A fresh page per card: the editor of the previous one is gone with its page.
    const page = await this.context.newPage();
    page.on('pageerror', (error) => console.warn(`card editor: ${error.message}`));
    try {
      // "Use this look" navigates with the recipe in the history state; a reload keeps that state.
      await page.goto(path);
      await page.evaluate((recipe) => window.history.replaceState({ usr: { inspirationRecipe: recipe }, key: 'look', idx: 0 }, ''), look.recipe);
      await page.reload();
      await page.getByTestId('card-stage').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // Saved once, so that the document the editor made can be checked: the look's texts must be
      // in the elements the recipe names before the card is exported.
      await page.getByTestId('save-card').click();
      await page.waitForURL((url) => url.searchParams.has('infographic'), { timeout: 60_000 });
      const cardId = new URL(page.url()).searchParams.get('infographic');
      const card = await this.api.call<{ data: { state: { elements: { id: string; text?: string }[] } } }>(`/api/infographics/${cardId}`, { token: this.user.token });
      const texts = (look.recipe.params.texts ?? {}) as Record<string, string>;
      for (const [id, text] of Object.entries(texts)) {
        const found = card.data.state.elements.find((element) => element.id === id)?.text;
        if (found !== text) throw new Error(`${look.key}: element ${id} says "${found}", not "${text}"`);
      }
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('download-png').click()]);
      return readFileSync(await download.path());
    } catch (error) {
      await page.screenshot({ path: `/tmp/inspiration-${look.key}.png` }).catch(() => undefined);
      throw error;
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
