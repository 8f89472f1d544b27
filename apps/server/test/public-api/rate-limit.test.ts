import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { countRedisKeys, QueueCluster } from '../queue/support';
import { createApiUser, subscribe } from './support';

/** The catalogue's free tier (catalog.json) and Pro plan. */
const FREE_LIMIT = 30;
const PRO_LIMIT = 120;
const account = (app: App, key: string) => app.inject({ method: 'GET', url: '/api/v1/account', headers: { 'x-api-key': key } });

/** Requests until the first 429; the number that were answered 200. */
async function answeredBeforeRefusal(app: App, key: string, max: number): Promise<number> {
  for (let index = 0; index < max; index += 1) {
    const response = await account(app, key);
    if (response.statusCode === 429) return index;
    expect(response.statusCode).toBe(200);
  }
  return max;
}

describe('per-key rate limit in embedded mode (in memory)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('a burst over the free tier\'s 30 a minute gets 429 with Retry-After and the IETF headers; other keys are not affected', async () => {
    const user = await createApiUser(testApp);
    const other = await createApiUser(testApp);
    for (let index = 0; index < FREE_LIMIT; index += 1) {
      const response = await account(testApp.app, user.key);
      expect(response.statusCode).toBe(200);
    }
    const refused = await account(testApp.app, user.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-policy']).toBe('"default";q=30;w=60');
    expect(refused.headers.ratelimit).toBe(`"default";r=0;t=${retryAfter}`);
    expect((await account(testApp.app, other.key)).statusCode).toBe(200);
  });

  it('the limit follows the plan: a free key is refused sooner than a Pro key; account shows each plan\'s limits', async () => {
    const free = await createApiUser(testApp);
    const pro = await createApiUser(testApp);
    const business = await createApiUser(testApp);
    await subscribe(testApp, pro.userId, 'pro');
    await subscribe(testApp, business.userId, 'business');
    const limitsOf = async (key: string) => (await account(testApp.app, key)).json<{ data: { limits: unknown } }>().data.limits;
    expect(await limitsOf(free.key)).toEqual({ requestsPerMinute: FREE_LIMIT, concurrentJobs: 1 });
    expect(await limitsOf(pro.key)).toEqual({ requestsPerMinute: PRO_LIMIT, concurrentJobs: 4 });
    expect(await limitsOf(business.key)).toEqual({ requestsPerMinute: 600, concurrentJobs: 8 });
    const proHeaders = (await account(testApp.app, pro.key)).headers;
    expect(proHeaders['ratelimit-policy']).toBe(`"default";q=${PRO_LIMIT};w=60`);
    // One request of each key was spent above reading the limits (two for Pro).
    expect(await answeredBeforeRefusal(testApp.app, free.key, PRO_LIMIT + 5)).toBe(FREE_LIMIT - 1);
    expect(await answeredBeforeRefusal(testApp.app, pro.key, PRO_LIMIT + 5)).toBe(PRO_LIMIT - 2);
  });

  it('a trial key gets the trial tier\'s limits', async () => {
    const { headers } = await createTestUser(testApp, { trialEndsAt: new Date(Date.now() + 14 * 86_400_000) });
    const generated = await testApp.app.inject({ method: 'POST', url: '/api/profile/token/generate', headers });
    const response = await account(testApp.app, generated.json<{ data: { token: string } }>().data.token);
    expect(response.json().data.limits).toEqual({ requestsPerMinute: 60, concurrentJobs: 2 });
    expect(response.headers['ratelimit-policy']).toBe('"default";q=60;w=60');
  });
});

describe.each(testDatabaseKinds)('per-key rate limit shared through Redis by two API instances (%s)', (kind) => {
  let cluster: QueueCluster;
  let first: App;
  let second: App;
  beforeAll(async () => {
    cluster = await QueueCluster.open(kind);
    first = await cluster.startApp('api');
    second = await cluster.startApp('api');
  });
  afterAll(() => cluster.close());

  it('requests spread over both instances count against one window', async () => {
    const user = await createApiUser(cluster.view(first));
    for (let index = 0; index < FREE_LIMIT; index += 1) {
      const response = await account(index % 2 === 0 ? first : second, user.key);
      expect(response.statusCode).toBe(200);
    }
    for (const app of [first, second]) {
      const refused = await account(app, user.key);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await countRedisKeys(`${cluster.prefix}:api-rate`)).toBeGreaterThan(0);
  });
});
