import type { CheckoutSession } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases';
import { balanceOf, createBillingApp, ledgerOf, registeredUser, type BillingTestApp } from './support';

describe.each(testDatabaseKinds)('monthly credits scheduler on %s', (kind) => {
  let testApp: BillingTestApp;
  beforeAll(async () => {
    testApp = await createBillingApp(kind);
  });
  afterAll(() => testApp.close());

  async function buy(planId: string, months: number, at: string) {
    testApp.clock.set(at);
    const buyer = await registeredUser(testApp);
    const session = (await testApp.app.inject({ method: 'POST', url: '/api/checkout', headers: buyer.headers, payload: { planId, months } })).json().data as CheckoutSession;
    const paid = await testApp.app.inject({ method: 'POST', url: `/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers: buyer.headers });
    expect(paid.statusCode).toBe(200);
    return buyer;
  }

  /** Runs the scheduler twice at each instant: the second run must change nothing. */
  async function runAt(iso: string) {
    testApp.clock.set(iso);
    await testApp.app.services.billing.scheduler.runOnce();
    await testApp.app.services.billing.scheduler.runOnce();
  }

  const spend = (userId: string, amount: number) => testApp.app.repositories.credits.append({ userId, kind: 'adjust', amount: -amount, reason: 'test:spent' });

  it('a 3-month plan bought on Jan 31 of a leap year renews on Feb 29, Mar 31 and expires on Apr 30', async () => {
    const { user } = await buy('start', 3, '2024-01-31T23:30:00Z');
    expect(await balanceOf(testApp, user.id)).toBe(105);
    await spend(user.id, 30);
    await runAt('2024-02-29T23:29:59Z');
    expect(await balanceOf(testApp, user.id)).toBe(75);
    await runAt('2024-02-29T23:30:00Z');
    // Month one's 70 unused plan credits expire, month two's 100 arrive; the 5 registration credits stay.
    expect(await balanceOf(testApp, user.id)).toBe(105);
    await runAt('2024-03-31T23:30:00Z');
    expect(await balanceOf(testApp, user.id)).toBe(105);
    await runAt('2024-04-30T23:30:00Z');
    expect(await balanceOf(testApp, user.id)).toBe(5);
    await runAt('2024-07-01T00:00:00Z');
    expect(await balanceOf(testApp, user.id)).toBe(5);
    const ledger = await ledgerOf(testApp, user.id);
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['grant', 5],
      ['purchase', 100],
      ['adjust', -30],
      ['expire', -70],
      ['purchase', 100],
      ['expire', -100],
      ['purchase', 100],
      ['expire', -100],
    ]);
    expect(ledger.filter((entry) => entry.kind === 'purchase').map((entry) => entry.reason)).toEqual(['plan:start:3m', 'monthly_renewal:start', 'monthly_renewal:start']);
  });

  it('a 1-month plan: unused credits expire at the end of the month, in a non-leap February too', async () => {
    const { user, headers } = await buy('pro', 1, '2023-01-31T10:00:00Z');
    await runAt('2023-02-28T09:59:59Z');
    expect(await balanceOf(testApp, user.id)).toBe(305);
    await runAt('2023-02-28T10:00:00Z');
    expect(await balanceOf(testApp, user.id)).toBe(5);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/subscription', headers })).json().data.status).toBe('expired');
  });

  it('a missed month (server down) is caught up in order, once', async () => {
    const { user } = await buy('start', 6, '2025-10-15T12:00:00Z');
    await runAt('2026-01-20T00:00:00Z');
    expect(await balanceOf(testApp, user.id)).toBe(105);
    const grants = (await ledgerOf(testApp, user.id)).filter((entry) => entry.kind === 'purchase');
    expect(grants.map((entry) => entry.ref?.split(':')[2])).toEqual(['0', '1', '2', '3']);
  });

  it('the year end and time zones do not move a month start (UTC instants, any process TZ)', async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const { user } = await buy('start', 3, '2026-12-31T22:00:00Z');
      await spend(user.id, 100);
      await runAt('2027-01-31T21:59:59Z');
      expect(await balanceOf(testApp, user.id)).toBe(5);
      await runAt('2027-01-31T22:00:00Z');
      expect(await balanceOf(testApp, user.id)).toBe(105);
    } finally {
      process.env.TZ = previous;
    }
  });

  it('two scheduler runs at the same time write each entry once', async () => {
    const { user } = await buy('business', 12, '2026-05-31T00:00:00Z');
    testApp.clock.set('2026-08-31T00:00:00Z');
    await Promise.all([testApp.app.services.billing.scheduler.runOnce(), testApp.app.services.billing.scheduler.runOnce()]);
    expect((await ledgerOf(testApp, user.id)).filter((entry) => entry.kind === 'purchase')).toHaveLength(4);
    expect(await balanceOf(testApp, user.id)).toBe(1005);
  });
});
