/// <reference lib="dom" />
// Callbacks passed to page.evaluate() run in the browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, chromiumPath } from './env';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1180, height: 820 },
  mobile: { width: 390, height: 844 },
} as const;

/** Launches headless Chromium with the flags this machine needs (no sandbox, no GPU, no network chatter). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /** Browser UI language (Accept-Language, navigator.languages). */
  locale?: string;
  /** localStorage values present before the app starts (e.g. { accessToken: '...' }). */
  storage?: Record<string, string>;
  /** A phone or tablet: touch events and the mobile viewport meta tag (playwright's hasTouch + isMobile). */
  touch?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

/** A fresh context and page on the server under test, with problem collection. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: options.locale ?? 'en-US',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // A refused API call logs "Failed to load resource"; that is an expected answer, not a fault.
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) problems.push(`console: ${text}`);
  });
  if (options.storage) {
    // Seed storage on the origin once (an init script would re-seed on every navigation).
    await page.goto('/api/health');
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, options.storage);
  }
  return { context, page, problems };
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the address has been `path` for a moment (redirect chains settle). */
export async function settleAt(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
  await page.waitForLoadState('domcontentloaded');
  await page.waitForTimeout(150);
  await page.waitForURL((url) => url.pathname === path, { timeout: 1000 });
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
