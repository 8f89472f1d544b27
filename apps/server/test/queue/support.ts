import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/config';
import type { DatabaseKind } from '../../src/db/client';
import type { TestApp } from '../support/app';
import { openTestDatabase, type TestDatabase } from '../support/databases';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * One database, one DATA_DIR and one BullMQ prefix shared by several application instances in
 * this process, each with its own role: the scale-mode layout (api + workers) without spawning.
 */
export class QueueCluster {
  readonly prefix = `vitrina-test-${randomBytes(6).toString('hex')}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'vitrina-queue-'));
  readonly accessTokens = new AccessTokens(randomBytes(32).toString('hex'));
  readonly config: AppConfig;
  private readonly apps: App[] = [];

  private constructor(readonly database: TestDatabase, env: Record<string, string>) {
    this.config = loadConfig({
      DATA_DIR: this.dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      REDIS_URL,
      QUEUE_PREFIX: this.prefix,
      ...env,
    });
  }

  static async open(kind: DatabaseKind, env: Record<string, string> = {}): Promise<QueueCluster> {
    return new QueueCluster(await openTestDatabase(kind), env);
  }

  /** The scale-mode pair on PostgreSQL: an API instance (as a TestApp) and one worker instance. */
  static async openApiAndWorker(env: Record<string, string>): Promise<{ cluster: QueueCluster; api: TestApp }> {
    const cluster = await QueueCluster.open('postgres', env);
    const api = cluster.view(await cluster.startApp('api'));
    await cluster.startApp('worker');
    return { cluster, api };
  }

  async startApp(role: 'api' | 'worker' | 'all'): Promise<App> {
    const app = await buildApp({ config: this.config, database: this.database, accessTokens: this.accessTokens, role, logger: false });
    await app.ready();
    this.apps.push(app);
    return app;
  }

  /** A TestApp view of one instance, for the helpers in test/jobs/support.ts. */
  view(app: App): TestApp {
    return { app, database: this.database, config: this.config, accessTokens: this.accessTokens, close: () => app.close() };
  }

  async stopApp(app: App): Promise<void> {
    const index = this.apps.indexOf(app);
    if (index !== -1) this.apps.splice(index, 1);
    await app.close();
  }

  /**
   * Environment for a real `--role=worker|api` child process (test/jobs/server-process.ts) on this
   * cluster: the same schema (via the connection's search_path), Redis prefix and DATA_DIR.
   */
  async processEnv(): Promise<Record<string, string>> {
    const [{ schema } = { schema: '' }] = await this.database.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    return { DATABASE_URL: url.toString(), REDIS_URL, QUEUE_PREFIX: this.prefix, DATA_DIR: this.dataDir, WORKER_THREADS: '1' };
  }

  async close(): Promise<void> {
    for (const app of this.apps.splice(0)) await app.close();
    await this.database.dispose();
    await deleteRedisKeys(this.prefix);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Removes every key this test run created in the shared Redis. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function countRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    return (await redis.keys(`${prefix}:*`)).length;
  } finally {
    redis.disconnect();
  }
}
