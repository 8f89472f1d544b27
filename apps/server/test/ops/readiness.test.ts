import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadinessResponse } from '@vitrina/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { TcpProxy } from './tcp-proxy';

/** Each test migrates a fresh database, which takes long on a busy machine. */
const SLOW = 180_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appOn(database: DatabaseHandle, env: Record<string, string> = {}): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-ready-'));
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const app = await buildApp({ config, database, accessTokens: new AccessTokens(randomBytes(32).toString('hex')), logger: false, role: 'api' });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

async function probe(app: App, path: string): Promise<{ status: number; body: ReadinessResponse }> {
  const response = await app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json<ReadinessResponse>() };
}

describe('health probes', () => {
  it('live answers without consulting anything; ready checks database, queue, storage and engines', async () => {
    const database = await openDatabase({});
    await migrate(database);
    cleanups.push(() => database.close());
    const app = await appOn(database);
    expect(await probe(app, '/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await probe(app, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', failing: [], checks: { database: { ok: true }, queue: { ok: true }, storage: { ok: true }, engines: { ok: true } } });
  }, SLOW);

  it('PGlite: with the database closed, ready answers 503 naming the database, live stays 200', async () => {
    const database = await openDatabase({});
    await migrate(database);
    const app = await appOn(database);
    await database.close();
    const ready = await probe(app, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('not_ready');
    expect(ready.body.failing).toEqual(['database']);
    expect(ready.body.checks.database.ok).toBe(false);
    expect((await probe(app, '/api/health/live')).status).toBe(200);
  }, SLOW);

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: ready is 503 while the database is unreachable and 200 again once it is back', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ url: viaProxy.toString(), searchPath: schema, poolSize: 4 });
    await migrate(database);
    cleanups.push(async () => {
      proxy.restore();
      await database.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await database.close();
    });
    const app = await appOn(database);
    expect((await probe(app, '/api/health/ready')).status).toBe(200);

    proxy.cut();
    const down = await probe(app, '/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.body.failing).toEqual(['database']);
    // Probes are public: the check names the failure, not the connection string.
    expect(JSON.stringify(down.body)).not.toContain(String(proxy.port));
    expect((await probe(app, '/api/health/live')).status).toBe(200);

    proxy.restore();
    expect((await probe(app, '/api/health/ready')).status).toBe(200);
  }, SLOW);

  it.skipIf(!process.env.TEST_REDIS_URL)('Redis: ready names the queue when Redis is unreachable', async () => {
    const target = new URL(process.env.TEST_REDIS_URL ?? '');
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => proxy.close());
    const database = await openDatabase({});
    await migrate(database);
    cleanups.push(() => database.close());
    const app = await appOn(database, { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, QUEUE_PREFIX: `vitrina-ready-${randomBytes(4).toString('hex')}` });
    expect((await probe(app, '/api/health/ready')).status).toBe(200);
    proxy.cut();
    const down = await probe(app, '/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.body.failing).toEqual(['queue']);
    proxy.restore();
  }, SLOW);
});
