import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { baseUrl } from './support/env';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('API next to the web app', () => {
  it('answers an unknown /api route with a JSON 404, not the SPA, even to a browser', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/api/nope');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('application/json');
    expect(await response?.json()).toMatchObject({ error: { code: 'not_found' } });
    await context.close();
  });

  it('localises API errors by the lang header', async () => {
    const response = await fetch(`${baseUrl()}/api/nope`, { headers: { lang: 'es' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No encontrado' } });
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const response = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('renders the OpenAPI document as interactive docs', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/api/docs');
    await page.waitForSelector('.swagger-ui .opblock', { timeout: 20_000 });
    expect(await page.locator('.swagger-ui .opblock').count()).toBeGreaterThan(0);
    // Swagger UI virtualises a long list (only what is on screen is drawn): scroll down to the
    // System tag's routes, after the public API's.
    await expect
      .poll(
        async () => {
          const text = (await page.textContent('.swagger-ui')) ?? '';
          if (!text.includes('/api/health')) await page.mouse.wheel(0, 700);
          return text;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toContain('/api/health');
    // The docs page runs under its own CSP: nothing it needs may be refused.
    expect(problems.filter((problem) => /Content Security Policy|Refused/i.test(problem))).toEqual([]);
    await context.close();
  });

  it('serves hashed assets for a year and the page itself uncached', async () => {
    const page = await fetch(`${baseUrl()}/en/gallery`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl()}${script}`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
