import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { createVitrinaClient } from '@vitrina/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { baseUrl } from './support/env';
import { productPhoto } from './support/images';
import { callAs, registerRealUser } from './support/realUser';

/** A tiny page on another port: the "customer's shop" that calls Vitrina from the browser. */
async function startShopServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>shop</title><p>shop</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

interface BrowserCall {
  ok: boolean;
  status?: number;
  type?: string | null;
  consumed?: string | null;
  remaining?: string | null;
  requestId?: string | null;
  /** The answer's bytes (a PNG when the call succeeded). */
  png?: number[];
  failure?: string;
}

let browser: Browser;
let shop: { server: Server; port: number };
let key: string;

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await startShopServer();
  const user = await registerRealUser('api');
  key = (await callAs<{ data: { token: string } }>(user, '/api/profile/token/generate', { method: 'POST', body: {} })).data.token;
  // The shop is served as http://localhost:<port>; the same page as http://127.0.0.1:<port> is another, unlisted origin.
  await callAs(user, '/api/profile/token/domains', { method: 'PUT', body: { domains: ['localhost'] } });
});
afterAll(async () => {
  await browser?.close();
  shop?.server.close();
});

/** Opens the shop page at `origin` and, from it, posts a photo to /api/v1/remove-background with fetch. */
async function callFromPage(origin: string, photo: Uint8Array): Promise<BrowserCall> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const result = await page.evaluate(
    async ({ api, apiKey, bytes }) => {
      const form = new FormData();
      form.append('image_file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
      try {
        const response = await fetch(`${api}/api/v1/remove-background`, { method: 'POST', headers: { 'x-api-key': apiKey }, body: form });
        const body = await response.arrayBuffer();
        return {
          ok: response.ok,
          status: response.status,
          type: response.headers.get('content-type'),
          consumed: response.headers.get('x-credits-consumed'),
          remaining: response.headers.get('x-remaining-credits'),
          requestId: response.headers.get('x-request-id'),
          png: Array.from(new Uint8Array(body)),
        };
      } catch (error) {
        return { ok: false, failure: String(error) };
      }
    },
    { api: baseUrl(), apiKey: key, bytes: [...photo] },
  );
  await context.close();
  return result;
}

describe('public API from a browser and from a server', () => {
  it('a page on an allowed origin calls the API with fetch and reads the image and the credit headers', { timeout: 180_000 }, async () => {
    const result = await callFromPage(`http://localhost:${shop.port}`, await productPhoto(200, 160));
    expect(result).toMatchObject({ ok: true, status: 200, type: 'image/png', consumed: '1' });
    expect(Number(result.remaining)).toBeGreaterThanOrEqual(0);
    expect(result.requestId).toMatch(/^req_/);
    // The product (the coloured rectangle in the middle) is kept and the grey backdrop is gone.
    const { data, info } = await sharp(Buffer.from(result.png ?? [])).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([160, 160]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(80, 80)).toBeGreaterThan(240);
    expect(alphaAt(5, 5)).toBeLessThan(15);
  });

  it('a page on an origin not on the list is refused: the browser blocks the call', async () => {
    const result = await callFromPage(`http://127.0.0.1:${shop.port}`, await productPhoto(200, 160));
    expect(result.ok).toBe(false);
    expect(result.failure).toContain('Failed to fetch');
    // What the browser was told: the preflight from that origin answers 403.
    const preflight = await fetch(`${baseUrl()}/api/v1/remove-background`, {
      method: 'OPTIONS',
      headers: { origin: `http://127.0.0.1:${shop.port}`, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(403);
  });

  it('the typed SDK calls the account and a tool from a server (no Origin)', { timeout: 180_000 }, async () => {
    const vitrina = createVitrinaClient({ baseUrl: baseUrl(), apiKey: key, lang: 'es' });
    const { data } = await vitrina.api.GET('/api/v1/account');
    // A fresh registration is on the trial: the trial tier's limits from the billing catalogue.
    expect(data?.data.limits).toEqual({ requestsPerMinute: 60, concurrentJobs: 2 });
    const started = await vitrina.runTool('convert', { image: new Blob([new Uint8Array(await productPhoto(120, 90))]), fields: { format: 'jpg', quality: 80 }, async: true });
    if (started.kind !== 'job') throw new Error(`expected a job, got ${started.kind}`);
    const job = await vitrina.waitForJob(started.job.id, 200);
    expect(job.status).toBe('succeeded');
    const image = await vitrina.jobResult(job.id);
    expect(image.type).toBe('image/jpeg');
    const refused = await createVitrinaClient({ baseUrl: baseUrl(), apiKey: 'vtr_wrong', lang: 'es' }).runTool('convert', { image: new Blob([new Uint8Array(await productPhoto(40, 40))]) });
    expect(refused.kind).toBe('error');
    if (refused.kind === 'error') expect(refused.error.error.code).toBe('api_key_invalid');
  });
});
