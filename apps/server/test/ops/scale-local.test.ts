import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '../../src/adapters/access-tokens';
import { freePort } from '../jobs/server-process';
import { patternPng } from '../jobs/support';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { deleteRedisKeys } from '../queue/support';

const SCALE_LOCAL = fileURLToPath(new URL('../../../../scripts/scale-local.mjs', import.meta.url));

/** `npm run scale:local -- --workers=2`: one api and two worker processes on PostgreSQL and Redis. */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('npm run scale:local', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-scale-'));
  const prefix = `vitrina-scale-${randomBytes(4).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  const userId = randomUUID();
  let database: TestDatabase;
  let child: ChildProcess;
  let output = '';
  let baseUrl: string;
  let metricsBase: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const [{ schema } = { schema: '' }] = await database.query<{ schema: string }>('SELECT current_schema() AS schema');
    // On the trial the user may run 2 jobs at once (a free user's jobs would run one after another, on one worker).
    await database.query("INSERT INTO users (id, email, trial_ends_at) VALUES ($1, 'scale@example.com', now() + interval '7 days')", [userId]);
    await database.query("INSERT INTO credit_ledger (user_id, kind, amount, reason) VALUES ($1, 'grant', 10, 'test')", [userId]);
    headers = { authorization: `Bearer ${await new AccessTokens(secret).sign({ userId })}` };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const port = await freePort();
    metricsBase = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SCALE_LOCAL, '--workers=2'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        REDIS_URL: process.env.TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsBase),
        SERVE_WEB: 'false',
        WORKER_THREADS: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 180_000;
    while (!(/\[api\].*Server listening/.test(output) && (output.match(/\[worker-\d\].*"worker started"/g) ?? []).length === 2)) {
      if (child.exitCode !== null) throw new Error(`scale:local exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`scale:local not ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 240_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.dispose();
    await deleteRedisKeys(prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([await patternPng(24, 16)], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${baseUrl}/api/images`, { method: 'POST', headers, body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const jobState = async (id: string): Promise<Job> => ((await (await fetch(`${baseUrl}/api/jobs/${id}`, { headers })).json()) as { data: Job }).data;
  const workerJobCount = async (index: number): Promise<number> => {
    const text = await (await fetch(`http://127.0.0.1:${metricsBase + index}/metrics`)).text();
    return Number(/^vitrina_job_duration_seconds_count\{tool="test-wait",engine="test-wait",status="succeeded"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  it('the api enqueues, both workers run jobs, probes answer on every process, SIGTERM stops them all', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${baseUrl}/api/tools/test-wait`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ imageId: await upload(), params: { delayMs: 1_500, cost: 1 } }),
      });
      expect(response.status).toBe(202);
      ids.push(((await response.json()) as { data: Job }).data.id);
    }
    const deadline = Date.now() + 120_000;
    while ((await Promise.all(ids.map(jobState))).some((job) => job.status !== 'succeeded')) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Each worker (one thread each) ran some of the four; the api ran none.
    const [first, second] = [await workerJobCount(1), await workerJobCount(2)];
    expect(first + second).toBe(4);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(await (await fetch(`http://127.0.0.1:${metricsBase}/metrics`)).text()).not.toMatch(/^vitrina_job_duration_seconds_count/m);
    for (const index of [0, 1, 2]) expect((await fetch(`http://127.0.0.1:${metricsBase + index}/api/health/ready`)).status).toBe(200);
    const [{ balance } = { balance: -1 }] = await database.query<{ balance: number }>('SELECT sum(amount)::int AS balance FROM credit_ledger WHERE user_id = $1', [userId]);
    expect(balance).toBe(10 - 4);

    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(0);
    expect(output.match(/\] .*"msg":"stopped"/g)).toHaveLength(3);
  }, 240_000);
});
