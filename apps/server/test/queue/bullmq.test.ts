import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { balanceOf, createImage, getJob, grantCredits, parseSse, submitOk, waitForJob } from '../jobs/support';
import { countRedisKeys, QueueCluster } from './support';

describe.each(testDatabaseKinds)('BullMQ queue (Redis) on %s: api and worker instances', (kind) => {
  let cluster: QueueCluster;
  let api: TestApp;
  let worker: App;
  let owner: TestUser;
  beforeAll(async () => {
    cluster = await QueueCluster.open(kind, { WORKER_THREADS: '1' });
    api = cluster.view(await cluster.startApp('api'));
    worker = await cluster.startApp('worker');
    owner = await createTestUser(api);
    await grantCredits(api, owner.user.id, 20);
  });
  afterAll(() => cluster.close());

  it('health reports the BullMQ queue', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().queue).toEqual({ kind: 'bullmq', status: 'ok' });
    expect(await countRedisKeys(cluster.prefix)).toBeGreaterThan(0);
  });

  it('the api instance only enqueues; the worker instance runs the job', async () => {
    const image = await createImage(api, owner.user.id);
    const job = await submitOk(api, owner.headers, 'convert', { imageId: image.id, params: { format: 'jpg' } });
    const done = await waitForJob(api, owner.headers, job.id);
    expect(done).toMatchObject({ status: 'succeeded', engine: 'libvips' });
    expect(done.outputs[0]).toMatchObject({ format: 'jpg', width: image.width, height: image.height });
  });

  it('events served by the api instance follow progress made by the worker instance', async () => {
    const image = await createImage(api, owner.user.id);
    const job = await submitOk(api, owner.headers, 'test-wait', { imageId: image.id, params: { delayMs: 2_000, cost: 0 } });
    const response = await api.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/events`, headers: owner.headers });
    const states = parseSse(response.body).map((message) => JSON.parse(message.data) as Job);
    expect(states.at(-1)).toMatchObject({ status: 'succeeded' });
    expect(states.some((state) => state.status === 'running' && state.progress > 0 && state.progress < 1)).toBe(true);
  });

  it('cancelling through the api stops the work on the worker and returns the credits', async () => {
    const user = await createTestUser(api);
    await grantCredits(api, user.user.id, 1);
    const image = await createImage(api, user.user.id);
    const job = await submitOk(api, user.headers, 'test-wait', { imageId: image.id, params: { delayMs: 30_000 } });
    await waitForJob(api, user.headers, job.id, (state) => state.status === 'running' && state.progress > 0);
    const cancelled = await api.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: user.headers });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await balanceOf(api, user.user.id)).toBe(1);
    // The worker's only thread is free within a heartbeat or two.
    const next = await submitOk(api, user.headers, 'convert', { imageId: (await createImage(api, user.user.id)).id, params: {} });
    const started = Date.now();
    expect((await waitForJob(api, user.headers, next.id)).status).toBe('succeeded');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await getJob(api, user.headers, job.id)).toMatchObject({ status: 'cancelled', outputs: [] });
  });

  it('with no worker running, jobs wait in the queue; a worker started later runs them, including ones Redis never heard of', async () => {
    await cluster.stopApp(worker);
    const waiting = await submitOk(api, owner.headers, 'convert', { imageId: (await createImage(api, owner.user.id)).id, params: {} });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await getJob(api, owner.headers, waiting.id)).status).toBe('queued');
    const image = await createImage(api, owner.user.id);
    const [row] = await cluster.database.query<{ id: string }>(
      "INSERT INTO jobs (user_id, tool, input_image_id, params) VALUES ($1, 'convert', $2, '{}'::jsonb) RETURNING id",
      [owner.user.id, image.id],
    );
    worker = await cluster.startApp('worker');
    expect((await waitForJob(api, owner.headers, waiting.id)).status).toBe('succeeded');
    expect((await waitForJob(api, owner.headers, row.id)).status).toBe('succeeded');
  });

  it('two workers on one queue run every job exactly once', async () => {
    const second = await cluster.startApp('worker');
    const user = await createTestUser(api);
    const jobs = [];
    for (let index = 0; index < 6; index += 1) {
      jobs.push(await submitOk(api, user.headers, 'test-wait', { imageId: (await createImage(api, user.user.id)).id, params: { delayMs: 150, cost: 0 } }));
    }
    for (const job of jobs) expect((await waitForJob(api, user.headers, job.id)).status).toBe('succeeded');
    const rows = await cluster.database.query<{ job_id: string; attempt: number }>(
      'SELECT g.job_id, j.attempt FROM generated_images g JOIN jobs j ON j.id = g.job_id WHERE g.user_id = $1',
      [user.user.id],
    );
    expect(rows.map((row) => row.job_id).sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(rows.every((row) => row.attempt === 1)).toBe(true);
    await cluster.stopApp(second);
  });
});
