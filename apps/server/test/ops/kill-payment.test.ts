import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_FILE, loadCatalog } from '../../src/services/billing/catalog';
import { startStripeServer } from '../billing/stripe-server';
import { KillRig, killModes } from './kill-rig';

const WEBHOOK_SECRET = 'whsec_vitrina_kill_tests';
const PLAN = 'start';
const PLAN_CREDITS = loadCatalog(DEFAULT_CATALOG_FILE).plans.find((plan) => plan.id === PLAN)!.credits;

/**
 * The server is killed (SIGKILL, a real child process) while it handles Stripe's
 * `checkout.session.completed`: the event is recorded and the plan's credits are written, but
 * the transaction has not committed (TEST_HOLD_PAYMENT_EVENT_MS holds it there). Stripe got no
 * 2xx, so it delivers the same event again; after the restart that retry grants the credits
 * exactly once, a further duplicate grants nothing, and the ledger sums to the balance.
 * Why this point: it is the only window in which a crash could lose a paid purchase or, with a
 * non-atomic handler, record the event as handled without its credits (or the reverse).
 */
describe.each(killModes)('a server killed while it grants a payment (%s)', (mode) => {
  let rig: KillRig;
  let stripe: Awaited<ReturnType<typeof startStripeServer>>;

  beforeAll(async () => {
    stripe = await startStripeServer();
    rig = await KillRig.open(mode, { STRIPE_SECRET_KEY: 'sk_test_vitrina', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
  }, 120_000);
  afterAll(async () => {
    await rig.close();
    await stripe.close();
  });

  /** Delivers an event the way Stripe does: raw JSON body, Stripe-Signature made by the stripe package. */
  const deliver = (payload: string) =>
    fetch(`${rig.server!.url}/api/payments/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload,
    });
  const checkoutEvent = async (headers: Record<string, string>, eventId: string) => {
    const checkout = await fetch(`${rig.server!.url}/api/checkout`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ planId: PLAN, months: 1 }),
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const session = ((await checkout.json()) as { data: { sessionId: string; amount: number } }).data;
    const paymentId = stripe.calls.findLast((call) => call.path === '/v1/checkout/sessions')?.form.get('client_reference_id') ?? '';
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          client_reference_id: paymentId,
          amount_total: session.amount,
          currency: 'usd',
          payment_status: 'paid',
          subscription: `sub_${eventId}`,
          customer: `cus_${eventId}`,
        },
      },
    });
    return { paymentId, payload };
  };
  const credits = async (headers: Record<string, string>) => {
    const response = await fetch(`${rig.server!.url}/api/credits`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { balance: number } }).data.balance;
  };

  it('SIGKILL before the commit; Stripe retries the event after the restart; credits are granted once', async () => {
    const buyer = await rig.user(5);
    await rig.start({ TEST_HOLD_PAYMENT_EVENT_MS: '60000' });
    const { paymentId, payload: event } = await checkoutEvent(buyer.headers, `evt_kill_${mode}`);

    // Stripe's first delivery: the handler reaches the hold, and the server dies there.
    const firstDelivery = deliver(event).then(
      (response) => `answered ${response.status}`,
      () => 'connection lost',
    );
    const deadline = Date.now() + 30_000;
    while (!rig.server!.output().includes('payment event held before commit')) {
      if (Date.now() > deadline) throw new Error(`the webhook never reached the hold:\n${rig.server!.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await rig.kill()).toBe('SIGKILL');
    expect(await firstDelivery).toBe('connection lost');

    // Nothing of the half-handled event survived: not the event record, not the credits.
    await rig.sql(async (db) => {
      expect(await db.query('SELECT 1 FROM payment_events WHERE event_id = $1', [`evt_kill_${mode}`])).toHaveLength(0);
      expect(await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId])).toEqual([{ status: 'pending' }]);
    });

    await rig.start();
    expect(await credits(buyer.headers)).toBe(5);
    // Stripe retries (no 2xx came back), and may deliver the same event once more later.
    const retry = await deliver(event);
    expect(await retry.json()).toEqual({ received: true, outcome: 'processed' });
    const duplicate = await deliver(event);
    expect(await duplicate.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await credits(buyer.headers)).toBe(5 + PLAN_CREDITS);

    expect(await rig.stop()).toBe('0');
    await rig.sql(async (db) => {
      const ledger = await db.query<{ kind: string; amount: number; ref: string | null }>('SELECT kind, amount, ref FROM credit_ledger WHERE user_id = $1 ORDER BY id', [buyer.id]);
      expect(ledger.filter((entry) => entry.kind === 'purchase')).toHaveLength(1);
      expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(5 + PLAN_CREDITS);
      expect(await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId])).toEqual([{ status: 'paid' }]);
      expect(await db.query('SELECT 1 FROM payment_events WHERE event_id = $1', [`evt_kill_${mode}`])).toHaveLength(1);
    });
  }, 150_000);

  it('SIGKILL in a burst of webhooks: every answered event keeps its credits; retries grant the rest once', async () => {
    const users = [];
    for (let index = 0; index < 12; index += 1) users.push(await rig.user(5));
    await rig.start();
    const buyers: (Awaited<ReturnType<KillRig['user']>> & Awaited<ReturnType<typeof checkoutEvent>>)[] = [];
    for (const [index, user] of users.entries()) buyers.push({ ...user, ...(await checkoutEvent(user.headers, `evt_burst_${mode}_${index}`)) });
    // Stripe sends them all at once; the server dies as soon as the first one is acknowledged.
    const answered = new Set<number>();
    const deliveries = buyers.map((buyer, index) =>
      deliver(buyer.payload).then(
        (response) => response.ok && answered.add(index),
        () => undefined,
      ),
    );
    const deadline = Date.now() + 30_000;
    while (answered.size === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await rig.kill()).toBe('SIGKILL');
    await Promise.all(deliveries);
    const acknowledged = [...answered];
    expect(acknowledged.length).toBeGreaterThan(0);

    // An acknowledged event is never retried by Stripe, so its credits must have survived the kill.
    const paidBeforeRetries = await rig.sql((db) =>
      db.query<{ id: string }>("SELECT id FROM payments WHERE status = 'paid' AND id = ANY($1::uuid[])", [buyers.map((buyer) => buyer.paymentId)]),
    );
    const paidIds = new Set(paidBeforeRetries.map((row) => row.id));
    for (const index of acknowledged) expect(paidIds.has(buyers[index].paymentId)).toBe(true);

    // Stripe retries what got no 2xx, and may repeat the rest: every purchase ends granted once.
    await rig.start();
    for (const buyer of buyers) {
      const response = await deliver(buyer.payload);
      expect(response.status).toBe(200);
    }
    for (const buyer of buyers) expect(await credits(buyer.headers)).toBe(5 + PLAN_CREDITS);
    console.info(`burst of ${buyers.length} webhooks: ${acknowledged.length} acknowledged before the kill, ${paidIds.size} committed (${mode})`);

    expect(await rig.stop()).toBe('0');
    await rig.sql(async (db) => {
      const grants = await db.query<{ user_id: string; count: number }>(
        "SELECT user_id, count(*)::int AS count FROM credit_ledger WHERE kind = 'purchase' AND user_id = ANY($1::uuid[]) GROUP BY user_id",
        [buyers.map((buyer) => buyer.id)],
      );
      expect(grants).toHaveLength(buyers.length);
      expect(grants.every((row) => row.count === 1)).toBe(true);
    });
  }, 150_000);
});
