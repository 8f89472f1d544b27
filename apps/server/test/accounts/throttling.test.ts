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

  it('answers 429 to the 11th failed login on an account within 15 minutes, even from another IP', async () => {
    const user = await createPasswordUser(testApp);
    for (let i = 0; i < 10; i++) {
      const response = await attempt(user.email, `wrong-${i}`, `192.0.2.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await attempt(user.email, TEST_PASSWORD, '192.0.2.99');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toEqual({ code: 'too_many_requests', message: 'Too many attempts. Please try again later' });
    const retryAfter = eleventh.json().data.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(eleventh.headers['retry-after']).toBe(String(retryAfter));
    const korean = await post(testApp, '/api/auth/token', { email: user.email, password: TEST_PASSWORD }, { ip: '192.0.2.98', headers: { lang: 'ko' } });
    expect(korean.statusCode).toBe(429);
    expect(korean.json().error.message).toBe('시도 횟수가 너무 많습니다. 나중에 다시 시도하세요');

    // No hard lockout: once the window has slid past the failures, the right password works.
    await testApp.database.query("UPDATE throttle_events SET occurred_at = occurred_at - interval '16 minutes' WHERE key = $1", [`login-failure:account:${user.email}`]);
    expect((await attempt(user.email, TEST_PASSWORD, '192.0.2.97')).statusCode).toBe(200);
  });

  it('counts failures per IP across accounts, and other IPs are not affected', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 10; i++) {
      expect((await attempt(uniqueEmail('spray'), 'wrong-password', ip)).statusCode).toBe(401);
    }
    const user = await createPasswordUser(testApp);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const user = await createPasswordUser(testApp);
    for (let i = 0; i < 9; i++) await attempt(user.email, 'wrong-password', `198.18.0.${i + 1}`);
    expect((await attempt(user.email, TEST_PASSWORD, '198.18.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(user.email, 'wrong-password', `198.18.2.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, '198.18.3.1')).statusCode).toBe(200);
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
