import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { createImage, submitOk, waitForJob } from '../jobs/support';
import { cardPng, dataUrl, sampleState } from '../infographics/support';
import { OpenApiWalker, type IdRoute, type OpenApiDocument } from './openapi-walk';

/**
 * Routes where 404 for another user's id is not the right answer, each with its reason.
 * Keep it short: every entry is a route nobody checks for ownership.
 */
const NOT_OWNER_SCOPED: Record<string, string> = {
  'GET /s/{token}': 'the public share page: whoever holds the link may see the image, that is what sharing means',
  'POST /api/auth/google/register': 'public sign-up step: sessionId names a pending sign-up, not an object someone owns',
  'POST /api/auth/telegram/register': 'public sign-up step: sessionId names a pending sign-up, not an object someone owns',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keysFor = (route: IdRoute, keys: string[]) => (route.keys === 'uuid' ? keys.filter((key) => UUID.test(key)) : keys);

/** Columns that change while a job runs; everything else of the owner's rows must stay as it was. */
const VOLATILE_COLUMNS = new Set(['progress', 'lease_expires_at', 'attempt', 'started_at', 'updated_at', 'last_used_at']);

describe.each(testDatabaseKinds)('every id-taking route answers 404 to another user (%s)', (kind) => {
  let testApp: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let walker: OpenApiWalker;
  let routes: IdRoute[];

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await createTestUser(testApp);
    stranger = await createTestUser(testApp);
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    walker = new OpenApiWalker(document);
    routes = walker.idRoutes().filter((route) => !route.multipart);
    await createOwnerObjects(document);
  });
  afterAll(() => testApp.close());

  /** One of each kind of object the owner can have, made through the API where a route exists. */
  async function createOwnerObjects(document: OpenApiDocument): Promise<void> {
    const image = await createImage(testApp, owner.user.id);
    const job = await submitOk(testApp, owner.headers, 'convert', { imageId: image.id, params: {} });
    await waitForJob(testApp, owner.headers, job.id);
    const [generated] = await testApp.database.query<{ id: string }>('SELECT id FROM generated_images WHERE job_id = $1', [job.id]);
    const post = async (path: string, payload: object) => {
      if (!document.paths[path]?.post) return;
      const response = await testApp.app.inject({ method: 'POST', url: path, headers: owner.headers, payload });
      expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(300);
    };
    await post('/api/products', { imageId: image.id });
    if (generated) await post('/api/share', { entityType: 'generated_image', entityId: generated.id });
    await createOwnerInfographics();
    // An active job too: cancelling someone else's running job must be impossible.
    const busy = await createImage(testApp, owner.user.id);
    const running = await submitOk(testApp, owner.headers, 'test-wait', { imageId: busy.id, params: { delayMs: 60_000, cost: 0 } });
    await waitForJob(testApp, owner.headers, running.id, (state) => state.status === 'running');
  }

  /** An infographic source, a card (shared), an own sticker and an own template. */
  async function createOwnerInfographics(): Promise<void> {
    const created = async (url: string, payload: object) => {
      const response = await testApp.app.inject({ method: 'POST', url, headers: owner.headers, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      return response.json<{ data: { id: string } }>().data;
    };
    const photo = await createImage(testApp, owner.user.id);
    const source = await created('/api/infographics/sources/image', { image: photo.id });
    const card = await created('/api/infographics', { sourceId: source.id, image: dataUrl(await cardPng()), state: sampleState() });
    await created('/api/share', { entityType: 'product_infographic', entityId: card.id });
    await created('/api/infographics/stickers', { image: dataUrl(await cardPng(200)) });
    await created('/api/infographics/templates', { image: dataUrl(await cardPng(90)), state: sampleState() });
  }

  /** Ids and tokens of every row the owner has in any table with a user_id column. */
  async function ownedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for (const { table, column } of await ownedColumns()) {
      const rows = await testApp.database.query<{ key: string }>(`SELECT "${column}"::text AS key FROM "${table}" WHERE user_id = $1`, [owner.user.id]);
      keys.push(...rows.map((row) => row.key));
    }
    return [...new Set(keys)];
  }

  async function ownedColumns(): Promise<{ table: string; column: string }[]> {
    return testApp.database.query(
      `SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.column_name IN ('id', 'token')
          AND EXISTS (SELECT 1 FROM information_schema.columns u
                       WHERE u.table_schema = c.table_schema AND u.table_name = c.table_name AND u.column_name = 'user_id')
        ORDER BY 1, 2`,
    );
  }

  async function ownerSnapshot(): Promise<Record<string, unknown[]>> {
    const snapshot: Record<string, unknown[]> = {};
    for (const { table, column } of await ownedColumns()) {
      const rows = await testApp.database.query<Record<string, unknown>>(`SELECT * FROM "${table}" WHERE user_id = $1 ORDER BY "${column}"`, [owner.user.id]);
      snapshot[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !VOLATILE_COLUMNS.has(name))));
    }
    return snapshot;
  }

  const label = (route: IdRoute) => `${route.method} ${route.path}`;

  it('finds the id-taking routes, the jobs and tools ones among them', () => {
    const found = routes.map(label);
    for (const expected of ['GET /api/jobs/{id}', 'GET /api/jobs/{id}/events', 'POST /api/jobs/{id}/cancel', 'POST /api/tools/convert']) {
      expect(found).toContain(expected);
    }
  });

  it('another user gets 404 for every one of the owner\'s objects (and for a random id), and changes nothing', async () => {
    const keys = [...(await ownedKeys()), randomUUID()];
    expect(keys.length).toBeGreaterThanOrEqual(6);
    const before = await ownerSnapshot();
    const failures: string[] = [];
    for (const route of routes) {
      if (NOT_OWNER_SCOPED[label(route)]) continue;
      for (const key of keysFor(route, keys)) {
        const payload = walker.body(route, key);
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: walker.url(route, key),
          headers: stranger.headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        if (response.statusCode !== 404) failures.push(`${label(route)} with ${key}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('the owner reaches the same objects through the same GET routes (the walk is not vacuous)', async () => {
    const keys = await ownedKeys();
    const reached: string[] = [];
    for (const route of routes.filter((candidate) => candidate.method === 'GET' && candidate.idParams.length > 0 && !candidate.streams)) {
      for (const key of keysFor(route, keys)) {
        const response = await testApp.app.inject({ method: 'GET', url: walker.url(route, key), headers: owner.headers });
        if (response.statusCode === 200) {
          reached.push(label(route));
          break;
        }
      }
    }
    expect(reached).toEqual(expect.arrayContaining(['GET /api/jobs/{id}', 'GET /api/files/{id}', 'GET /api/infographics/{id}', 'GET /api/infographics/templates/{id}']));
  });
});
