import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { createPasswordUser, post, TEST_PASSWORD, uniqueEmail } from './support/accounts-app';

describe.each(testDatabaseKinds)('throttling on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const attempt = (email: string, password: string, ip: string) => post(testApp, '/api/auth/token', { email, password }, { ip });

  /** Moves every sign-in attempt of this key back in time, as if the caller had waited. */
  const wait = (keyPrefix: string, seconds: number) =>
    testApp.database.query(`UPDATE throttle_events SET occurred_at = occurred_at - interval '${seconds} seconds' WHERE starts_with(key, $1)`, [keyPrefix]);

  it('counts before checking: 30 parallel wrong passwords get no more tries than a sequence, and the right one right after waits', async () => {
    const user = await createPasswordUser(testApp);
    const ip = '192.0.2.10';
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(user.email, `wrong-${i}`, ip)));
    const seconds = (Date.now() - started) / 1000;
    const checked = burst.filter((response) => response.statusCode === 401).length;
    // One after the other, the same requests get 5 free tries, then one more after 1 s, 2 s more, 4 s more...
    const sequenceWouldGet = 5 + Math.floor(Math.log2(seconds + 1));
    // (A burst whose attempts all land before any is counted may even get none.)
    expect(checked).toBeLessThanOrEqual(sequenceWouldGet);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(30 - checked);
    // As if the burst had ended this instant (a slow machine may have spread it over seconds).
    await testApp.database.query('UPDATE throttle_events SET occurred_at = now() WHERE starts_with(key, $1) OR key = $2', [`login:account-ip:${user.email}\n`, `login:ip:${ip}`]);
    const right = await attempt(user.email, TEST_PASSWORD, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual({ code: 'too_many_requests', message: 'Too many attempts. Please try again later' });
    expect(right.headers['retry-after']).toBe(String(right.json().data.retryAfter));
    const korean = await post(testApp, '/api/auth/token', { email: user.email, password: TEST_PASSWORD }, { ip, headers: { lang: 'ko' } });
    expect(korean.json().error.message).toBe('시도 횟수가 너무 많습니다. 나중에 다시 시도하세요');
  });

  it('delays grow progressively per account and address; waiting as told is enough', async () => {
    const user = await createPasswordUser(testApp);
    const ip = '192.0.2.20';
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'wrong-password', ip)).statusCode).toBe(401);
    const early = await attempt(user.email, 'wrong-password', ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().data.retryAfter).toBe(1);
    const key = `login:account-ip:${user.email}\n`;
    await wait(key, 2);
    expect((await attempt(user.email, 'wrong-password', ip)).statusCode).toBe(401);
    // The 7th attempt of the window waits 2 s, the 8th 4 s, ...
    const seventh = await attempt(user.email, TEST_PASSWORD, ip);
    expect([seventh.statusCode, seventh.json().data.retryAfter]).toEqual([429, 2]);
    await wait(key, 3);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    // Success ends the account's delays.
    expect((await attempt(user.email, 'wrong-password', ip)).statusCode).toBe(401);
  });

  it('never locks the victim\'s account for everyone: an attacker\'s failures from one address leave the owner\'s address alone', async () => {
    const victim = await createPasswordUser(testApp);
    for (let i = 0; i < 30; i++) await attempt(victim.email, `guess-${i}`, '203.0.113.66');
    expect((await attempt(victim.email, TEST_PASSWORD, '203.0.113.66')).statusCode).toBe(429);
    expect((await attempt(victim.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('slows one address spraying many accounts, not other addresses', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 30; i++) expect((await attempt(uniqueEmail('spray'), 'wrong-password', ip)).statusCode).toBe(401);
    const user = await createPasswordUser(testApp);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });

  it('limits restore code requests per email per hour and per IP', async () => {
    const email = uniqueEmail('codes');
    const request = (address: string, ip: string) => post(testApp, '/api/auth/password/restore/request', { email: address }, { ip });
    for (let i = 0; i < 5; i++) {
      expect((await request(email, `198.19.0.${i + 1}`)).statusCode).toBe(200);
      // Skip the 60-second countdown between sends.
      await testApp.database.query("UPDATE throttle_events SET occurred_at = occurred_at - interval '61 seconds' WHERE key LIKE $1", [`%${email}`]);
    }
    const sixth = await request(email, '198.19.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().data.retryAfter).toBeGreaterThan(3000);

    const ip = '198.19.1.1';
    for (let i = 0; i < 20; i++) expect((await request(uniqueEmail('ip'), ip)).statusCode).toBe(200);
    expect((await request(uniqueEmail('ip'), ip)).statusCode).toBe(429);
  });
});
