import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { freePort, startServer, stopServer, type ServerProcess } from '../jobs/server-process';
import { patternPng } from '../jobs/support';

const GRACE_SECONDS = 3;

/**
 * The production server (`npm start`: compiled JavaScript, embedded mode) gets SIGTERM while two
 * jobs run and one waits: the short job finishes within the grace period, the long one goes back
 * to the queue, the waiting one is not touched; after a restart both finish. Every job ends with
 * one output, one reserve and one capture: nothing lost, nothing charged twice.
 */
describe('npm start: the compiled server stops gracefully on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-shutdown-'));
  const secret = randomBytes(32).toString('hex');
  const userId = randomUUID();
  let env: Record<string, string>;
  let metricsUrl: string;
  let headers: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await migrate(database);
    await database.query("INSERT INTO users (id, email) VALUES ($1, 'shutdown@example.com')", [userId]);
    await database.query("INSERT INTO credit_ledger (user_id, kind, amount, reason) VALUES ($1, 'grant', 10, 'test')", [userId]);
    await database.close();
    headers = { authorization: `Bearer ${await new AccessTokens(secret).sign({ userId })}` };
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    env = { DATA_DIR: dataDir, JWT_SECRET: secret, WORKER_THREADS: '2', SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), METRICS_PORT: String(metricsPort) };
  }, 180_000);
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
  const submit = async (imageId: string, delayMs: number, cost: number) => (await call<{ data: Job }>('POST', '/api/tools/test-wait', { imageId, params: { delayMs, cost } })).data;
  const job = async (id: string) => (await call<{ data: Job }>('GET', `/api/jobs/${id}`)).data;
  const waitFor = async (id: string, until: (state: Job) => boolean, timeoutMs = 60_000): Promise<Job> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await job(id);
      if (until(state)) return state;
      if (Date.now() > deadline) throw new Error(`job ${id} is ${state.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const readRows = async () => {
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    try {
      const jobs = await database.query<{ id: string; status: string; attempt: number }>('SELECT id, status, attempt FROM jobs');
      const ledger = await database.query<{ job_id: string | null; kind: string; amount: number }>('SELECT job_id, kind, amount FROM credit_ledger');
      const outputs = await database.query<{ job_id: string; n: number }>('SELECT job_id, count(*)::int AS n FROM generated_images GROUP BY job_id');
      return { jobs: new Map(jobs.map((row) => [row.id, row])), ledger, outputs: new Map(outputs.map((row) => [row.job_id, row.n])) };
    } finally {
      await database.close();
    }
  };

  it('runs compiled JavaScript, finishes the short job, requeues the long one, and loses or double-charges nothing', async () => {
    server = await startServer(env, 'all', 180_000, 'npm-start');
    // The process serving requests runs the build: no tsx in its command line or its loader flags.
    const commandLine = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').join(' ');
    expect(commandLine).toContain('scripts/start.mjs');
    expect(commandLine).not.toContain('tsx');
    expect(readFileSync(`/proc/${server.child.pid}/environ`, 'utf8')).not.toMatch(/NODE_OPTIONS=[^\0]*tsx/);
    expect(server.output()).not.toContain('src/main.ts');

    const [shortImage, longImage, waitingImage] = [await upload(), await upload(), await upload()];
    const short = await submit(shortImage, 2_500, 1);
    const long = await submit(longImage, 8_000, 2);
    await waitFor(short.id, (state) => state.status === 'running' && state.progress > 0);
    await waitFor(long.id, (state) => state.status === 'running' && state.progress > 0);
    const waiting = await submit(waitingImage, 100, 1);
    expect((await job(waiting.id)).status).toBe('queued');

    const stopping = Date.now();
    server.child.kill('SIGTERM');
    // New requests are refused while the running jobs get their grace period.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await fetch(`${server.url}/api/health/ready`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(during);
    expect(await server.exited).toBe('0');
    const stoppedAfterMs = Date.now() - stopping;
    expect(stoppedAfterMs).toBeLessThan((GRACE_SECONDS + 8) * 1000);
    server = undefined;

    const afterStop = await readRows();
    expect(afterStop.jobs.get(short.id)).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect(afterStop.jobs.get(long.id)).toMatchObject({ status: 'queued', attempt: 1 });
    expect(afterStop.jobs.get(waiting.id)).toMatchObject({ status: 'queued', attempt: 0 });
    expect(afterStop.outputs.get(short.id)).toBe(1);
    expect(afterStop.outputs.get(long.id)).toBeUndefined();

    server = await startServer(env, 'all', 180_000, 'npm-start');
    expect(await waitFor(long.id, (state) => state.status === 'succeeded')).toMatchObject({ status: 'succeeded' });
    expect(await waitFor(waiting.id, (state) => state.status === 'succeeded')).toMatchObject({ status: 'succeeded' });

    const final = await readRows();
    for (const { id, cost } of [
      { id: short.id, cost: 1 },
      { id: long.id, cost: 2 },
      { id: waiting.id, cost: 1 },
    ]) {
      expect(final.outputs.get(id)).toBe(1);
      const entries = final.ledger.filter((entry) => entry.job_id === id);
      expect(entries.map((entry) => entry.kind).sort()).toEqual(['capture', 'reserve']);
      expect(entries.find((entry) => entry.kind === 'reserve')?.amount).toBe(-cost);
    }
    expect(final.jobs.get(long.id)?.attempt).toBe(2);
    expect(final.ledger.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBe(10 - 4);

    // Metrics after jobs, from this (restarted) process: the two jobs it ran and the credits they took.
    const metrics = await (await fetch(metricsUrl)).text();
    expect(metrics).toMatch(/^vitrina_job_duration_seconds_count\{tool="test-wait",engine="test-wait",status="succeeded"\} 2$/m);
    expect(metrics).toMatch(/^vitrina_credits_spent_total\{tool="test-wait"\} 3$/m);
    expect(metrics).toMatch(/^http_request_duration_seconds_count\{route="\/api\/jobs\/:id",method="GET",status="200"\} \d+$/m);
    expect(metrics).toMatch(/^process_cpu_seconds_total \d/m);
    expect(metrics).toContain('# TYPE vitrina_jobs_waiting gauge');
    expect(metrics).toContain('# TYPE vitrina_jobs_running gauge');
  }, 300_000);
});
