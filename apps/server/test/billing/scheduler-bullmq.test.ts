import { randomBytes } from 'node:crypto';
import type { CheckoutSession } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, createBillingApp, registeredUser, type BillingTestApp } from './support';

/** Scale mode: the monthly credits run as a repeatable BullMQ job (Redis from TEST_REDIS_URL). */
describe.skipIf(!process.env.TEST_REDIS_URL)('monthly credits as a repeatable BullMQ job', () => {
  let testApp: BillingTestApp;
  beforeAll(async () => {
    testApp = await createBillingApp('pglite', {
      env: { REDIS_URL: process.env.TEST_REDIS_URL ?? '', QUEUE_PREFIX: `vitrina-billing-${randomBytes(6).toString('hex')}`, BILLING_SCHEDULER_INTERVAL_SECONDS: '5' },
    });
  });
  afterAll(() => testApp.close());

  it('a month start is applied by the next tick without anyone calling the scheduler', async () => {
    testApp.clock.set('2026-05-31T08:00:00Z');
    const { user, headers } = await registeredUser(testApp);
    const session = (await testApp.app.inject({ method: 'POST', url: '/api/checkout', headers, payload: { planId: 'start', months: 3 } })).json().data as CheckoutSession;
    await testApp.app.inject({ method: 'POST', url: `/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers });
    await testApp.app.repositories.credits.append({ userId: user.id, kind: 'adjust', amount: -60, reason: 'test:spent' });
    expect(await balanceOf(testApp, user.id)).toBe(45);
    testApp.clock.set('2026-06-30T08:00:00Z');
    const deadline = Date.now() + 30_000;
    while ((await balanceOf(testApp, user.id)) !== 105 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await balanceOf(testApp, user.id)).toBe(105);
  }, 60_000);
});
