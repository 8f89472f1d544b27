import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/support/databases';
import * as schema from './schema';

/** The Drizzle tables (used by queries) and the SQL migrations (used to build the DB) must agree. */
describe('Drizzle schema matches the migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);

  it('declares at least one table', () => {
    expect(tables.length).toBeGreaterThan(0);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))('table %s', async (name, table) => {
    const rows = await database.query<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
      'SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()',
      [name],
    );
    const actual = Object.fromEntries(rows.map((row) => [row.column_name, row.is_nullable === 'NO']));
    const declared = Object.fromEntries(getTableConfig(table).columns.map((column) => [column.name, column.notNull]));
    expect(actual).toEqual(declared);
  });
});
