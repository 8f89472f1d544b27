import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { patternPng } from '../jobs/support';
import { callTool, createApiUser } from './support';

describe.each(testDatabaseKinds)('public API keys, origins and CORS on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const account = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/v1/account', headers });

  it('401 api_key_invalid without a key, with a wrong one, with a bearer token, and with a replaced key', async () => {
    const user = await createApiUser(testApp);
    expect((await account({})).statusCode).toBe(401);
    const wrong = await account({ 'x-api-key': 'vtr_not-a-real-key', lang: 'ko' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('api_key_invalid');
    expect(wrong.json().error.message).toBe('API 키가 없거나 잘못되었거나 새 키로 교체되었습니다');
    expect(wrong.headers['x-request-id']).toMatch(/^req_/);
    expect((await account(user.bearer)).statusCode).toBe(401);
    expect((await account({ 'x-api-key': user.key })).statusCode).toBe(200);
    const regenerated = await testApp.app.inject({ method: 'POST', url: '/api/profile/token/generate', headers: user.bearer });
    expect((await account({ 'x-api-key': user.key })).statusCode).toBe(401);
    expect((await account({ 'x-api-key': regenerated.json().data.token })).statusCode).toBe(200);
    const tool = await callTool(testApp, 'convert', user.key, { image_file: await patternPng(8, 8) });
    expect(tool.statusCode).toBe(401);
  });

  it('the profile lists the key by prefix with created and last-used times; the secret is never stored in clear', async () => {
    const user = await createApiUser(testApp);
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/profile/token', headers: user.bearer })).json().data;
    expect(before).toMatchObject({ preview: `${user.key.slice(0, 8)}…`, lastUsedAt: null, domains: [], webhookSecret: user.webhookSecret });
    expect(Date.parse(before.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await account({ 'x-api-key': user.key })).statusCode).toBe(200);
    await expect.poll(async () => (await testApp.app.inject({ method: 'GET', url: '/api/profile/token', headers: user.bearer })).json().data.lastUsedAt).not.toBeNull();
    const [row] = await testApp.database.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [user.userId]);
    expect(JSON.stringify(row)).not.toContain(user.key);
  });

  it('GET /api/v1/account: plan, balance and limits', async () => {
    const user = await createApiUser(testApp, { credits: 7 });
    const response = await account({ 'x-api-key': user.key });
    expect(response.json().data).toMatchObject({ plan: 'free', status: 'free', balance: 7, reserved: 0, limits: { requestsPerMinute: 30, concurrentJobs: 1 } });
    // The free tier of the billing catalogue.
    expect(response.headers['ratelimit-policy']).toBe('"default";q=30;w=60');
    expect(response.headers.ratelimit).toMatch(/^"default";r=29;t=\d+$/);
  });

  it('a browser Origin must be on the key\'s domain list (exact host or *.domain); no Origin is a server call', async () => {
    const user = await createApiUser(testApp, { domains: ['shop.example', '*.brand.example'] });
    const key = { 'x-api-key': user.key };
    for (const origin of ['https://shop.example', 'http://shop.example:5173', 'https://a.brand.example', 'https://x.y.brand.example']) {
      const allowed = await account({ ...key, origin });
      expect(allowed.statusCode, origin).toBe(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('x-remaining-credits');
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('ratelimit-policy');
    }
    for (const origin of ['https://evil.example', 'https://brand.example', 'https://shop.example.evil.example', 'https://notshop.example', 'null']) {
      const refused = await account({ ...key, origin, lang: 'es' });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json().error.code).toBe('origin_not_allowed');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    const serverCall = await account(key);
    expect(serverCall.statusCode).toBe(200);
    expect(serverCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS preflights: 204 for an origin a key lists, 403 for any other', async () => {
    await createApiUser(testApp, { domains: ['preflight.example'] });
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/remove-background',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, idempotency-key' },
      });
    const allowed = await preflight('https://preflight.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://preflight.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('x-api-key');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    const refused = await preflight('https://other.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a user without a key gets 401 however the request looks', async () => {
    const { headers } = await createTestUser(testApp);
    expect((await account(headers)).statusCode).toBe(401);
  });

  it('unknown /api/v1 paths answer 401 without a key, the JSON 404 with one, both with a request id', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(401);
    const user = await createApiUser(testApp);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'x-api-key': user.key } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(response.headers['x-request-id']).toMatch(/^req_/);
  });
});
