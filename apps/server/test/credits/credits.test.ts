import type { Job } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { balanceOf, createImage, grantCredits, ledgerOf, submit, submitOk, waitForJob } from '../jobs/support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('credits on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const subscribe = (userId: string, activeUntil: Date) =>
    testApp.app.repositories.subscriptions.upsert({ userId, plan: 'pro', termMonths: 1, activeUntil, autoRenew: false });

  it('GET /api/credits: balance, reserved, free plan without a subscription', async () => {
    const { user, headers } = await createTestUser(testApp);
    await grantCredits(testApp, user.id, 5);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/credits', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { balance: 5, reserved: 0, plan: 'free', status: 'free', activeUntil: null, autoRenew: false } });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/credits' })).statusCode).toBe(401);
  });

  it('GET /api/credits shows an active and an expired subscription', async () => {
    const { user, headers } = await createTestUser(testApp);
    const until = new Date(Date.now() + 10 * DAY);
    await subscribe(user.id, until);
    const active = (await testApp.app.inject({ method: 'GET', url: '/api/credits', headers })).json().data;
    expect(active).toMatchObject({ plan: 'pro', status: 'active', activeUntil: until.toISOString() });
    await subscribe(user.id, new Date(Date.now() - DAY));
    expect((await testApp.app.inject({ method: 'GET', url: '/api/credits', headers })).json().data.status).toBe('expired');
  });

  it('reserve on accept, capture on success: the balance goes down once and stays down', async () => {
    const { user, headers } = await createTestUser(testApp);
    await grantCredits(testApp, user.id, 5);
    const image = await createImage(testApp, user.id);
    const job = await submitOk(testApp, headers, 'test-wait', { imageId: image.id, params: { delayMs: 400, cost: 2 } });
    expect(job.cost).toBe(2);
    expect(await balanceOf(testApp, user.id)).toBe(3);
    const during = (await testApp.app.inject({ method: 'GET', url: '/api/credits', headers })).json().data;
    expect(during).toMatchObject({ balance: 3, reserved: 2 });
    expect((await waitForJob(testApp, headers, job.id)).status).toBe('succeeded');
    expect(await balanceOf(testApp, user.id)).toBe(3);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/credits', headers })).json().data).toMatchObject({ balance: 3, reserved: 0 });
    expect(await ledgerOf(testApp, user.id)).toEqual([
      { kind: 'grant', amount: 5, job_id: null },
      { kind: 'reserve', amount: -2, job_id: job.id },
      { kind: 'capture', amount: 0, job_id: job.id },
    ]);
  });

  it('free tools need no credits and write nothing to the ledger', async () => {
    const { user, headers } = await createTestUser(testApp);
    const job = await submitOk(testApp, headers, 'convert', { imageId: (await createImage(testApp, user.id)).id, params: {} });
    expect((await waitForJob(testApp, headers, job.id)).status).toBe('succeeded');
    expect(await ledgerOf(testApp, user.id)).toEqual([]);
  });

  it('402 no_credits when the balance does not cover the cost; nothing is written', async () => {
    const { user, headers } = await createTestUser(testApp);
    const image = await createImage(testApp, user.id);
    const empty = await submit(testApp, headers, 'test-wait', { imageId: image.id, params: {} });
    expect(empty.statusCode).toBe(402);
    expect(empty.json()).toEqual({ error: { code: 'no_credits', message: 'You have run out of credits' } });
    await grantCredits(testApp, user.id, 1);
    const short = await submit(testApp, headers, 'test-wait', { imageId: image.id, params: { cost: 2 } }, { lang: 'ar' });
    expect(short.statusCode).toBe(402);
    expect(short.json().error).toEqual({ code: 'no_credits', message: 'لقد نفد رصيدك' });
    expect(await testApp.database.query('SELECT id FROM jobs WHERE user_id = $1', [user.id])).toEqual([]);
    expect(await ledgerOf(testApp, user.id)).toEqual([{ kind: 'grant', amount: 1, job_id: null }]);
  });

  it('403 plan_expired for paid tools when the subscription has expired; free tools still run', async () => {
    const { user, headers } = await createTestUser(testApp);
    await grantCredits(testApp, user.id, 10);
    await subscribe(user.id, new Date(Date.now() - 1000));
    const image = await createImage(testApp, user.id);
    const refused = await submit(testApp, headers, 'test-wait', { imageId: image.id, params: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'plan_expired', message: 'You cannot perform this action because your subscription has expired' },
    });
    expect(await balanceOf(testApp, user.id)).toBe(10);
    const free = await submitOk(testApp, headers, 'convert', { imageId: image.id, params: {} });
    await waitForJob(testApp, headers, free.id);

    await subscribe(user.id, new Date(Date.now() + DAY));
    const renewed = await submitOk(testApp, headers, 'test-wait', { imageId: image.id, params: {} });
    await waitForJob(testApp, headers, renewed.id);
    expect(await balanceOf(testApp, user.id)).toBe(9);
  });

  it('twenty parallel submissions against a balance of 5 accept exactly 5', async () => {
    const { user, headers } = await createTestUser(testApp);
    await grantCredits(testApp, user.id, 5);
    const images = await Promise.all(Array.from({ length: 20 }, () => createImage(testApp, user.id)));
    const responses = await Promise.all(
      images.map((image) => submit(testApp, headers, 'test-wait', { imageId: image.id, params: { delayMs: 30_000 } })),
    );
    const accepted = responses.filter((response) => response.statusCode === 202);
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused.every((response) => response.json().error.code === 'no_credits')).toBe(true);
    expect(await balanceOf(testApp, user.id)).toBe(0);
    const reserves = (await ledgerOf(testApp, user.id)).filter((entry) => entry.kind === 'reserve');
    expect(reserves).toHaveLength(5);
    expect(await testApp.database.query('SELECT id FROM jobs WHERE user_id = $1', [user.id])).toHaveLength(5);

    // Cancelling all five gives every credit back, exactly once.
    const jobs = accepted.map((response) => response.json<{ data: Job }>().data);
    await Promise.all(jobs.map((job) => testApp.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/cancel`, headers })));
    expect(await balanceOf(testApp, user.id)).toBe(5);
    const releases = (await ledgerOf(testApp, user.id)).filter((entry) => entry.kind === 'release');
    expect(releases).toHaveLength(5);
  });

  it('a settlement is written once per job even if asked twice', async () => {
    const { user } = await createTestUser(testApp);
    const image = await createImage(testApp, user.id);
    const [job] = await testApp.database.query<{ id: string }>(
      "INSERT INTO jobs (user_id, tool, input_image_id, cost, status, finished_at) VALUES ($1, 'test-wait', $2, 1, 'failed', now()) RETURNING id",
      [user.id, image.id],
    );
    const charge = { userId: user.id, jobId: job.id, cost: 1, tool: 'test-wait' };
    await testApp.app.repositories.credits.append({ userId: user.id, kind: 'grant', amount: 1, reason: 'test' });
    const { db } = testApp.database;
    await db.transaction((tx) => testApp.app.services.credits.reserve(charge, tx));
    await db.transaction((tx) => testApp.app.services.credits.release(charge, 'failed', tx));
    await db.transaction((tx) => testApp.app.services.credits.release(charge, 'failed', tx));
    await db.transaction((tx) => testApp.app.services.credits.capture(charge, tx));
    expect((await ledgerOf(testApp, user.id)).map((entry) => entry.kind)).toEqual(['grant', 'reserve', 'release']);
    expect(await balanceOf(testApp, user.id)).toBe(1);
  });
});
