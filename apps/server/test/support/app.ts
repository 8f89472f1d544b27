import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { createQueueProbe } from '../../src/adapters/queue-probe';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/config';
import type { DatabaseKind } from '../../src/db/client';
import type { UserRow } from '../../src/db/schema';
import { openTestDatabase, type TestDatabase } from './databases';

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: AppConfig;
  accessTokens: AccessTokens;
  close(): Promise<void>;
}

/** The real application on a fresh database and a throw-away DATA_DIR; drive it with app.inject(). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    logger?: BuildAppOptions['logger'];
    role?: BuildAppOptions['role'];
    /** The clock access tokens are signed and checked by (move it on to let them expire). */
    accessTokenClock?: () => number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const database = await openTestDatabase(kind);
  const accessTokens = new AccessTokens(randomBytes(32).toString('hex'), options.accessTokenClock);
  const queueProbe = createQueueProbe(config.REDIS_URL);
  const app = await buildApp({ config, database, queueProbe, accessTokens, logger: options.logger ?? false, role: options.role });
  await app.ready();
  return {
    app,
    database,
    config,
    accessTokens,
    close: async () => {
      await app.close();
      await queueProbe.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  user: UserRow;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject(). */
  headers: Record<string, string>;
}

/** Inserts a user straight into the database and signs an access token for it. */
export async function createTestUser(testApp: TestApp, overrides: Partial<UserRow> = {}): Promise<TestUser> {
  const user = await testApp.app.repositories.users.insert({
    email: `user-${randomUUID()}@example.com`,
    country: 'AE',
    ...overrides,
  });
  const token = await testApp.accessTokens.sign({ userId: user.id });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
