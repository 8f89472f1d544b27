import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/**
 * The databases the integration suites run against: PGlite always, and the real PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/test.mjs sets it when the server on :5432 answers).
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created and closes connections. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a throw-away schema in PostgreSQL. */
export async function openTestDatabase(kind: DatabaseKind, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const schemaName = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDatabase(
    kind === 'postgres' ? { url: process.env.TEST_DATABASE_URL, searchPath: schemaName, poolSize: 20 } : {},
  );
  if (options.migrate !== false) await migrate(handle);
  return {
    ...handle,
    dispose: async () => {
      if (schemaName) await handle.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await handle.close();
    },
  };
}
