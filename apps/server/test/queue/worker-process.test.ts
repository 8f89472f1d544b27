import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '../support/app';
import { createImage, getJob, submitOk, waitForJob } from '../jobs/support';
import { startServer, stopServer, type ServerProcess } from '../jobs/server-process';
import { QueueCluster } from './support';

/** `--role=worker` as its own process (needs PostgreSQL: PGlite serves one process only). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a --role=worker process consumes the BullMQ queue', () => {
  let cluster: QueueCluster;
  let api: TestApp;
  let owner: TestUser;
  let worker: ServerProcess | undefined;
  let workerEnv: Record<string, string>;

  beforeAll(async () => {
    cluster = await QueueCluster.open('postgres');
    api = cluster.view(await cluster.startApp('api'));
    owner = await createTestUser(api);
    workerEnv = { ...(await cluster.processEnv()), JWT_SECRET: randomBytes(32).toString('hex') };
    worker = await startServer(workerEnv, 'worker');
  }, 120_000);
  afterAll(async () => {
    if (worker) await stopServer(worker, 'SIGKILL');
    await cluster.close();
  });

  it('runs jobs the api process enqueued', async () => {
    const image = await createImage(api, owner.user.id);
    const job = await submitOk(api, owner.headers, 'convert', { imageId: image.id, params: { format: 'webp' } });
    expect((await waitForJob(api, owner.headers, job.id)).outputs[0]).toMatchObject({ format: 'webp' });
  });

  it('on SIGTERM it gives its running job back to the queue, and the next worker finishes it', async () => {
    const image = await createImage(api, owner.user.id);
    const job = await submitOk(api, owner.headers, 'test-wait', { imageId: image.id, params: { delayMs: 20_000, cost: 0 } });
    await waitForJob(api, owner.headers, job.id, (state) => state.status === 'running' && state.progress > 0);
    expect(await stopServer(worker!, 'SIGTERM')).toBe('0');
    worker = undefined;
    expect(await getJob(api, owner.headers, job.id)).toMatchObject({ status: 'queued', progress: 0 });
    await cluster.startApp('worker');
    await waitForJob(api, owner.headers, job.id, (state) => state.status === 'running');
    await api.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers: owner.headers });
    const [row] = await cluster.database.query<{ attempt: number }>('SELECT attempt FROM jobs WHERE id = $1', [job.id]);
    expect(row?.attempt).toBe(2);
  });
});
