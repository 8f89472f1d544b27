import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases';
import { createBillingApp, ledgerOf, type BillingTestApp } from './support';

const SECRET = 'sibling-product-shared-secret-0123456789';

const token = (claims: JWTPayload) =>
  new SignJWT({ jti: randomUUID(), ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuer('24ai').setExpirationTime('5m').sign(new TextEncoder().encode(SECRET));

describe.each(testDatabaseKinds)('transfer of a subscription and balance on %s', (kind) => {
  let testApp: BillingTestApp;
  beforeAll(async () => {
    testApp = await createBillingApp(kind, { env: { TRANSFER_JWT_SECRET: SECRET } });
    testApp.clock.set(new Date().toISOString());
  });
  afterAll(() => testApp.close());

  const transfer = (accessToken: string) => testApp.app.inject({ method: 'POST', url: '/api/auth/24ai', payload: { accessToken } });
  const subscriptionOf = async (accessToken: string) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/subscription', headers: { authorization: `Bearer ${accessToken}` } })).json().data;

  it('imports the carried credits and running plan once; a second token for the same account adds only its own credits', async () => {
    const email = `moved-${randomUUID()}@example.com`;
    const activeUntil = Math.floor(testApp.clock.now.getTime() / 1000) + 40 * 24 * 3600;
    const signedIn = await transfer(await token({ email, credits: 42, plan: 'pro', plan_months: 3, plan_active_until: activeUntil }));
    expect(signedIn.statusCode).toBe(200);
    const subscription = await subscriptionOf(signedIn.json().token);
    expect(subscription).toMatchObject({ status: 'cancelled', planId: 'pro', months: 3, credits: 47, activeUntil: new Date(activeUntil * 1000).toISOString(), autoRenew: false });
    const userId = (await testApp.app.repositories.users.findByEmail(email))?.id ?? '';
    expect((await ledgerOf(testApp, userId)).map((entry) => [entry.kind, entry.amount, entry.reason])).toEqual([
      ['grant', 5, 'registration'],
      ['grant', 42, 'transfer'],
    ]);
    // An unknown plan or a finished one is not imported; the credits are.
    const again = await transfer(await token({ email, credits: 3, plan: 'gold', plan_months: 1, plan_active_until: activeUntil + 999 }));
    expect((await subscriptionOf(again.json().token)).credits).toBe(50);
    expect((await subscriptionOf(again.json().token)).planId).toBe('pro');
  });

  it('the same token twice is refused and imports nothing more', async () => {
    const email = `moved-${randomUUID()}@example.com`;
    const accessToken = await token({ email, credits: 10 });
    expect((await transfer(accessToken)).statusCode).toBe(200);
    expect((await transfer(accessToken)).statusCode).toBe(400);
    const userId = (await testApp.app.repositories.users.findByEmail(email))?.id ?? '';
    expect(await testApp.app.repositories.credits.balance(userId)).toBe(15);
  });
});
