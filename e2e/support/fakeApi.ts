import type { Page } from 'playwright-core';

export interface FakeProfileOptions {
  /** Access token the fake accepts; any other bearer gets 401. */
  acceptToken: string;
  profile?: Record<string, unknown>;
  /** Delay before answering, to observe loading states. */
  delayMs?: number;
}

/**
 * Answers GET /api/profile in the browser. The shell's guards need a profile and the accounts API
 * arrives with its own issue; until then (and for timing tests after) this stands in for it.
 */
export async function fakeProfileApi(page: Page, options: FakeProfileOptions): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.route('**/api/profile', async (route) => {
    requests += 1;
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const authorization = route.request().headers().authorization;
    if (authorization !== `Bearer ${options.acceptToken}`) {
      await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unauthorized', message: 'Please sign in to continue' } }) });
      return;
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { id: 'user-1', email: 'seller@example.com', ...options.profile } }) });
  });
  return { requests: () => requests };
}

/** Answers POST /api/auth/token/refresh: `refreshToken` is exchanged once for `next`; anything else gets 401. */
export async function fakeRefreshApi(page: Page, options: { refreshToken: string; next: { token: string; refresh_token: string } }): Promise<{ requests: () => number }> {
  let requests = 0;
  let spent = false;
  await page.route('**/api/auth/token/refresh', async (route) => {
    requests += 1;
    const body = route.request().postDataJSON() as { refresh_token?: string } | null;
    if (spent || body?.refresh_token !== options.refreshToken) {
      await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unauthorized', message: 'Please sign in to continue' } }) });
      return;
    }
    spent = true;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(options.next) });
  });
  return { requests: () => requests };
}
