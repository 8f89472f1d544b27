import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { DatabaseThreadData, FromDatabaseThread, ToDatabaseThread } from './protocol';
import { PortSocket, type ThreadLink } from './port-socket';

const BOOTSTRAP = new URL('../../workers/worker-bootstrap.mjs', import.meta.url);
const ENTRY = new URL('./pglite.thread.ts', import.meta.url).href;

/** Own-sized copy: a view on a larger buffer would be cloned whole, so it is copied and transferred. */
function detached(bytes: Uint8Array): Uint8Array {
  return bytes.slice();
}

/**
 * PGlite in its own worker thread, reached through node-postgres sockets (`socket()` is the pool's
 * `stream` option). The API thread then only serialises queries and parses replies; executing
 * them, PGlite's file system and its garbage are the database thread's.
 */
export class DatabaseThread implements ThreadLink {
  private readonly sockets = new Map<number, PortSocket>();
  private failure: Error | null = null;
  private stopping: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromDatabaseThread) => this.onMessage(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (!this.stopping) this.fail(new Error(`The database thread exited with code ${code}`));
    });
  }

  static async start(dataDir: string | undefined): Promise<DatabaseThread> {
    const workerData: DatabaseThreadData = { entry: ENTRY, ...(dataDir ? { dataDir } : {}) };
    const worker = new Worker(BOOTSTRAP, { workerData, execArgv: [] });
    const thread = new DatabaseThread(worker);
    const [first] = (await Promise.race([once(worker, 'message'), once(worker, 'exit').then(([code]) => [{ type: 'failed', message: `exit ${code}` }])])) as [FromDatabaseThread];
    if (first.type !== 'ready') {
      await worker.terminate();
      throw new Error(`The database thread did not start: ${first.type === 'failed' ? first.message : first.type}`);
    }
    return thread;
  }

  /** A new connection to the database thread (node-postgres `stream` factory). */
  socket(): PortSocket {
    return new PortSocket(this);
  }

  open(session: number, socket: PortSocket): void {
    if (this.failure) {
      process.nextTick(() => socket.hangUp(this.failure ?? undefined));
      return;
    }
    this.sockets.set(session, socket);
    this.post({ type: 'open', session });
  }

  write(session: number, bytes: Uint8Array): void {
    const copy = detached(bytes);
    this.worker.postMessage({ type: 'data', session, bytes: copy } satisfies ToDatabaseThread, [copy.buffer as ArrayBuffer]);
  }

  close(session: number): void {
    if (this.sockets.delete(session)) this.post({ type: 'close', session });
  }

  /** Closes PGlite (flushing it to disk) and ends the thread. Connections must be closed first. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      if (!this.failure) {
        const shut = once(this.worker, 'exit');
        this.post({ type: 'shutdown' });
        await shut;
      } else await this.worker.terminate();
    })();
    return this.stopping;
  }

  private post(message: ToDatabaseThread): void {
    this.worker.postMessage(message);
  }

  private onMessage(message: FromDatabaseThread): void {
    switch (message.type) {
      case 'data':
        this.sockets.get(message.session)?.deliver(message.bytes);
        break;
      case 'failed':
        this.fail(new Error(`The database thread failed: ${message.message}`));
        break;
      case 'ready':
      case 'shut':
        break;
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const socket of this.sockets.values()) socket.hangUp(error);
    this.sockets.clear();
  }
}
