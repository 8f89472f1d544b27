import type { CheckoutSession } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { createImage, grantCredits, submit } from '../jobs/support';
import { createBillingApp, registeredUser, type BillingTestApp } from './support';

const DAY = 24 * 60 * 60 * 1000;

/** A catalogue where the free tier and the `start` plan lack `basic_tools` (the test tool's feature). */
describe.each(testDatabaseKinds)('plan gating on %s', (kind) => {
  let testApp: BillingTestApp;
  beforeAll(async () => {
    testApp = await createBillingApp(kind, {
      catalog: (catalog) => ({
        ...catalog,
        free: { ...catalog.free, features: catalog.free.features.filter((feature) => feature !== 'basic_tools') },
        plans: catalog.plans.map((plan) => (plan.id === 'start' ? { ...plan, features: plan.features.filter((feature) => feature !== 'basic_tools') } : plan)),
      }),
    });
    testApp.clock.set('2026-09-01T00:00:00Z');
  });
  afterAll(() => testApp.close());

  const run = async (headers: Record<string, string>, userId: string, lang = 'en') =>
    submit(testApp, headers, 'test-wait', { imageId: (await createImage(testApp, userId)).id, params: { delayMs: 10 } }, { lang });

  it('403 feature_unavailable when the plan lacks the tool; the trial and a plan that has it pass; nothing is written', async () => {
    const { user, headers } = await registeredUser(testApp);
    expect((await run(headers, user.id)).statusCode).toBe(202);

    testApp.clock.advance(15 * DAY);
    const locked = await run(headers, user.id, 'es');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toEqual({ code: 'feature_unavailable', message: 'Función no disponible en el plan actual' });
    const jobs = await testApp.database.query('SELECT id FROM jobs WHERE user_id = $1', [user.id]);
    expect(jobs).toHaveLength(1);

    const start = (await testApp.app.inject({ method: 'POST', url: '/api/checkout', headers, payload: { planId: 'start', months: 1 } })).json().data as CheckoutSession;
    await testApp.app.inject({ method: 'POST', url: `/api/payments/test-mode/sessions/${start.sessionId}/pay`, headers });
    expect((await run(headers, user.id)).json().error.code).toBe('feature_unavailable');
    const pro = (await testApp.app.inject({ method: 'POST', url: '/api/checkout', headers, payload: { planId: 'pro', months: 1 } })).json().data as CheckoutSession;
    await testApp.app.inject({ method: 'POST', url: `/api/payments/test-mode/sessions/${pro.sessionId}/pay`, headers });
    expect((await run(headers, user.id)).statusCode).toBe(202);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/subscription', headers })).json().data.features).toContain('basic_tools');
    testApp.clock.set('2026-09-01T00:00:00Z');
  });

  it('402 no_credits comes after the feature check; accounts without trial or plan get the free tier', async () => {
    const { user, headers } = await createTestUser(testApp);
    expect((await run(headers, user.id)).json().error.code).toBe('feature_unavailable');
    const trial = await registeredUser(testApp);
    await testApp.app.repositories.credits.append({ userId: trial.user.id, kind: 'adjust', amount: -5, reason: 'test:spent' });
    const broke = await submit(testApp, trial.headers, 'test-wait', { imageId: (await createImage(testApp, trial.user.id)).id, params: { cost: 1 } });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.code).toBe('no_credits');
    await grantCredits(testApp, trial.user.id, 1);
  });

  it('limitsFor: the plan, trial and free tiers from the catalogue', async () => {
    const { user, headers } = await registeredUser(testApp);
    const plans = testApp.app.services.billing.plans;
    expect(await plans.limitsFor(user.id)).toEqual(plans.catalog.trial.limits);
    const business = (await testApp.app.inject({ method: 'POST', url: '/api/checkout', headers, payload: { planId: 'business', months: 12 } })).json().data as CheckoutSession;
    await testApp.app.inject({ method: 'POST', url: `/api/payments/test-mode/sessions/${business.sessionId}/pay`, headers });
    expect(await plans.limitsFor(user.id)).toEqual({ rateLimitPerMinute: 600, concurrency: 8, storageQuotaBytes: 107374182400 });
    const nobody = await createTestUser(testApp);
    expect(await plans.limitsFor(nobody.user.id)).toEqual(plans.catalog.free.limits);
  });
});
