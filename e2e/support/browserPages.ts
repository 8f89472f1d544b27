import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type OpenedPage, type OpenPageOptions } from './browser';
import { signedInStorage, type RealUser } from './realUser';

/**
 * One headless browser for a test file. Registers the hooks that launch and close it, and that
 * close every page a test opened, failing the test on any console or page error those pages saw
 * (all pages are closed before judging, so one failure does not leak into the next test).
 */
export function browserPages() {
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const pages = opened;
    opened = [];
    for (const { context } of pages) await context.close();
    expect(pages.flatMap(({ problems }) => problems)).toEqual([]);
  });

  const open = async (options?: OpenPageOptions): Promise<OpenedPage> => {
    if (!browser) throw new Error('the browser is not launched yet (open pages inside tests)');
    const page = await openPage(browser, options);
    opened.push(page);
    return page;
  };
  return {
    open,
    /** A page with the user's session in local storage, as if they had signed in. */
    openAs: async (user: Pick<RealUser, 'token' | 'refreshToken'>, options: Omit<OpenPageOptions, 'storage'> = {}): Promise<Page> =>
      (await open({ ...options, storage: signedInStorage(user) })).page,
  };
}
