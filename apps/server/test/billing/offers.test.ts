import type { Campaign } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture, type MailCapture } from '../accounts/support/mail-capture';
import { testDatabaseKinds } from '../support/databases';
import { createBillingApp, registeredUser, type BillingTestApp } from './support';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds)('offers on %s', (kind) => {
  let testApp: BillingTestApp;
  let mail: MailCapture;
  beforeAll(async () => {
    mail = await startMailCapture();
    testApp = await createBillingApp(kind, {
      env: { SMTP_URL: mail.url, SALES_EMAIL: 'sales@vitrina.test' },
      catalog: (catalog) => ({
        ...catalog,
        promoCodes: [
          { code: 'SPRING20', percentOff: 20, startsAt: '2026-03-01T00:00:00Z', endsAt: '2026-06-01T00:00:00Z', maxUsesPerUser: 1 },
          { code: 'PROYEAR', percentOff: 25, startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', planIds: ['pro'], termMonths: [12], maxUsesPerUser: 1 },
          { code: 'FIRST2', percentOff: 50, startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', maxUses: 2, maxUsesPerUser: 1 },
        ],
      }),
    });
    testApp.clock.set('2026-04-01T12:00:00Z');
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) => testApp.app.inject({ method: 'POST', url, headers, payload });
  const check = (headers: Record<string, string>, code: string, planId = 'pro', months = 1) => post('/api/promo-codes/check', headers, { code, planId, months });
  const refusal = async (answer: Promise<{ statusCode: number; json(): { error: { code: string } } }>) => {
    const response = await answer;
    expect(response.statusCode).toBe(400);
    return response.json().error.code;
  };

  it('the new-user code: 30% on any plan for 24 hours after registration, once, for its owner only', async () => {
    const { headers } = await registeredUser(testApp);
    const offer = (await testApp.app.inject({ method: 'GET', url: '/api/promotions/new-user', headers })).json().data;
    expect(offer).toMatchObject({ discountPercent: 30, expiresAt: '2026-04-02T12:00:00.000Z' });
    expect((await check(headers, offer.code.toLowerCase(), 'business', 12)).json().data).toMatchObject({ discountPercent: 30, fullAmount: 107280, amount: 75096 });
    const other = await registeredUser(testApp);
    expect(await refusal(check(other.headers, offer.code))).toBe('promo_not_found');

    const session = (await post('/api/checkout', headers, { planId: 'start', months: 1, promoCode: offer.code })).json().data;
    expect(session).toMatchObject({ amount: 1330, discountPercent: 30 });
    await post(`/api/payments/test-mode/sessions/${session.sessionId}/pay`, headers);
    expect(await refusal(check(headers, offer.code))).toBe('promo_already_used');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/promotions/new-user', headers })).json().data).toBeNull();

    const late = await registeredUser(testApp);
    const lateCode = (await testApp.app.inject({ method: 'GET', url: '/api/promotions/new-user', headers: late.headers })).json().data.code;
    testApp.clock.advance(24 * HOUR);
    expect(await refusal(check(late.headers, lateCode))).toBe('promo_expired');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/promotions/new-user', headers: late.headers })).json().data).toBeNull();
    testApp.clock.set('2026-04-01T12:00:00Z');
  });

  it('promo codes say why they do not apply: unknown, not yet, expired, plan, term, used, used up', async () => {
    const { headers } = await registeredUser(testApp);
    expect(await refusal(check(headers, 'NOPE'))).toBe('promo_not_found');
    expect(await refusal(check(headers, 'PROYEAR', 'start', 12))).toBe('promo_not_for_plan');
    expect(await refusal(check(headers, 'PROYEAR', 'pro', 6))).toBe('promo_not_for_term');
    expect((await check(headers, 'PROYEAR', 'pro', 12)).json().data).toMatchObject({ discountPercent: 25, amount: 26460 });
    const message = await check(headers, 'PROYEAR', 'start', 12);
    expect(message.json().error.message).toBe('This promo code is not valid for this plan');
    expect((await testApp.app.inject({ method: 'POST', url: '/api/promo-codes/check', headers: { ...headers, lang: 'ko' }, payload: { code: 'NOPE', planId: 'pro', months: 1 } })).json().error.message).toBe('해당 프로모션 코드가 없습니다');
    testApp.clock.set('2026-02-01T00:00:00Z');
    expect(await refusal(check(headers, 'SPRING20'))).toBe('promo_not_started');
    testApp.clock.set('2026-06-01T00:00:00Z');
    expect(await refusal(check(headers, 'SPRING20'))).toBe('promo_expired');
    testApp.clock.set('2026-04-01T12:00:00Z');

    // Total limit: open sessions hold a use, so a third buyer is refused while two are paying.
    const buyers = [await registeredUser(testApp), await registeredUser(testApp), await registeredUser(testApp)];
    expect((await post('/api/checkout', buyers[0].headers, { planId: 'pro', months: 1, promoCode: 'FIRST2' })).statusCode).toBe(200);
    expect((await post('/api/checkout', buyers[1].headers, { planId: 'pro', months: 1, promoCode: 'first2' })).statusCode).toBe(200);
    expect(await refusal(post('/api/checkout', buyers[2].headers, { planId: 'pro', months: 1, promoCode: 'FIRST2' }))).toBe('promo_used_up');
    // Abandoned sessions give their use back when they expire.
    testApp.clock.advance(2 * HOUR);
    expect((await post('/api/checkout', buyers[2].headers, { planId: 'pro', months: 1, promoCode: 'FIRST2' })).statusCode).toBe(200);
    testApp.clock.set('2026-04-01T12:00:00Z');
  });

  it('Black Friday runs from November 19 to December 3 every year (GMT+3), its discount applies at checkout', async () => {
    const campaignsAt = async (iso: string, lang = 'en') => {
      testApp.clock.set(iso);
      return (await testApp.app.inject({ method: 'GET', url: '/api/campaigns', headers: { lang } })).json().data as Campaign[];
    };
    expect(await campaignsAt('2026-11-18T20:59:59Z')).toEqual([]);
    const running = await campaignsAt('2026-11-18T21:00:00Z', 'ar');
    expect(running).toEqual([
      expect.objectContaining({ id: 'black-friday', kind: 'banner', title: 'الجمعة السوداء', discountPercent: 50, startsAt: '2026-11-18T21:00:00.000Z', endsAt: '2026-12-03T21:00:00.000Z' }),
    ]);
    expect((await campaignsAt('2031-12-03T20:59:59Z')).map((campaign) => campaign.id)).toEqual(['black-friday']);
    expect(await campaignsAt('2031-12-03T21:00:00Z')).toEqual([]);

    testApp.clock.set('2027-11-25T10:00:00Z');
    const { headers } = await registeredUser(testApp);
    const session = (await post('/api/checkout', headers, { planId: 'pro', months: 1 })).json().data;
    expect(session).toMatchObject({ amount: 2450, discountPercent: 50 });
    // A smaller code does not stack with the campaign: the larger discount applies.
    const code = (await testApp.app.inject({ method: 'GET', url: '/api/promotions/new-user', headers })).json().data.code;
    expect((await check(headers, code)).json().data).toMatchObject({ discountPercent: 50, amount: 2450 });
    testApp.clock.set('2026-04-01T12:00:00Z');
  });

  it('the price-increase notice shows before August 19, 00:00 GMT+3 and not after', async () => {
    const at = async (iso: string) => {
      testApp.clock.set(iso);
      return ((await testApp.app.inject({ method: 'GET', url: '/api/campaigns' })).json().data as Campaign[]).map((campaign) => campaign.id);
    };
    expect(await at('2027-08-18T20:59:59Z')).toEqual(['price-increase']);
    expect(await at('2027-08-18T21:00:00Z')).toEqual([]);
    testApp.clock.set('2026-04-01T12:00:00Z');
  });

  it('enterprise requests are validated, stored and mailed to SALES_EMAIL over SMTP', async () => {
    const bad = await post('/api/enterprise-requests', {}, { name: '', email: 'nope', company: 'x'.repeat(256), message: 'Hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ name: 'This field must not be empty', email: '"Email" is filled in incorrectly', company: 'This field must be at most 255 characters' });
    expect(await testApp.database.query('SELECT id FROM enterprise_requests')).toEqual([]);

    const { user, headers } = await registeredUser(testApp);
    const created = await post('/api/enterprise-requests', headers, { name: 'Mina Park', email: 'Mina@Shop.test', company: 'Shop <Co>', phone: '+82 10 1234 5678', message: 'We list 20 000 products a month.' });
    expect(created.statusCode).toBe(201);
    const mailed = await mail.waitFor('sales@vitrina.test');
    expect(mailed.subject).toBe('Enterprise request: Shop <Co>');
    expect(mailed.text).toContain('Email: mina@shop.test');
    expect(mailed.text).toContain('We list 20 000 products a month.');
    expect(mailed.html).toContain('Shop &#60;Co&#62;');
    const [row] = await testApp.database.query<{ user_id: string; mailed_at: string | null }>('SELECT user_id, mailed_at FROM enterprise_requests WHERE id = $1', [created.json().data.id]);
    expect(row?.user_id).toBe(user.id);
    expect(row?.mailed_at).not.toBeNull();
    expect((await post('/api/enterprise-requests', {}, { name: 'A', email: 'a@b.test', company: 'C', message: 'M' })).statusCode).toBe(201);
  });
});
