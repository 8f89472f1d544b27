import type { CheckoutSession, Plan, Subscription } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImage, submit } from '../jobs/support';
import { testDatabaseKinds } from '../support/databases';
import { balanceOf, createBillingApp, ledgerOf, registeredUser, type BillingTestApp } from './support';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds)('billing in test mode on %s', (kind) => {
  let testApp: BillingTestApp;
  beforeAll(async () => {
    testApp = await createBillingApp(kind);
    testApp.clock.set('2026-03-10T09:00:00Z');
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) => testApp.app.inject({ method: 'POST', url, headers, payload });

  it('GET /api/plans: every term with server prices, discounts growing with the term, names in the request language', async () => {
    const response = await get('/api/plans', { lang: 'es' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data as Plan[];
    const pro = plans.find((plan) => plan.id === 'pro');
    expect(pro?.name).toBe('Pro');
    expect(plans.find((plan) => plan.id === 'start')?.name).toBe('Inicio');
    expect(pro?.terms.map((term) => [term.months, term.discountPercent, term.price])).toEqual([
      [1, 0, 4900],
      [3, 10, 13230],
      [6, 20, 23520],
      [12, 40, 35280],
    ]);
    expect(pro?.terms[3]).toMatchObject({ currency: 'usd', credits: 300, fullPrice: 58800, pricePerMonth: 2940 });
  });

  it('registration: 5 free credits and a 14-day trial; the trial ends into "none"', async () => {
    const { user, headers } = await registeredUser(testApp);
    const subscription = (await get('/api/subscription', headers)).json().data as Subscription;
    expect(subscription).toMatchObject({ status: 'trial', planId: null, credits: 5, autoRenew: false, trialEndsAt: '2026-03-24T09:00:00.000Z' });
    expect(await ledgerOf(testApp, user.id)).toEqual([{ kind: 'grant', amount: 5, reason: 'registration', ref: null }]);
    testApp.clock.advance(14 * 24 * HOUR);
    expect((await get('/api/subscription', headers)).json().data.status).toBe('none');
    testApp.clock.set('2026-03-10T09:00:00Z');
    expect((await get('/api/subscription')).statusCode).toBe(401);
  });

  it('checkout -> test-mode page -> pay through the signed webhook path -> plan active, credits on the ledger', async () => {
    const { user, headers } = await registeredUser(testApp);
    const started = await post('/api/checkout', { ...headers, lang: 'ar' }, { planId: 'pro', months: 3 });
    expect(started.statusCode).toBe(200);
    const session = started.json().data as CheckoutSession;
    expect(session).toMatchObject({ amount: 13230, currency: 'usd', discountPercent: 0, testMode: true });
    expect(session.url).toBe(`/ar/subscriptions/checkout/${session.sessionId}`);

    const page = await get(`/api/payments/test-mode/sessions/${session.sessionId}`, headers);
    expect(page.json().data).toMatchObject({ id: session.sessionId, planId: 'pro', months: 3, amount: 13230, status: 'open' });
    const stranger = await registeredUser(testApp);
    expect((await get(`/api/payments/test-mode/sessions/${session.sessionId}`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, stranger.headers)).statusCode).toBe(404);

    const paid = await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers);
    expect(paid.statusCode).toBe(200);
    const subscription = (await get('/api/subscription', headers)).json().data as Subscription;
    expect(subscription).toMatchObject({ status: 'active', planId: 'pro', months: 3, autoRenew: true, credits: 305, activeUntil: '2026-06-10T09:00:00.000Z' });
    // Paying twice changes nothing.
    expect((await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers)).statusCode).toBe(200);
    expect(await balanceOf(testApp, user.id)).toBe(305);
    const history = (await get('/api/payments', headers)).json();
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ planId: 'pro', months: 3, amount: 13230, status: 'paid', provider: 'test', kind: 'purchase' });
    expect((await get(`/api/payments/test-mode/sessions/${session.sessionId}`, headers)).json().data.status).toBe('paid');
  });

  it('the amount never comes from the client: extra fields are refused, unknown plans and terms are 400', async () => {
    const { headers } = await registeredUser(testApp);
    expect((await post('/api/checkout', headers, { planId: 'pro', months: 1, amount: 1 })).statusCode).toBe(400);
    const unknownPlan = await post('/api/checkout', headers, { planId: 'gold', months: 1 });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().error.code).toBe('plan_unknown');
    expect((await post('/api/checkout', headers, { planId: 'pro', months: 2 })).statusCode).toBe(400);
  });

  it('a forged event to the webhook is refused and changes nothing', async () => {
    const { user, headers } = await registeredUser(testApp);
    const session = (await post('/api/checkout', headers, { planId: 'start', months: 1 })).json().data as CheckoutSession;
    const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', created: 1, data: { object: { id: session.sessionId, amount_total: 1900, currency: 'usd', payment_status: 'paid' } } });
    const forged = await testApp.app.inject({ method: 'POST', url: '/api/payments/webhooks/test', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: body });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('webhook_signature_invalid');
    const unsigned = await testApp.app.inject({ method: 'POST', url: '/api/payments/webhooks/test', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: body })).statusCode).toBe(404);
    expect(await balanceOf(testApp, user.id)).toBe(5);
  });

  it('an expired session cannot be paid', async () => {
    const { user, headers } = await registeredUser(testApp);
    const session = (await post('/api/checkout', headers, { planId: 'start', months: 1 })).json().data as CheckoutSession;
    testApp.clock.advance(2 * HOUR);
    const late = await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers);
    testApp.clock.set('2026-03-10T09:00:00Z');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('payment_session_closed');
    expect(await balanceOf(testApp, user.id)).toBe(5);
  });

  it('cancel: auto-renewal off after confirmation, still usable until the end; 404 without a plan', async () => {
    const { headers } = await registeredUser(testApp);
    expect((await post('/api/subscription/cancel', headers)).statusCode).toBe(404);
    const session = (await post('/api/checkout', headers, { planId: 'start', months: 1 })).json().data as CheckoutSession;
    await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers);
    const cancelled = await post('/api/subscription/cancel', headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', autoRenew: false, planId: 'start' });
    expect((await post('/api/subscription/portal', headers)).statusCode).toBe(404);
  });

  it('GET /api/payments/mode says test mode', async () => {
    expect((await get('/api/payments/mode')).json()).toEqual({ data: { provider: 'test', testMode: true } });
  });

  it('plan gating at job creation: 403 plan_expired after the paid period, 402 no_credits, free tools still run', async () => {
    const { user, headers } = await registeredUser(testApp);
    const image = await createImage(testApp, user.id);
    const session = (await post('/api/checkout', headers, { planId: 'start', months: 1 })).json().data as CheckoutSession;
    await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers);
    testApp.clock.set('2026-04-10T09:00:01Z');
    const expired = await submit(testApp, headers, 'test-wait', { imageId: image.id, params: {} });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toEqual({ code: 'plan_expired', message: 'You cannot perform this action because your subscription has expired' });
    expect((await submit(testApp, headers, 'convert', { imageId: image.id, params: {} })).statusCode).toBe(202);
    testApp.clock.set('2026-03-10T09:00:00Z');
  });
});
