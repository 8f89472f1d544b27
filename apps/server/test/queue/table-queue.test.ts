import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '../support/app';
import { createImage, getJob, submitOk, waitForJob } from '../jobs/support';
import { QueueCluster } from './support';

/**
 * Without Redis, several processes sharing PostgreSQL use the jobs table as the queue:
 * `--role=api` only inserts, `--role=worker` instances poll and claim.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the jobs table as a queue shared by processes (PostgreSQL, no Redis)', () => {
  let cluster: QueueCluster;
  let api: TestApp;
  beforeAll(async () => {
    cluster = await QueueCluster.open('postgres', { REDIS_URL: '' });
    api = cluster.view(await cluster.startApp('api'));
  });
  afterAll(() => cluster.close());

  it('jobs wait until a worker instance starts, which then runs them', async () => {
    const { user, headers } = await createTestUser(api);
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().queue).toEqual({ kind: 'in-process', status: 'ok' });
    const job = await submitOk(api, headers, 'convert', { imageId: (await createImage(api, user.id)).id, params: {} });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await getJob(api, headers, job.id)).status).toBe('queued');
    await cluster.startApp('worker');
    expect((await waitForJob(api, headers, job.id)).status).toBe('succeeded');
  });
});
