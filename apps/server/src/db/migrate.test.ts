import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/support/databases';
import { migrate } from './migrate';

describe.each(testDatabaseKinds)('migrate on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('applies pending migrations once, in order, and is idempotent', async () => {
    database = await openTestDatabase(kind, { migrate: false });
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-migrations-'));
    writeFileSync(join(dir, '0002_second.sql'), 'ALTER TABLE sample ADD COLUMN label text;');
    writeFileSync(join(dir, '0001_first.sql'), 'CREATE TABLE sample (id int PRIMARY KEY);\nINSERT INTO sample VALUES (1);');
    expect(await migrate(database, dir)).toEqual(['0001_first', '0002_second']);
    expect(await migrate(database, dir)).toEqual([]);
    const rows = await database.query<{ id: number; label: string | null }>('SELECT id, label FROM sample');
    expect(rows).toEqual([{ id: 1, label: null }]);
  });

  it('leaves nothing half-applied when a migration fails', async () => {
    database = await openTestDatabase(kind, { migrate: false });
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-migrations-'));
    writeFileSync(join(dir, '0001_broken.sql'), 'CREATE TABLE half (id int);\nSELECT no_such_function();');
    await expect(migrate(database, dir)).rejects.toThrow();
    const tables = await database.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half'");
    expect(tables).toHaveLength(0);
    const applied = await database.query('SELECT name FROM schema_migrations');
    expect(applied).toHaveLength(0);
  });

  it('applies every committed migration of the application, in order', async () => {
    database = await openTestDatabase(kind);
    const committed = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    const applied = await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(committed.length).toBeGreaterThan(0);
    expect(applied.map((row) => row.name)).toEqual(committed);
  });
});
