import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: serialises migrations across processes starting at once (api + workers). */
const MIGRATION_LOCK_KEY = 7_312_001;

/**
 * Applies the committed SQL migrations (`NNNN_name.sql`, in name order) that have not run yet,
 * on PGlite and PostgreSQL alike. Each file and its bookkeeping row go in one simple-protocol
 * script, which the server runs as a single implicit transaction: all of it or none.
 * Returns the names applied.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort();
  return handle.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await connection.execScript(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await connection.query<{ name: string }>('SELECT name FROM schema_migrations');
      const done = new Set(rows.map((row) => row.name));
      const applied: string[] = [];
      for (const file of files) {
        const name = file.replace(/\.sql$/, '');
        if (done.has(name)) continue;
        const body = readFileSync(join(dir, file), 'utf8');
        await connection.execScript(`${body}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name}');`);
        applied.push(name);
      }
      return applied;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
