import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { openDatabase, type SqlConnection } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { startServer, stopServer, type ServerProcess } from '../jobs/server-process';
import { QueueCluster } from '../queue/support';

/** `embedded`: one `--role=all` process on PGlite; `scale`: `--role=api` on PostgreSQL and Redis. */
export type KillMode = 'embedded' | 'scale';

/**
 * A DATA_DIR and a database for kill tests that start the real server as a child process, kill
 * it with SIGKILL and start it again. In embedded mode the database is the PGlite directory the
 * server itself opens, so it is only read while no server runs (`sql`).
 */
export class KillRig {
  readonly secret = randomBytes(32).toString('hex');
  server: ServerProcess | undefined;

  private constructor(
    readonly mode: KillMode,
    readonly dataDir: string,
    private readonly processEnv: Record<string, string>,
    private readonly cluster: QueueCluster | null,
  ) {}

  static async open(mode: KillMode, env: Record<string, string> = {}): Promise<KillRig> {
    if (mode === 'scale') {
      const cluster = await QueueCluster.open('postgres');
      return new KillRig(mode, cluster.dataDir, { ...(await cluster.processEnv()), ...env }, cluster);
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-kill-'));
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await migrate(database);
    await database.close();
    return new KillRig(mode, dataDir, { DATA_DIR: dataDir, WORKER_THREADS: '1', ...env }, null);
  }

  /** Starts the server (replacing none: the previous one must be stopped). */
  async start(env: Record<string, string> = {}): Promise<ServerProcess> {
    this.server = await startServer({ ...this.processEnv, JWT_SECRET: this.secret, ...env }, this.mode === 'scale' ? 'api' : 'all');
    return this.server;
  }

  async kill(): Promise<string> {
    const signal = await stopServer(this.server!, 'SIGKILL');
    this.server = undefined;
    return signal;
  }

  async stop(): Promise<string> {
    const code = await stopServer(this.server!, 'SIGTERM');
    this.server = undefined;
    return code;
  }

  /** The database, opened for `work` (embedded: PGlite's own recovery runs here, so it must be stopped). */
  async sql<T>(work: (db: SqlConnection) => Promise<T>): Promise<T> {
    if (this.cluster) return work(this.cluster.database);
    if (this.server) throw new Error('embedded mode: stop the server before opening its database');
    const database = await openDatabase({ pgliteDir: join(this.dataDir, 'db') });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  /** A user with `credits` granted; returns its id and a bearer header signed with this rig's secret. */
  async user(credits: number): Promise<{ id: string; headers: Record<string, string> }> {
    const id = randomUUID();
    await this.sql(async (db) => {
      await db.query("INSERT INTO users (id, email, country) VALUES ($1, $2, 'AE')", [id, `kill-${id}@example.com`]);
      await db.query("INSERT INTO credit_ledger (user_id, kind, amount, reason) VALUES ($1, 'grant', $2, 'test')", [id, credits]);
    });
    return { id, headers: { authorization: `Bearer ${await new AccessTokens(this.secret).sign({ userId: id })}` } };
  }

  /** Every file under DATA_DIR/files, relative to it. */
  storedFiles(): string[] {
    const root = join(this.dataDir, 'files');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else found.push(relative(root, path).split('\\').join('/'));
      }
    };
    try {
      walk(root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return found.sort();
  }

  async close(): Promise<void> {
    if (this.server) await this.kill();
    if (this.cluster) await this.cluster.close();
    else rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The kill tests' modes: embedded always, scale when PostgreSQL is there (Redis is then assumed, as in test/queue). */
export const killModes: KillMode[] = process.env.TEST_DATABASE_URL ? ['embedded', 'scale'] : ['embedded'];
