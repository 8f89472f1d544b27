import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { countRedisKeys, QueueCluster } from '../queue/support';
import { createApiUser } from './support';

const LIMIT = 120;
const account = (app: App, key: string) => app.inject({ method: 'GET', url: '/api/v1/account', headers: { 'x-api-key': key } });

describe('per-key rate limit in embedded mode (in memory)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('a burst over 120 a minute gets 429 with Retry-After and the IETF headers; other keys are not affected', async () => {
    const user = await createApiUser(testApp);
    const other = await createApiUser(testApp);
    for (let index = 0; index < LIMIT; index += 1) {
      const response = await account(testApp.app, user.key);
      expect(response.statusCode).toBe(200);
    }
    const refused = await account(testApp.app, user.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-policy']).toBe('"default";q=120;w=60');
    expect(refused.headers.ratelimit).toBe(`"default";r=0;t=${retryAfter}`);
    expect((await account(testApp.app, other.key)).statusCode).toBe(200);
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
    for (let index = 0; index < LIMIT; index += 1) {
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
