import type { CheckoutSession } from '@vitrina/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases';
import { startStripeServer } from './stripe-server';
import { balanceOf, createBillingApp, ledgerOf, registeredUser, type BillingTestApp } from './support';

const WEBHOOK_SECRET = 'whsec_vitrina_tests_only';

describe.each(testDatabaseKinds)('Stripe payments on %s', (kind) => {
  let testApp: BillingTestApp;
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;
  let eventCounter = 0;
  beforeAll(async () => {
    stripe = await startStripeServer();
    testApp = await createBillingApp(kind, { env: { STRIPE_SECRET_KEY: 'sk_test_vitrina', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
    testApp.clock.set('2026-01-31T20:00:00Z');
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) => testApp.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers });

  /** Delivers an event the way Stripe does: raw JSON body, Stripe-Signature made by the stripe package. */
  function deliver(type: string, object: object, options: { id?: string; secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({ id: options.id ?? `evt_${++eventCounter}`, object: 'event', type, created: 1, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    return testApp.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  }

  async function checkout(headers: Record<string, string>, body: object) {
    const response = await post('/api/checkout', headers, body);
    expect(response.statusCode).toBe(200);
    const session = response.json().data as CheckoutSession;
    const call = stripe.calls.findLast((entry) => entry.path === '/v1/checkout/sessions');
    return { session, paymentId: call?.form.get('client_reference_id') ?? '' };
  }

  const completed = (session: CheckoutSession, paymentId: string, extra: object = {}) => ({
    id: session.sessionId,
    object: 'checkout.session',
    client_reference_id: paymentId,
    amount_total: session.amount,
    currency: 'usd',
    payment_status: 'paid',
    subscription: `sub_${paymentId.slice(0, 8)}`,
    customer: `cus_${paymentId.slice(0, 8)}`,
    ...extra,
  });

  it('creates a Checkout Session in subscription mode with the server price; a discount is a one-off coupon', async () => {
    const { headers } = await registeredUser(testApp);
    const { session } = await checkout(headers, { planId: 'pro', months: 12 });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(session).toMatchObject({ amount: 35280, testMode: false });
    const call = stripe.calls.findLast((entry) => entry.path === '/v1/checkout/sessions');
    expect(call?.form.get('mode')).toBe('subscription');
    expect(call?.form.get('line_items[0][price_data][unit_amount]')).toBe('35280');
    expect(call?.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(call?.form.get('line_items[0][price_data][recurring][interval_count]')).toBe('12');
    expect(call?.form.get('success_url')).toContain('/en/subscriptions/thank-you?session={CHECKOUT_SESSION_ID}');
    expect(call?.idempotencyKey).toMatch(/^checkout-/);

    const promo = await registeredUser(testApp);
    const code = (await get('/api/promotions/new-user', promo.headers)).json().data.code as string;
    const discounted = await checkout(promo.headers, { planId: 'pro', months: 1, promoCode: code });
    expect(discounted.session).toMatchObject({ amount: 3430, discountPercent: 30 });
    const coupon = stripe.calls.findLast((entry) => entry.path === '/v1/coupons');
    expect([coupon?.form.get('amount_off'), coupon?.form.get('duration')]).toEqual(['1470', 'once']);
    expect(stripe.calls.findLast((entry) => entry.path === '/v1/checkout/sessions')?.form.get('line_items[0][price_data][unit_amount]')).toBe('4900');
  });

  it('test-mode routes answer 404 when Stripe is configured', async () => {
    const { headers } = await registeredUser(testApp);
    const { session } = await checkout(headers, { planId: 'start', months: 1 });
    expect((await get(`/api/payments/test-mode/sessions/${session.sessionId}`, headers)).statusCode).toBe(404);
    expect((await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/payments/mode' })).json().data).toEqual({ provider: 'stripe', testMode: false });
  });

  it('checkout.session.completed fulfils once: duplicates and re-sent events change nothing', async () => {
    const { user, headers } = await registeredUser(testApp);
    const { session, paymentId } = await checkout(headers, { planId: 'start', months: 1 });
    const event = completed(session, paymentId);
    const first = await deliver('checkout.session.completed', event, { id: 'evt_dup_1' });
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver('checkout.session.completed', event, { id: 'evt_dup_1' })).json().outcome).toBe('duplicate');
    expect((await deliver('checkout.session.completed', event)).json().outcome).toBe('ignored');
    expect(await balanceOf(testApp, user.id)).toBe(105);
    const subscription = (await get('/api/subscription', headers)).json().data;
    expect(subscription).toMatchObject({ status: 'active', planId: 'start', activeUntil: '2026-02-28T20:00:00.000Z', canManageBilling: true });
  });

  it('refuses forged and replayed signatures', async () => {
    const { user, headers } = await registeredUser(testApp);
    const { session, paymentId } = await checkout(headers, { planId: 'start', months: 1 });
    const forged = await deliver('checkout.session.completed', completed(session, paymentId), { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    const replayed = await deliver('checkout.session.completed', completed(session, paymentId), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(replayed.statusCode).toBe(400);
    expect(await balanceOf(testApp, user.id)).toBe(5);
  });

  it('a session paid with another amount is not fulfilled', async () => {
    const { user, headers } = await registeredUser(testApp);
    const { session, paymentId } = await checkout(headers, { planId: 'business', months: 12 });
    const tampered = await deliver('checkout.session.completed', completed(session, paymentId, { amount_total: 100 }));
    expect(tampered.json().outcome).toBe('ignored');
    expect(await balanceOf(testApp, user.id)).toBe(5);
    expect((await get('/api/payments', headers)).json().data[0]).toMatchObject({ status: 'failed', amount: session.amount });
    expect((await get('/api/subscription', headers)).json().data.status).toBe('trial');
  });

  it('renewal before its checkout (out of order) is retried; failed-after-paid keeps it paid; the new term grants credits', async () => {
    const { user, headers } = await registeredUser(testApp);
    const { session, paymentId } = await checkout(headers, { planId: 'start', months: 1 });
    const subscriptionId = `sub_${paymentId.slice(0, 8)}`;
    const invoice = { id: `in_${paymentId.slice(0, 8)}`, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 1900, amount_due: 1900, currency: 'usd', hosted_invoice_url: 'https://invoice.stripe.test/i/1', parent: { subscription_details: { subscription: subscriptionId } } };
    const early = await deliver('invoice.paid', invoice, { id: 'evt_renew_1' });
    expect(early.statusCode).toBe(503);
    expect((await deliver('checkout.session.completed', completed(session, paymentId))).json().outcome).toBe('processed');
    expect(await balanceOf(testApp, user.id)).toBe(105);

    testApp.clock.set('2026-02-28T20:00:05Z');
    expect((await deliver('invoice.paid', invoice, { id: 'evt_renew_1' })).json().outcome).toBe('processed');
    expect((await deliver('invoice.payment_failed', { ...invoice, amount_paid: 0 })).json().outcome).toBe('processed');
    // Month one's 100 unused credits expired at the end of the month; month two's came with the renewal.
    expect(await balanceOf(testApp, user.id)).toBe(105);
    const subscription = (await get('/api/subscription', headers)).json().data;
    expect(subscription).toMatchObject({ status: 'active', activeUntil: '2026-03-28T20:00:00.000Z' });
    const history = (await get('/api/payments', headers)).json().data;
    expect(history.map((payment: { kind: string; status: string }) => [payment.kind, payment.status])).toEqual([
      ['renewal', 'paid'],
      ['purchase', 'paid'],
    ]);
    expect(history[0].receiptUrl).toBe('https://invoice.stripe.test/i/1');
    expect((await ledgerOf(testApp, user.id)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['grant', 5],
      ['purchase', 100],
      ['expire', -100],
      ['purchase', 100],
    ]);
    testApp.clock.set('2026-01-31T20:00:00Z');
  });

  it('cancel turns auto-renewal off at Stripe; subscription events keep the flag in step; the portal link comes from Stripe', async () => {
    const { headers } = await registeredUser(testApp);
    const { session, paymentId } = await checkout(headers, { planId: 'pro', months: 3 });
    await deliver('checkout.session.completed', completed(session, paymentId));
    const subscriptionId = `sub_${paymentId.slice(0, 8)}`;
    const cancelled = await post('/api/subscription/cancel', headers);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', autoRenew: false });
    const call = stripe.calls.findLast((entry) => entry.path === `/v1/subscriptions/${subscriptionId}`);
    expect(call?.form.get('cancel_at_period_end')).toBe('true');
    await deliver('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active', cancel_at_period_end: false });
    expect((await get('/api/subscription', headers)).json().data.status).toBe('active');
    await deliver('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled', cancel_at_period_end: false });
    expect((await get('/api/subscription', headers)).json().data.status).toBe('cancelled');
    const portal = await post('/api/subscription/portal', headers);
    expect(portal.json().data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.calls.findLast((entry) => entry.path === '/v1/billing_portal/sessions')?.form.get('customer')).toBe(`cus_${paymentId.slice(0, 8)}`);
  });

  it('two checkouts at once with a single-use code: one gets it, the other is told why', async () => {
    const { headers } = await registeredUser(testApp);
    const code = (await get('/api/promotions/new-user', headers)).json().data.code as string;
    const answers = await Promise.all([post('/api/checkout', headers, { planId: 'pro', months: 1, promoCode: code }), post('/api/checkout', headers, { planId: 'start', months: 1, promoCode: code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().error.code).toBe('promo_already_used');
  });
});
