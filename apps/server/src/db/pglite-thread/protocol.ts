/**
 * Messages between the API thread and the PGlite thread. Each pool connection is a session id;
 * its bytes are PostgreSQL wire protocol, exactly what a TCP socket would carry.
 */
export type ToDatabaseThread =
  | { type: 'open'; session: number }
  | { type: 'data'; session: number; bytes: Uint8Array }
  | { type: 'close'; session: number }
  | { type: 'shutdown' };

export type FromDatabaseThread =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'data'; session: number; bytes: Uint8Array }
  | { type: 'shut' };

export interface DatabaseThreadData {
  /** Module the bootstrap imports (this thread's entry). */
  entry: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
}
