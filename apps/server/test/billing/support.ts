import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccessTokens } from '../../src/adapters/access-tokens';
import type { PaymentProvider } from '../../src/adapters/payments';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import type { DatabaseKind } from '../../src/db/client';
import type { UserRow } from '../../src/db/schema';
import { DEFAULT_CATALOG_FILE, loadCatalog, type BillingCatalog } from '../../src/services/billing/catalog';
import type { TestApp, TestUser } from '../support/app';
import { openTestDatabase } from '../support/databases';

/** A clock the test moves; billing, trials and offers read it. */
export interface TestClock {
  now: Date;
  set(iso: string): void;
  advance(ms: number): void;
}

export function testClock(start: string): TestClock {
  const clock: TestClock = {
    now: new Date(start),
    set: (iso) => {
      clock.now = new Date(iso);
    },
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

export interface BillingTestApp extends TestApp {
  clock: TestClock;
}

export interface BillingAppOptions {
  env?: Record<string, string>;
  provider?: PaymentProvider;
  /** Changes to the default catalogue (written to a file given as BILLING_CATALOG_FILE). */
  catalog?: (catalog: BillingCatalog) => BillingCatalog;
  clock?: TestClock;
}

/** The real application with a movable clock, an optional payment provider and catalogue. */
export async function createBillingApp(kind: DatabaseKind, options: BillingAppOptions = {}): Promise<BillingTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-billing-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...options.env };
  if (options.catalog) {
    const file = join(dataDir, 'catalog.json');
    writeFileSync(file, JSON.stringify(options.catalog(loadCatalog(DEFAULT_CATALOG_FILE))));
    env.BILLING_CATALOG_FILE = file;
  }
  const config = loadConfig(env);
  const database = await openTestDatabase(kind);
  const accessTokens = new AccessTokens(randomBytes(32).toString('hex'));
  const clock = options.clock ?? testClock(new Date().toISOString());
  const app = await buildApp({ config, database, accessTokens, logger: false, clock: () => clock.now, paymentProvider: options.provider });
  await app.ready();
  return {
    app,
    database,
    config,
    accessTokens,
    clock,
    close: async () => {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user as registration makes one: 5 free credits and a 14-day trial from the clock's now. */
export async function registeredUser(testApp: BillingTestApp, overrides: Partial<UserRow> = {}): Promise<TestUser> {
  const user = await testApp.app.services.accounts.creator.create({ email: `buyer-${randomUUID()}@example.com`, language: 'en', country: 'AE', ...overrides } as never);
  await testApp.database.query('UPDATE users SET created_at = $2 WHERE id = $1', [user.id, testApp.clock.now.toISOString()]);
  const token = await testApp.accessTokens.sign({ userId: user.id });
  return { user: { ...user, createdAt: testApp.clock.now }, token, headers: { authorization: `Bearer ${token}` } };
}

export async function ledgerOf(testApp: TestApp, userId: string): Promise<{ kind: string; amount: number; reason: string; ref: string | null }[]> {
  return testApp.database.query('SELECT kind, amount, reason, ref FROM credit_ledger WHERE user_id = $1 ORDER BY id', [userId]);
}

export async function balanceOf(testApp: TestApp, userId: string): Promise<number> {
  return testApp.app.repositories.credits.balance(userId);
}
