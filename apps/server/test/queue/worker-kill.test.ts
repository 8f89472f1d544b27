import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '../support/app';
import { balanceOf, createImage, getJob, grantCredits, ledgerOf, submitOk, waitForJob } from '../jobs/support';
import { startServer, stopServer, type ServerProcess } from '../jobs/server-process';
import { QueueCluster, REDIS_URL } from './support';

/**
 * Scale mode (PostgreSQL + Redis): a `--role=worker` child process is killed with SIGKILL in the
 * middle of a job. Nothing tells anyone: the job row still says running and its BullMQ delivery
 * is still "active" in Redis. A new worker must finish it exactly once, within seconds (the
 * job's lease and BullMQ's stalled-job check, see services/jobs/README.md), charging it once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a --role=worker process killed with SIGKILL mid-job', () => {
  let cluster: QueueCluster;
  let api: TestApp;
  let owner: TestUser;
  let env: Record<string, string>;
  const workers: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = await QueueCluster.open('postgres');
    api = cluster.view(await cluster.startApp('api'));
    owner = await createTestUser(api);
    await grantCredits(api, owner.user.id, 5);
    env = { ...(await cluster.processEnv()), JWT_SECRET: randomBytes(32).toString('hex') };
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) await stopServer(worker, 'SIGKILL');
    await cluster.close();
  });

  it('the next worker completes the killed job once; the ledger balances; Redis holds nothing stuck', async () => {
    workers.push(await startServer(env, 'worker'));
    const running = await submitOk(api, owner.headers, 'test-wait', { imageId: (await createImage(api, owner.user.id)).id, params: { delayMs: 5_000, cost: 1 } });
    const queued = await submitOk(api, owner.headers, 'test-wait', { imageId: (await createImage(api, owner.user.id)).id, params: { delayMs: 100, cost: 2 } });
    await waitForJob(api, owner.headers, running.id, (state) => state.status === 'running' && state.progress > 0, 30_000);
    expect((await getJob(api, owner.headers, queued.id)).status).toBe('queued');

    expect(await stopServer(workers[0], 'SIGKILL')).toBe('SIGKILL');
    const killedAt = Date.now();
    // The crash left the row running under a lease nobody renews.
    expect((await getJob(api, owner.headers, running.id)).status).toBe('running');

    workers.push(await startServer(env, 'worker'));
    const first = await waitForJob(api, owner.headers, running.id, (state) => state.status === 'succeeded', 60_000);
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    const second = await waitForJob(api, owner.headers, queued.id, (state) => state.status === 'succeeded', 20_000);
    expect(first.outputs).toHaveLength(1);
    expect(second.outputs).toHaveLength(1);
    console.info(`killed worker's job finished by the next worker ${recoverySeconds.toFixed(1)} s after the kill`);

    const attempts = await cluster.database.query<{ id: string; attempt: number }>('SELECT id, attempt FROM jobs WHERE user_id = $1', [owner.user.id]);
    expect(Object.fromEntries(attempts.map((row) => [row.id, row.attempt]))).toEqual({ [running.id]: 2, [queued.id]: 1 });
    const generated = await cluster.database.query<{ job_id: string }>('SELECT job_id FROM generated_images WHERE user_id = $1', [owner.user.id]);
    expect(generated.map((row) => row.job_id).sort()).toEqual([running.id, queued.id].sort());

    // One reserve and one capture per job; the balance is the grant less what the two jobs cost.
    const ledger = await ledgerOf(api, owner.user.id);
    const entriesOf = (jobId: string | null) => ledger.filter((entry) => entry.job_id === jobId).map((entry) => [entry.kind, entry.amount]);
    expect(entriesOf(null)).toEqual([['grant', 5]]);
    expect(entriesOf(running.id)).toEqual([['reserve', -1], ['capture', 0]]);
    expect(entriesOf(queued.id)).toEqual([['reserve', -2], ['capture', 0]]);
    expect(ledger).toHaveLength(5);
    expect(await balanceOf(api, owner.user.id)).toBe(2);
    expect((await api.app.inject({ method: 'GET', url: '/api/credits', headers: owner.headers })).json().data).toMatchObject({ balance: 2, reserved: 0 });

    // The dead worker's BullMQ delivery does not stay "active" for ever: the stalled check clears it.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      const deadline = Date.now() + 30_000;
      while ((await redis.llen(`${cluster.prefix}:jobs:active`)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await redis.llen(`${cluster.prefix}:jobs:active`)).toBe(0);
      expect(await redis.llen(`${cluster.prefix}:jobs:wait`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  }, 150_000);

  it('a job on its last attempt whose worker is killed fails on the next worker, and its credits come back', async () => {
    const alive = workers.filter((worker) => worker.child.exitCode === null && worker.child.signalCode === null);
    const current = alive[0] ?? (await startServer(env, 'worker'));
    if (!alive.length) workers.push(current);
    const before = await balanceOf(api, owner.user.id);
    const job = await submitOk(api, owner.headers, 'test-wait', { imageId: (await createImage(api, owner.user.id)).id, params: { delayMs: 20_000, cost: 1 } });
    await waitForJob(api, owner.headers, job.id, (state) => state.status === 'running' && state.progress > 0, 30_000);
    expect(await balanceOf(api, owner.user.id)).toBe(before - 1);
    // As if this job had already killed its worker twice (each crash costs 10–25 s to recover from).
    await cluster.database.query('UPDATE jobs SET attempt = 3 WHERE id = $1', [job.id]);
    expect(await stopServer(current, 'SIGKILL')).toBe('SIGKILL');

    workers.push(await startServer(env, 'worker'));
    const failed = await waitForJob(api, owner.headers, job.id, (state) => state.status !== 'running', 45_000);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'generation_error' } });
    const entries = (await ledgerOf(api, owner.user.id)).filter((entry) => entry.job_id === job.id).map((entry) => [entry.kind, entry.amount]);
    expect(entries).toEqual([
      ['reserve', -1],
      ['release', 1],
    ]);
    expect(await balanceOf(api, owner.user.id)).toBe(before);
    expect((await api.app.inject({ method: 'GET', url: '/api/credits', headers: owner.headers })).json().data).toMatchObject({ reserved: 0 });
  }, 120_000);
});
