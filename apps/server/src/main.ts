/**
 * Process entry: `node --import tsx apps/server/src/main.ts [--role=all|api|worker]`.
 * `all` (default) serves the API and the web app and runs jobs in this process.
 * `api` serves HTTP and only enqueues jobs; `worker` runs jobs (BullMQ with REDIS_URL, otherwise
 * by polling the shared PostgreSQL jobs table) and serves no HTTP.
 */
import { AccessTokens } from './adapters/access-tokens';
import { persistentSecret } from './adapters/secrets';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

type Role = 'all' | 'api' | 'worker';

function parseRole(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = flag?.slice('--role='.length) ?? 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    throw new ConfigError(`Invalid configuration: --role must be all, api or worker (got "${role}")`);
  }
  return role;
}

async function start(config: AppConfig, role: Role): Promise<void> {
  if (role !== 'all' && !config.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: --role=api|worker needs DATABASE_URL (PGlite serves one process only)');
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: config.dbDir });
  await migrate(database);
  const accessTokens = new AccessTokens(persistentSecret(config.JWT_SECRET, config.secretsDir, 'jwt-secret'));
  const app = await buildApp({ config, database, accessTokens, role });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (role === 'worker') {
    await app.ready();
    app.log.info('worker started');
    return;
  }
  await app.listen({ host: config.HOST, port: config.PORT });
}

try {
  const role = parseRole(process.argv.slice(2));
  await start(loadConfig(), role);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
