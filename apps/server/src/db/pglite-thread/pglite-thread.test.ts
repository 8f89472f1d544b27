import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client';

// The embedded database runs in its own thread: its queries must never hold the API's event loop,
// and the connections sharing its one PostgreSQL session must never interleave.
describe('embedded database thread', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.execScript('CREATE TABLE probe (id int PRIMARY KEY, note text)');
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('keeps the main event loop ticking while a query runs for a second', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      await database.query('SELECT pg_sleep(1)');
    } finally {
      clearInterval(ticker);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    // PGlite on the main thread would run the whole second synchronously: one gap of 1000 ms.
    expect(longestGap).toBeLessThan(500);
  });

  it('answers parallel parameterised queries each with its own parameters', async () => {
    const values = Array.from({ length: 40 }, (_, index) => index);
    const answers = await Promise.all(values.map((value) => database.query<{ v: number }>('SELECT $1::int * 2 AS v', [value])));
    expect(answers.map((rows) => rows[0].v)).toEqual(values.map((value) => value * 2));
  });

  it('runs a transaction whole: another connection waits for its end and never sees a rolled-back row', async () => {
    const order: string[] = [];
    const transaction = database.withConnection(async (connection) => {
      await connection.query('BEGIN');
      await connection.query("INSERT INTO probe VALUES (1, 'kept'), (2, 'undone')");
      await connection.query('SAVEPOINT s');
      await connection.query('DELETE FROM probe WHERE id = 1');
      await connection.query('ROLLBACK TO SAVEPOINT s');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await connection.query('DELETE FROM probe WHERE id = 2');
      order.push('commit');
      await connection.query('COMMIT');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.query<{ id: number }>('SELECT id FROM probe ORDER BY id').then((rows) => {
      order.push('outside read');
      return rows.map((row) => row.id);
    });
    await transaction;
    expect(await outside).toEqual([1]);
    expect(order).toEqual(['commit', 'outside read']);
  });

  it('rolls back a failed Drizzle transaction and serves the other connections again', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES (3, 'lost')`);
        await tx.execute(sql`SELECT no_such_column FROM probe`);
      }),
    ).rejects.toThrow();
    const rows = await Promise.all(Array.from({ length: 6 }, () => database.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE id = 3')));
    expect(rows.map((answer) => answer[0].n)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
