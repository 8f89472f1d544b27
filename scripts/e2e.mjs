#!/usr/bin/env node
/**
 * End-to-end tests in a real browser against the real server.
 *
 *   node scripts/e2e.mjs [vitest filters...]
 *
 * 1. builds the web app when apps/web/dist is missing or older than its sources, and compiles the
 *    server when its build is missing or stale (the suite runs the production build; set
 *    E2E_SERVER_FROM_SOURCE=1 to run src/main.ts through tsx instead);
 * 2. starts the server on a free port with a fresh temporary DATA_DIR (embedded mode);
 * 3. waits for /api/health, runs Vitest on e2e/ (E2E_BASE_URL points at the server);
 * 4. stops the server and removes the data directory. Exits non-zero on any failure.
 *
 * With E2E_BASE_URL already set, steps 1, 2 and 4 are skipped and that server is used.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from './build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[e2e] ${message}`);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// E2E_WEB_DIST lets several checkouts or agents build and test side by side without sharing apps/web/dist.
const webDist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(root, 'apps/web/dist');

function buildWebIfStale() {
  const builtIndex = join(webDist, 'index.html');
  const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/postcss.config.mjs', 'packages/contracts/src', 'packages/editor-core/src'];
  const newestSource = Math.max(...sources.map((path) => newestMtime(join(root, path))));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSource) {
    log('web app is up to date');
    return;
  }
  log('building the web app');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode} before becoming healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000}s`);
}

function stopServer(server) {
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

function runVitest(baseUrl, filters, dataDir, comfyPort) {
  return new Promise((resolveRun) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters], {
      cwd: root,
      stdio: 'inherit',
      // E2E_DATA_DIR lets tests read the server's outbox (one-time codes arrive there as .eml files).
      // E2E_COMFYUI_PORT: where the diffusion tests start their ComfyUI protocol server (the server's COMFYUI_URL).
      // E2E_WEB_DIST_DIR: the web build, for test files that start a server of their own (e2e/support/ownServer.ts).
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_WEB_DIST_DIR: webDist, ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}), ...(comfyPort ? { E2E_COMFYUI_PORT: String(comfyPort) } : {}) },
    });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const filters = process.argv.slice(2);
  if (process.env.E2E_BASE_URL) return runVitest(process.env.E2E_BASE_URL, filters);

  buildWebIfStale();
  const fromSource = Boolean(process.env.E2E_SERVER_FROM_SOURCE);
  if (!fromSource && (await buildServerIfStale({ quiet: true }))) log('compiled the server');
  const port = await freePort();
  // The server is given a ComfyUI address; nothing listens there until a diffusion test starts its
  // protocol server, so every other test sees the "no diffusion engine" state. Product generation
  // stays on the studio engine (GENERATION_ENGINES) so its tests do not depend on that server.
  const comfyPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the server on ${baseUrl} (DATA_DIR ${dataDir})`);
  const server = spawn(process.execPath, fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, SERVE_WEB: 'true', WEB_DIST_DIR: webDist, ALTCHA_COST: '10', ALTCHA_MAX_COUNTER: '500', TRUST_PROXY: 'true', SHUTDOWN_GRACE_SECONDS: '0', COMFYUI_URL: `http://127.0.0.1:${comfyPort}`, GENERATION_ENGINES: 'generate=studio' },
  });
  const cleanUp = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  }
  try {
    // Generous: a fresh embedded database is created and migrated first, which is slow on a busy machine.
    await waitForHealth(baseUrl, server, 300_000);
    return await runVitest(baseUrl, filters, dataDir, comfyPort);
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
