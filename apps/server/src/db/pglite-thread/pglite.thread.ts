import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseThreadData, FromDatabaseThread, ToDatabaseThread } from './protocol';
import { SessionScheduler } from './session-scheduler';

// The embedded database's own thread: PGlite (WASM PostgreSQL) runs here, so its query execution,
// file system work and garbage stay off the API's event loop. The API talks PostgreSQL wire
// protocol to it over this thread's message port (see ./index.ts).

if (!parentPort) throw new Error('pglite.thread runs as a worker thread');
const port = parentPort;
const post = (message: FromDatabaseThread) => port.postMessage(message);

async function start(): Promise<void> {
  const { dataDir } = workerData as DatabaseThreadData;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const database = new PGlite(dataDir);
  await database.waitReady;
  const scheduler = new SessionScheduler(
    { execProtocolRaw: (message) => database.execProtocolRaw(message) },
    (session, bytes) => {
      const copy = bytes.slice(); // own-sized: a view on WASM memory would be cloned whole
      port.postMessage({ type: 'data', session, bytes: copy } satisfies FromDatabaseThread, [copy.buffer]);
    },
    (error) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
  port.on('message', (message: ToDatabaseThread) => {
    switch (message.type) {
      case 'open':
        scheduler.open(message.session);
        break;
      case 'data':
        scheduler.receive(message.session, message.bytes);
        break;
      case 'close':
        scheduler.close(message.session);
        break;
      case 'shutdown':
        void database.close().then(
          () => {
            post({ type: 'shut' });
            port.close();
          },
          (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
        );
        break;
    }
  });
  post({ type: 'ready' });
}

start().catch((error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
