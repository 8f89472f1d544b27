/**
 * Process entry: `node apps/server/dist/main.js [--role=all|api|worker|migrate]` (compiled by
 * `npm run build`; `npm run dev` runs src/main.ts through tsx).
 * `all` (default) serves the API and the web app and runs jobs in this process.
 * `api` serves HTTP and only enqueues jobs; `worker` runs jobs (BullMQ with REDIS_URL, otherwise
 * by polling the shared PostgreSQL jobs table) and serves no HTTP; `migrate` applies the
 * database migrations (under the migrator's lock) and exits.
 * With METRICS_PORT, every role also serves /metrics and the health probes on that port.
 */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { AccessTokens } from './adapters/access-tokens';
import { persistentSecret } from './adapters/secrets';
import { sweepTemporaryFiles } from './adapters/storage/sweep-temporary';
import { buildApp, type App } from './app';
import { acquireServerLock, DataDirBusyError } from './backup/server-lock';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { AppMetrics } from './observability/metrics';
import { startOpsServer } from './observability/ops-server';
import { startTracing, type TracingHandle } from './observability/tracing-sdk';

type Role = 'all' | 'api' | 'worker' | 'migrate';
const ROLES: Role[] = ['all', 'api', 'worker', 'migrate'];

/** A `.tmp` write this old in a shared DATA_DIR belongs to a process that died (writes take seconds). */
const ABANDONED_TEMPORARY_MS = 60 * 60 * 1000;

/** After the grace period, connections still open (event streams of requeued jobs) get this long before they are cut. */
const CONNECTION_DRAIN_MS = 5_000;

function parseRole(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = flag?.slice('--role='.length) ?? 'all';
  if (!ROLES.includes(role as Role)) {
    throw new ConfigError(`Invalid configuration: --role must be all, api, worker or migrate (got "${role}")`);
  }
  return role as Role;
}

async function start(config: AppConfig, role: Role): Promise<void> {
  if ((role === 'api' || role === 'worker') && !config.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: --role=api|worker needs DATABASE_URL (PGlite serves one process only)');
  }
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT || config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? startTracing({ role }) : null;
  // Embedded mode: one process per DATA_DIR (PGlite), and backups refuse while it runs.
  let releaseLock = () => undefined as void;
  if (!config.DATABASE_URL) {
    mkdirSync(config.dataDir, { recursive: true });
    releaseLock = acquireServerLock(config.dataDir);
    process.once('exit', () => releaseLock());
    // A killed predecessor may have left half-written files; nobody else writes here.
    const swept = await sweepTemporaryFiles(config.dataDir, [config.filesDir, config.cacheDir]);
    if (swept > 0) console.warn(`Removed ${swept} half-written temporary file(s) left by a stopped server.`);
  } else {
    // Other processes may be writing in a shared DATA_DIR right now: only files untouched for an hour are abandoned.
    const swept = await sweepTemporaryFiles(config.dataDir, [config.filesDir, config.cacheDir], { olderThanMs: ABANDONED_TEMPORARY_MS });
    if (swept > 0) console.warn(`Removed ${swept} half-written temporary file(s) older than an hour, left by a stopped process.`);
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: config.dbDir });
  await migrate(database);
  if (role === 'migrate') {
    await database.close();
    releaseLock();
    console.log('Migrations applied.');
    return;
  }
  const accessTokens = new AccessTokens(persistentSecret(config.JWT_SECRET, config.secretsDir, 'jwt-secret'));
  const metrics = new AppMetrics();
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  const app = await buildApp({ config, database, accessTokens, role, metrics, shutdownGraceMs: graceMs });
  let opsServer: Server | null = null;

  process.once('SIGINT', () => void shutdown({ app, database, tracing, opsServer, graceMs }, 'SIGINT'));
  process.once('SIGTERM', () => void shutdown({ app, database, tracing, opsServer, graceMs }, 'SIGTERM'));

  if (role === 'worker') {
    await app.ready();
    app.log.info('worker started');
  } else {
    await app.listen({ host: config.HOST, port: config.PORT });
  }
  if (config.METRICS_PORT) {
    metrics.collectProcessMetrics();
    opsServer = await startOpsServer(app, metrics, { host: config.METRICS_HOST ?? config.HOST, port: config.METRICS_PORT });
    app.log.info({ port: config.METRICS_PORT }, 'metrics and health probes listening');
  }
}

interface Running {
  app: App;
  database: DatabaseHandle;
  tracing: TracingHandle | null;
  opsServer: Server | null;
  graceMs: number;
}

/**
 * Graceful stop: new requests get 503 and no job is taken any more; running jobs get the grace
 * period to finish and the rest go back to queued (app.close, see app.ts); then the database,
 * Redis (with the queue) and the trace exporter close. A second signal kills at once.
 */
async function shutdown(running: Running, signal: string): Promise<void> {
  const { app, graceMs } = running;
  app.log.info({ signal, graceSeconds: graceMs / 1000 }, 'shutting down: no new requests or jobs, running jobs may finish');
  const cutConnections = setTimeout(() => app.server.closeAllConnections(), graceMs + CONNECTION_DRAIN_MS);
  cutConnections.unref();
  try {
    await app.close();
    running.opsServer?.closeAllConnections();
    running.opsServer?.close();
    await running.database.close();
    await running.tracing?.shutdown();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

try {
  const role = parseRole(process.argv.slice(2));
  await start(loadConfig(), role);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
