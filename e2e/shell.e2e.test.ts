/// <reference lib="dom" />
// Callbacks passed to page.evaluate() run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathOf, readStorage, settleAt, VIEWPORTS, type OpenedPage, type OpenPageOptions } from './support/browser';
import { webLocale } from './support/locales';
import { callAs, registerRealUser, signInAs, signedInStorage, type RealUser } from './support/realUser';

// One real account for the file; each test signs in afresh (its own session and refresh-token family).
let account: RealUser | undefined;
async function signIn() {
  account ??= await registerRealUser('e2e-shell');
  return signInAs(account);
}

let browser: Browser;
let opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  // Every page must have run without script errors or CSP violations.
  for (const { context, problems } of opened) {
    await context.close();
    expect(problems).toEqual([]);
  }
  opened = [];
});

async function open(options?: OpenPageOptions) {
  const page = await openPage(browser, options);
  opened.push(page);
  return page;
}

const title = (language: string) => webLocale(language, 'common').documentTitle as string;

describe('routing under /:lang (anonymous visitor)', () => {
  it('sends an invalid language to en, keeping the rest of the address', async () => {
    const { page } = await open();
    await page.goto('/xx/editor');
    // /en/editor is protected, so an anonymous visitor ends on Login.
    await settleAt(page, '/en/auth/login');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('sends an anonymous visitor of a protected page to Login', async () => {
    const { page } = await open();
    await page.goto('/en/gallery');
    await settleAt(page, '/en/auth/login');
  });

  it('says "page not found" at an unknown route, with a way to Main, which sends an anonymous visitor on to Login', async () => {
    const { page } = await open();
    await page.goto('/es/no/such/page');
    await page.getByTestId('page-not-found').waitFor();
    expect(await page.getByRole('heading').first().textContent()).toBe('Página no encontrada');
    await page.getByTestId('not-found-main').click();
    await settleAt(page, '/es/auth/login');
  });

  it('redirects /:lang/auth to Login', async () => {
    const { page } = await open();
    await page.goto('/ko/auth');
    await settleAt(page, '/ko/auth/login');
  });

  it('picks the browser language for a bare / when none is stored', async () => {
    const { page } = await open({ locale: 'es-ES' });
    await page.goto('/');
    await settleAt(page, '/es/auth/login');
  });

  it('renders Arabic right to left and stores the language', async () => {
    const { page } = await open();
    await page.goto('/ar/gallery');
    await settleAt(page, '/ar/auth/login');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await readStorage(page, 'lang')).toBe('ar');
    await page.goto('/en/gallery');
    await settleAt(page, '/en/auth/login');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
  });

  it('switches language from the language menu, keeping the page', async () => {
    const { page } = await open();
    await page.goto('/en/auth/login');
    await settleAt(page, '/en/auth/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await settleAt(page, '/ar/auth/login');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.title()).toBe(title('ar'));
  });

  it('titles the page with the tagline of the route language', async () => {
    const { page } = await open();
    const seen = new Set<string>();
    for (const language of ['en', 'es', 'ar', 'ko']) {
      await page.goto(`/${language}/auth/login`);
      await settleAt(page, `/${language}/auth/login`);
      expect(await page.title()).toBe(title(language));
      seen.add(await page.title());
    }
    expect(seen.size).toBe(4);
  });
});

describe('query values on arrival', () => {
  it('stores token and utm values, drops the token from the address, and loads the profile', async () => {
    const tokens = await signIn();
    const { page } = await open();
    await page.goto(`/en/gallery?token=${tokens.token}&utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    await page.waitForURL((url) => !url.searchParams.has('token'));
    await page.waitForSelector('header');
    expect(pathOf(page)).toBe('/en/gallery');
    expect(await readStorage(page, 'accessToken')).toBe(tokens.token);
    expect(await readStorage(page, 'utm_source')).toBe('newsletter');
    expect(await readStorage(page, 'utm_medium')).toBe('email');
    expect(await readStorage(page, 'utm_campaign')).toBe('spring');
  });
});

describe('signed-in visitor (real accounts API)', () => {
  it('loads the profile, pushes the user id to the data layer and sends an unknown route through Main', async () => {
    const { page } = await open({ storage: signedInStorage(await signIn()) });
    await page.goto('/en/unknown-page');
    // "Page not found" first, then on to Main by itself (spec §2).
    await page.getByTestId('page-not-found').waitFor();
    await page.waitForURL((url) => url.pathname !== '/en/unknown-page', { timeout: 15_000 });
    await page.waitForSelector('header');
    expect(pathOf(page)).toMatch(/^\/en(\/|$)/);
    expect(pathOf(page)).not.toContain('auth');
    const events = await page.evaluate(() => (window as Window & { dataLayer?: { event: string; user_id?: string }[] }).dataLayer ?? []);
    expect(events.some((entry) => entry.event === 'user_id' && typeof entry.user_id === 'string')).toBe(true);
  });

  it('sends a signed-in user away from Login to Main', async () => {
    const { page } = await open({ storage: signedInStorage(await signIn()) });
    await page.goto('/en/auth/login');
    await page.waitForURL((url) => !url.pathname.startsWith('/en/auth'));
    await page.waitForSelector('header');
  });

  it('refreshes an expired access token once, for every call that needed it, and carries on', async () => {
    const tokens = await signIn();
    const { page } = await open({ storage: { accessToken: 'expired.access.token', refreshToken: tokens.refreshToken } });
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/token/refresh')) refreshes += 1;
    });
    await page.goto('/en/gallery');
    await page.waitForSelector('header');
    await page.getByText('Nothing here yet', { exact: false }).waitFor();
    expect(pathOf(page)).toBe('/en/gallery');
    expect(refreshes).toBe(1);
    expect(await readStorage(page, 'accessToken')).not.toBe('expired.access.token');
    expect(await readStorage(page, 'refreshToken')).not.toBe(tokens.refreshToken);
  });

  it('clears both tokens and goes to Login when the server refuses the refresh (session logged out)', async () => {
    const tokens = await signIn();
    await callAs(tokens, '/api/auth/logout', { method: 'POST' });
    const { page } = await open({ storage: signedInStorage(tokens) });
    const refreshAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/token/refresh')) refreshAnswers.push(response.status());
    });
    await page.goto('/en/gallery');
    await settleAt(page, '/en/auth/login');
    expect(refreshAnswers).toEqual([401]);
    expect(await readStorage(page, 'accessToken')).toBeNull();
    expect(await readStorage(page, 'refreshToken')).toBeNull();
  });

  it('removes a refused token and goes to Login', async () => {
    const { page } = await open({ storage: { accessToken: 'stale-token' } });
    await page.goto('/en/gallery');
    await settleAt(page, '/en/auth/login');
    expect(await readStorage(page, 'accessToken')).toBeNull();
  });

  it('shows the loading bar while the profile loads and hides it after', async () => {
    const { page } = await open({ storage: signedInStorage(await signIn()) });
    // Hold the real profile answer back a little so the loading state can be seen.
    await page.route('**/api/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto('/en');
    await page.waitForSelector('[data-testid="navigation-progress"][data-phase="running"]', { timeout: 5000 });
    await page.waitForSelector('header', { timeout: 10_000 });
    await page.waitForSelector('[data-testid="navigation-progress"][data-phase="idle"]', { state: 'attached', timeout: 2000 });
  });

  it('uses the mobile layout up to 1024 px and the desktop layout above', async () => {
    const { page } = await open({ storage: signedInStorage(await signIn()), viewport: VIEWPORTS.mobile });
    await page.goto('/en');
    await page.waitForSelector('header');
    expect(await page.isVisible('[data-testid="menu-burger"]')).toBe(true);
    await page.click('[data-testid="menu-burger"]');
    await page.waitForSelector('[data-testid="mobile-menu"] [role="dialog"], [role="dialog"]');
    await page.setViewportSize({ width: 1025, height: 800 });
    await page.waitForSelector('[data-testid="menu-burger"]', { state: 'detached' });
    await page.waitForSelector('[role="dialog"]', { state: 'hidden' });
  });
});
