import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { startServer, stopServer, type ServerProcess } from './server-process';
import { patternPng } from './support';

/**
 * The embedded server (PGlite on disk, in-process queue) is killed with SIGKILL while one job
 * runs and another waits; after a restart both finish, each exactly once.
 */
describe('a killed and restarted server finishes its jobs exactly once', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-restart-'));
  const secret = randomBytes(32).toString('hex');
  const env = { DATA_DIR: dataDir, JWT_SECRET: secret, WORKER_THREADS: '1' };
  const userId = randomUUID();
  let headers: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await migrate(database);
    await database.query("INSERT INTO users (id, email) VALUES ($1, 'restart@example.com')", [userId]);
    await database.query("INSERT INTO credit_ledger (user_id, kind, amount, reason) VALUES ($1, 'grant', 5, 'test')", [userId]);
    await database.close();
    headers = { authorization: `Bearer ${await new AccessTokens(secret).sign({ userId })}` };
  });
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server!.url}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const upload = async (): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([await patternPng(24, 16)], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${server!.url}/api/images`, { method: 'POST', headers, body: form });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const job = async (id: string) => (await call<{ data: Job }>('GET', `/api/jobs/${id}`)).data;
  const waitFor = async (id: string, until: (state: Job) => boolean, timeoutMs = 30_000): Promise<Job> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await job(id);
      if (until(state)) return state;
      if (Date.now() > deadline) throw new Error(`job ${id} is ${state.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('SIGKILL with a running and a queued job, restart, both succeed once', async () => {
    server = await startServer(env);
    const [firstImage, secondImage] = [await upload(), await upload()];
    const running = (await call<{ data: Job }>('POST', '/api/tools/test-wait', { imageId: firstImage, params: { delayMs: 2_500 } })).data;
    const queued = (await call<{ data: Job }>('POST', '/api/tools/test-wait', { imageId: secondImage, params: { delayMs: 200 } })).data;
    await waitFor(running.id, (state) => state.status === 'running' && state.progress > 0);
    expect((await job(queued.id)).status).toBe('queued');

    expect(await stopServer(server, 'SIGKILL')).toBe('SIGKILL');
    // What a write cut short by the kill leaves behind (storage writes a .tmp, then renames).
    const halfWritten = join(dataDir, 'files', 'zz', 'half.png.0123456789ab.tmp');
    mkdirSync(dirname(halfWritten), { recursive: true });
    writeFileSync(halfWritten, 'half');
    const killedPid = readFileSync(join(dataDir, 'server.lock'), 'utf8').trim();
    server = await startServer(env);
    expect(existsSync(halfWritten)).toBe(false);
    // The killed server's lock was taken over by the new one.
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).not.toBe(killedPid);

    const [first, second] = [await waitFor(running.id, (state) => state.status === 'succeeded'), await waitFor(queued.id, (state) => state.status === 'succeeded')];
    expect(first.outputs).toHaveLength(1);
    expect(second.outputs).toHaveLength(1);
    const gallery = await call<{ data: { jobId: string }[]; total: number }>('GET', '/api/generated-images?tool=test-wait');
    expect(gallery.total).toBe(2);
    expect(gallery.data.map((entry) => entry.jobId).sort()).toEqual([running.id, queued.id].sort());
    const credits = await call<{ data: { balance: number; reserved: number } }>('GET', '/api/credits');
    expect(credits.data).toMatchObject({ balance: 3, reserved: 0 });

    // A graceful stop, then the database itself: one reserve and one capture per job, the run count.
    expect(await stopServer(server, 'SIGTERM')).toBe('0');
    server = undefined;
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    try {
      const jobs = await database.query<{ id: string; attempt: number; status: string }>('SELECT id, attempt, status FROM jobs');
      expect(Object.fromEntries(jobs.map((row) => [row.id, row.attempt]))).toEqual({ [running.id]: 2, [queued.id]: 1 });
      const ledger = await database.query<{ job_id: string; kind: string; amount: number }>(
        'SELECT job_id, kind, amount FROM credit_ledger WHERE job_id IS NOT NULL ORDER BY job_id, id',
      );
      for (const id of [running.id, queued.id]) {
        expect(ledger.filter((entry) => entry.job_id === id).map((entry) => [entry.kind, entry.amount])).toEqual([
          ['reserve', -1],
          ['capture', 0],
        ]);
      }
      const outputs = await database.query('SELECT id FROM images WHERE purpose = $1', ['output']);
      expect(outputs).toHaveLength(2);
    } finally {
      await database.close();
    }
  }, 180_000);
});
