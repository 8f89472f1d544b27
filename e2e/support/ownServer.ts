/**
 * A second Vitrina server for a test file whose configuration differs from the suite's (say a
 * hosted diffusion engine and no ComfyUI): the same build and web app as scripts/e2e.mjs starts,
 * its own fresh DATA_DIR (embedded mode) and port. `useOwnServer` points this file's helpers
 * (baseUrl, registerRealUser, browser pages) at it; each test file runs in its own worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Settings the suite's server has that a file's own server must not inherit unless it asks. */
const ENGINE_SETTINGS = ['COMFYUI_URL', 'COMFYUI_AUTH_HEADER', 'FAL_KEY', 'FAL_PROXY_URL', 'GENERATION_ENGINES'];

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolveStop();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the server with `env` on top of the suite's settings and waits until /api/health answers. */
export async function startOwnServer(env: Record<string, string>, timeoutMs = 300_000): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-own-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ENGINE_SETTINGS.includes(name)));
  const fromSource = Boolean(process.env.E2E_SERVER_FROM_SOURCE);
  const server = spawn(process.execPath, fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SERVE_WEB: 'true',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? join(root, 'apps/web/dist'),
      ALTCHA_COST: '10',
      ALTCHA_MAX_COUNTER: '500',
      TRUST_PROXY: 'true',
      SHUTDOWN_GRACE_SECONDS: '0',
      ...env,
    },
  });
  const close = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) {
      await close();
      throw new Error(`own server exited with code ${server.exitCode} before becoming healthy`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`own server not healthy after ${timeoutMs / 1000}s`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  return { baseUrl, dataDir, close };
}

/** Points baseUrl(), the account helpers and new browser pages of this test file at `server`. */
export function useOwnServer(server: OwnServer): void {
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
}
