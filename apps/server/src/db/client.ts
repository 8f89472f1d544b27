import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DatabaseThread } from './pglite-thread';
import * as schema from './schema';

/**
 * Connections to the embedded database thread. They share one PGlite session (queries run one at a
 * time there), so a few suffice to keep it busy while the API thread parses earlier replies.
 */
const PGLITE_POOL_SIZE = 4;

export type Schema = typeof schema;
/** The Drizzle handle repositories use; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Raw SQL on one connection: multi-statement scripts and plain queries. */
export interface SqlConnection {
  /** Runs a multi-statement script as one simple query: atomic, rolled back whole on error. */
  execScript(sqlText: string): Promise<void>;
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseHandle extends SqlConnection {
  kind: DatabaseKind;
  db: Database;
  /** Runs `work` on one dedicated connection (session-level locks need that). */
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; in-memory when absent. */
  pgliteDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  searchPath?: string;
  /** Pool size (both modes). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.pgliteDir, options);
}

/**
 * Embedded mode: PGlite runs in its own worker thread (`pglite-thread/`), and the API reaches it
 * the way scale mode reaches PostgreSQL, through a node-postgres pool (its sockets are message-port
 * sessions, not TCP). One PGlite session serves them all: a connection keeps it for a whole
 * exchange and a whole transaction, so they never interleave.
 */
async function openPglite(dataDir: string | undefined, options: DatabaseOptions): Promise<DatabaseHandle> {
  const thread = await DatabaseThread.start(dataDir);
  const pool = new pg.Pool({
    max: options.poolSize ?? PGLITE_POOL_SIZE,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.socket(),
  });
  pool.on('error', () => undefined);
  const handle = overPool('pglite', pool);
  return {
    ...handle,
    close: async () => {
      await pool.end();
      await thread.stop();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection the server drops (restart, failover, network) is removed from the pool and
  // replaced on the next query; without a listener its 'error' event would end the process.
  pool.on('error', () => undefined);
  if (options.searchPath) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.searchPath}"`);
  }
  return overPool('postgres', pool);
}

function overPool(kind: DatabaseKind, pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const over = (client: pg.Pool | pg.PoolClient): SqlConnection => ({
    execScript: async (sqlText) => {
      await client.query(sqlText);
    },
    query: async <Row>(sqlText: string, params?: unknown[]) => (await client.query(sqlText, params)).rows as Row[],
  });
  return {
    kind,
    db,
    ...over(pool),
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(over(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
