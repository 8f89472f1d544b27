#!/usr/bin/env node
/**
 * `npm run scale:local -- --workers=N`: scale mode on this machine without containers. One
 * `--role=api` process (PORT, default 8080) and N `--role=worker` processes, all compiled
 * JavaScript (built first when stale), sharing the local PostgreSQL and Redis:
 *
 *   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/vitrina (created when missing)
 *   REDIS_URL     default redis://127.0.0.1:6379
 *   METRICS_PORT  when set: the api serves metrics on it, worker i on METRICS_PORT + i
 *
 * Files stay in DATA_DIR (shared by the processes) unless S3_* is set. Output lines are prefixed
 * with the process name. Ctrl-C or SIGTERM stops every process gracefully.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from './build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const workers = Number(flag('workers') ?? 2);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error('--workers must be a whole number from 1 to 64');
  process.exit(1);
}

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** Creates the database of DATABASE_URL when the server answers but the database does not exist. */
async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(target);
  admin.pathname = '/postgres';
  admin.search = '';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`[scale] created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function prefixed(stream, name, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

function startProcess(name, role, extraEnv) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), `--role=${role}`], { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixed(child.stdout, name, process.stdout);
  prefixed(child.stderr, name, process.stderr);
  return { name, child, exited: new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)))) };
}

await ensureDatabase(env.DATABASE_URL);
if (await buildServerIfStale({ quiet: true })) console.log('[scale] server compiled');

const metricsBase = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null;
const metricsPort = (index) => (metricsBase === null ? {} : { METRICS_PORT: String(metricsBase + index) });
const processes = [startProcess('api', 'api', metricsPort(0))];
for (let index = 1; index <= workers; index += 1) processes.push(startProcess(`worker-${index}`, 'worker', metricsPort(index)));
console.log(`[scale] api on port ${env.PORT ?? 8080} and ${workers} worker(s) on ${new URL(env.DATABASE_URL).host} (PostgreSQL) and ${new URL(env.REDIS_URL).host} (Redis)`);

let stopping = false;
const stopAll = (signal) => {
  stopping = true;
  for (const { child } of processes) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll('SIGTERM'));
for (const { name, exited } of processes) {
  void exited.then((code) => {
    if (!stopping) {
      console.error(`[scale] ${name} exited (${code}); stopping the others`);
      process.exitCode = 1;
      stopAll('SIGTERM');
    }
  });
}
const codes = await Promise.all(processes.map(({ exited }) => exited));
process.exit(process.exitCode ?? (codes.every((code) => code === 0) ? 0 : 1));
