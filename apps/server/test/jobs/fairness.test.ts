import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { QueueCluster } from '../queue/support';
import { createImage, getJob, grantCredits, submitOk, waitForJob } from './support';

const startedAt = (job: Job): number => Date.parse(job.startedAt ?? 'invalid');

/**
 * User A queues three slow jobs, then user B one quick job, on one worker thread: B's job runs
 * second (users take turns), not after all of A's; waiting jobs show their place and a wait.
 */
async function heavyUserThenQuickUser(submitter: TestApp, reader: TestApp = submitter): Promise<{ heavy: Job[]; quick: Job; submitted: { heavy: Job[]; quick: Job } }> {
  const a: TestUser = await createTestUser(submitter);
  const b: TestUser = await createTestUser(submitter);
  await grantCredits(submitter, a.user.id, 10);
  const submittedHeavy: Job[] = [];
  for (let index = 0; index < 3; index += 1) {
    const image = await createImage(submitter, a.user.id);
    submittedHeavy.push(await submitOk(submitter, a.headers, 'test-wait', { imageId: image.id, params: { delayMs: 600, cost: 0 } }));
  }
  // A's first job holds the only thread before B arrives.
  await waitForJob(reader, a.headers, submittedHeavy[0].id, (job) => job.status === 'running', 10_000);
  const quickImage = await createImage(submitter, b.user.id);
  const submittedQuick = await submitOk(submitter, b.headers, 'test-wait', { imageId: quickImage.id, params: { delayMs: 0, cost: 0 } });
  const heavyWaiting = await Promise.all(submittedHeavy.slice(1).map((job) => getJob(reader, a.headers, job.id)));
  const heavy: Job[] = [];
  for (const job of submittedHeavy) heavy.push(await waitForJob(reader, a.headers, job.id, undefined, 20_000));
  const quick = await waitForJob(reader, b.headers, submittedQuick.id, undefined, 20_000);
  return { heavy, quick, submitted: { heavy: heavyWaiting, quick: submittedQuick } };
}

describe.each(testDatabaseKinds)('fair scheduling per user (%s, one process)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { WORKER_THREADS: '1' });
  });
  afterAll(() => testApp.close());

  it("starts B's quick job before A's later slow ones, and shows each waiting job its place", async () => {
    const { heavy, quick, submitted } = await heavyUserThenQuickUser(testApp);
    expect(heavy.every((job) => job.status === 'succeeded') && quick.status === 'succeeded').toBe(true);
    expect(startedAt(quick)).toBeLessThan(startedAt(heavy[1]));
    expect(startedAt(heavy[1])).toBeLessThan(startedAt(heavy[2]));

    // Places as they were when B submitted: B next (A already has a job running), then A's two.
    expect(submitted.quick.queue?.ahead).toBe(0);
    expect(submitted.heavy.map((job) => job.queue?.ahead)).toEqual([1, 2]);
    const waits = [submitted.quick, ...submitted.heavy].map((job) => job.queue?.estimatedSeconds ?? -1);
    expect(waits.every((seconds) => Number.isInteger(seconds) && seconds >= 0)).toBe(true);
    expect(waits[2]).toBeGreaterThan(waits[0]);
    // Finished jobs carry no queue place.
    expect(quick.queue).toBeNull();
  });

  it('lists waiting jobs with their place, and the estimate follows recent run times', async () => {
    const a = await createTestUser(testApp);
    const blocker = await submitOk(testApp, a.headers, 'test-wait', { imageId: (await createImage(testApp, a.user.id)).id, params: { delayMs: 800, cost: 0 } });
    await waitForJob(testApp, a.headers, blocker.id, (job) => job.status === 'running', 10_000);
    const waiting = await submitOk(testApp, a.headers, 'test-wait', { imageId: (await createImage(testApp, a.user.id)).id, params: { delayMs: 0, cost: 0 } });
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/jobs?status=queued', headers: a.headers });
    const rows = listed.json<{ data: Job[] }>().data;
    expect(rows.map((job) => [job.id, job.queue?.ahead])).toEqual([[waiting.id, 0]]);
    // test-wait jobs of the first test took about 0.6 s each: the wait is the blocker's remainder, under 10 s.
    expect(rows[0].queue!.estimatedSeconds).toBeLessThanOrEqual(2);
    await waitForJob(testApp, a.headers, waiting.id);
  });
});

/** Scale mode: an API process submits, a worker process (one thread) picks through BullMQ deliveries, on PostgreSQL and Redis. */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('fair scheduling per user across worker processes (PostgreSQL, BullMQ)', () => {
  let cluster: QueueCluster;
  let api: TestApp;
  beforeAll(async () => {
    ({ cluster, api } = await QueueCluster.openApiAndWorker({ WORKER_THREADS: '1' }));
  });
  afterAll(() => cluster.close());

  it("starts B's quick job before A's later slow ones", async () => {
    const { heavy, quick } = await heavyUserThenQuickUser(api);
    expect(startedAt(quick)).toBeLessThan(startedAt(heavy[1]));
    expect(heavy.map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });
});
