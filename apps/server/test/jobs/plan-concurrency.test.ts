import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { QueueCluster } from '../queue/support';
import { subscribe } from '../public-api/support';
import { createImage, getJob, submitOk, waitForJob } from './support';

const DAY = 86_400_000;

/** Samples the jobs table while work runs: the most jobs each user had running at one moment. */
function watchRunning(testApp: TestApp): { stop(): Promise<Map<string, number>> } {
  const peaks = new Map<string, number>();
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const rows = await testApp.database.query<{ user_id: string; running: number }>("SELECT user_id, count(*)::int AS running FROM jobs WHERE status = 'running' GROUP BY user_id");
      for (const row of rows) peaks.set(row.user_id, Math.max(peaks.get(row.user_id) ?? 0, Number(row.running)));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await sampling;
      return peaks;
    },
  };
}

async function submitWaits(testApp: TestApp, headers: Record<string, string>, userId: string, count: number, delayMs: number): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let index = 0; index < count; index += 1) {
    const image = await createImage(testApp, userId);
    jobs.push(await submitOk(testApp, headers, 'test-wait', { imageId: image.id, params: { delayMs, cost: 0 } }));
  }
  return jobs;
}

const startedAt = (job: Job): number => Date.parse(job.startedAt ?? 'invalid');
const finishedAt = (job: Job): number => Date.parse(job.finishedAt ?? 'invalid');

/**
 * A free user (one job at once) submits three jobs, then another free user one: the first user's
 * jobs run one after the other, the second user's job runs beside them, each job runs once.
 */
async function freeUserAndNeighbour(submitter: TestApp, reader: TestApp = submitter) {
  const a = await createTestUser(submitter);
  const b = await createTestUser(submitter);
  const watch = watchRunning(reader);
  const submitted = await submitWaits(submitter, a.headers, a.user.id, 3, 700);
  await waitForJob(reader, a.headers, submitted[0].id, (job) => job.status === 'running', 15_000);
  const waiting = await Promise.all(submitted.slice(1).map((job) => getJob(reader, a.headers, job.id)));
  const [neighbour] = await submitWaits(submitter, b.headers, b.user.id, 1, 0);
  const quick = await waitForJob(reader, b.headers, neighbour.id, undefined, 20_000);
  const heavy: Job[] = [];
  for (const job of submitted) heavy.push(await waitForJob(reader, a.headers, job.id, undefined, 30_000));
  const peaks = await watch.stop();
  const attempts = await reader.database.query<{ attempt: number }>('SELECT attempt FROM jobs WHERE user_id IN ($1, $2)', [a.user.id, b.user.id]);
  const outputs = await reader.database.query<{ job_id: string }>('SELECT job_id FROM generated_images WHERE user_id IN ($1, $2)', [a.user.id, b.user.id]);
  return { a, b, heavy, quick, waiting, peaks, attempts, outputs };
}

describe.each(testDatabaseKinds)("the plan's jobs at once (%s, one process)", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { WORKER_THREADS: '6' });
  });
  afterAll(() => testApp.close());

  it("runs a free user's jobs one at a time while another user's job runs, and says how long the extra ones wait", async () => {
    const { a, b, heavy, quick, waiting, peaks, attempts, outputs } = await freeUserAndNeighbour(testApp);
    expect([...heavy, quick].map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    expect(peaks.get(a.user.id)).toBe(1);
    expect(peaks.get(b.user.id)).toBe(1);
    // B did not wait for A's queue: it started while A's second job had not yet ended.
    expect(startedAt(quick)).toBeLessThan(finishedAt(heavy[1]));
    expect(startedAt(heavy[1])).toBeGreaterThanOrEqual(finishedAt(heavy[0]));
    expect(startedAt(heavy[2])).toBeGreaterThanOrEqual(finishedAt(heavy[1]));
    // Each job ran once.
    expect(attempts.map((row) => Number(row.attempt))).toEqual([1, 1, 1, 1]);
    expect(outputs).toHaveLength(4);
    // With six threads free, A's third job still waits for A's first two (10 s each: no run time known yet).
    expect(waiting.map((job) => job.status)).toEqual(['queued', 'queued']);
    expect(waiting.map((job) => job.queue?.ahead)).toEqual([0, 1]);
    expect(waiting[1].queue!.estimatedSeconds).toBeGreaterThanOrEqual(18);
    expect(waiting[1].queue!.estimatedSeconds).toBeGreaterThan(waiting[0].queue!.estimatedSeconds);
  });

  it('runs up to four jobs of a Pro user at once, never five', async () => {
    const pro = await createTestUser(testApp);
    await subscribe(testApp, pro.user.id, 'pro');
    const watch = watchRunning(testApp);
    const submitted = await submitWaits(testApp, pro.headers, pro.user.id, 6, 1_200);
    for (const job of submitted) expect((await waitForJob(testApp, pro.headers, job.id, undefined, 30_000)).status).toBe('succeeded');
    const peaks = await watch.stop();
    expect(peaks.get(pro.user.id)).toBe(4);
  });
});

/** The scheduler's cap agrees with `plans.limitsFor` for every kind of entitlement (no worker: the jobs stay queued). */
describe.each(testDatabaseKinds)('jobs at once by entitlement (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {}, { role: 'api' });
  });
  afterAll(() => testApp.close());

  it('reads the same figure as the billing service', async () => {
    const cases: { name: string; trialEndsAt?: Date; plan?: string; activeUntil?: Date; expected: number }[] = [
      { name: 'free', expected: 1 },
      { name: 'trial', trialEndsAt: new Date(Date.now() + DAY), expected: 2 },
      { name: 'trial ended', trialEndsAt: new Date(Date.now() - DAY), expected: 1 },
      { name: 'start', plan: 'start', expected: 2 },
      { name: 'pro', plan: 'pro', expected: 4 },
      { name: 'business during a trial', plan: 'business', trialEndsAt: new Date(Date.now() + DAY), expected: 8 },
      { name: 'pro expired', plan: 'pro', activeUntil: new Date(Date.now() - DAY), expected: 1 },
      { name: 'pro expired during a trial', plan: 'pro', activeUntil: new Date(Date.now() - DAY), trialEndsAt: new Date(Date.now() + DAY), expected: 2 },
      { name: 'a plan no longer sold', plan: 'legacy', expected: 1 },
    ];
    for (const entry of cases) {
      const user = await createTestUser(testApp, entry.trialEndsAt ? { trialEndsAt: entry.trialEndsAt } : {});
      if (entry.plan) {
        await testApp.app.repositories.subscriptions.upsert({ userId: user.user.id, plan: entry.plan, termMonths: 1, activeUntil: entry.activeUntil ?? new Date(Date.now() + 30 * DAY), autoRenew: true });
      }
      await submitWaits(testApp, user.headers, user.user.id, 1, 0);
      const [standing] = [...(await testApp.app.repositories.jobs.queueStandings(user.user.id)).values()];
      const billing = (await testApp.app.services.billing.plans.limitsFor(user.user.id)).concurrency;
      expect({ name: entry.name, cap: standing?.cap, billing }).toEqual({ name: entry.name, cap: entry.expected, billing: entry.expected });
    }
  });
});

/** Scale mode: an API process submits, a worker process picks through BullMQ deliveries (PostgreSQL, Redis). */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)("the plan's jobs at once across processes (PostgreSQL, BullMQ)", () => {
  let cluster: QueueCluster;
  let api: TestApp;
  beforeAll(async () => {
    ({ cluster, api } = await QueueCluster.openApiAndWorker({ WORKER_THREADS: '3' }));
  });
  afterAll(() => cluster.close());

  it("passes over a free user's extra jobs without losing them or running them twice", async () => {
    const { a, heavy, quick, peaks, attempts, outputs } = await freeUserAndNeighbour(api);
    expect([...heavy, quick].map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    expect(peaks.get(a.user.id)).toBe(1);
    expect(startedAt(quick)).toBeLessThan(finishedAt(heavy[1]));
    // The skipped jobs start when the previous one ends, not at the 15 s sweep.
    expect(startedAt(heavy[2]) - finishedAt(heavy[0])).toBeLessThan(5_000);
    expect(attempts.map((row) => Number(row.attempt))).toEqual([1, 1, 1, 1]);
    expect(outputs).toHaveLength(4);
  });
});
