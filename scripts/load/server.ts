/**
 * The server under load: the compiled production build (`npm start`'s code path) in embedded mode,
 * on a free port with a fresh temporary DATA_DIR, its /metrics on a second port (event-loop delay).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from '../build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerUnderLoad {
  baseUrl: string;
  /** Where the server's /metrics answer (null for a LOAD_URL server without LOAD_METRICS_URL). */
  metricsUrl: string | null;
  /** The server's DATA_DIR, whose outbox holds the mailed one-time codes. */
  dataDir: string;
  /** The server's process id when this script started it (per-thread CPU from /proc). */
  pid: number | null;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000; // a shared, busy machine can take minutes
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error('the server did not answer /api/health within 300 s');
}

/**
 * Starts the server, unless LOAD_URL points at one already running (then LOAD_DATA_DIR must be its
 * DATA_DIR, and it must trust X-Forwarded-For so that registrations do not share one address).
 * LOAD_NODE_ARGS passes flags to the server's node (say `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<ServerUnderLoad> {
  const external = process.env.LOAD_URL;
  if (external) {
    const dataDir = process.env.LOAD_DATA_DIR;
    if (!dataDir) throw new Error('LOAD_URL needs LOAD_DATA_DIR: the server\'s DATA_DIR, whose outbox holds the registration codes');
    return { baseUrl: external.replace(/\/$/, ''), metricsUrl: process.env.LOAD_METRICS_URL ?? null, dataDir, pid: null, stop: async () => undefined };
  }
  await buildServerIfStale();
  const [port, metricsPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-load-'));
  const nodeArgs = (process.env.LOAD_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ALTCHA_COST: '10',
      ALTCHA_MAX_COUNTER: '500',
      TRUST_PROXY: 'true',
      SHUTDOWN_GRACE_SECONDS: '0',
      ...extraEnv,
    },
  });
  // Should this script die without its finally block, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    dataDir,
    pid: child.pid ?? null,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolveWait) => setTimeout(resolveWait, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      process.off('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
