import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { FAST_ALTCHA, get, post, solveAltcha, uniqueEmail } from './support/accounts-app';
import { codeIn, parseMail } from './support/mail-capture';

describe.each(testDatabaseKinds)('embedded defaults on %s: outbox mail, ALTCHA, optional providers off', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, FAST_ALTCHA);
  });
  afterAll(() => testApp.close());

  it('lists ALTCHA as the captcha and no optional provider', async () => {
    const response = await get(testApp, '/api/auth/providers');
    expect(response.json()).toEqual({
      data: { google: false, telegram: { enabled: false, botName: null }, transfer: false, captcha: { type: 'altcha', challengeUrl: '/api/auth/captcha/challenge' }, legal: { companyName: 'Vitrina', contactEmail: null } },
    });
  });

  it.each([
    ['/api/auth/google/url', {}],
    ['/api/auth/google', { code: 'c', state: 's' }],
    ['/api/auth/google/register', { sessionId: '00000000-0000-4000-8000-000000000000' }],
    ['/api/auth/telegram', { id: 1, auth_date: 1, hash: 'a'.repeat(64) }],
    ['/api/auth/telegram/register', { sessionId: '00000000-0000-4000-8000-000000000000' }],
    ['/api/auth/24ai', { accessToken: 'x' }],
  ])('%s answers 503 when not configured', async (url, body) => {
    const response = await post(testApp, url, body);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({ code: 'service_unavailable', message: 'This service is not available right now' });
  });

  it('writes the code mail as an .eml file in the outbox (the log line is covered by outbox-mailer.test.ts)', async () => {
    const email = uniqueEmail('outbox');
    const response = await post(testApp, '/api/auth/code', {
      email,
      password: 'a-good-password',
      countryCode: 'AE',
      captchaType: 'altcha',
      token: await solveAltcha(testApp),
    }, { headers: { lang: 'ar' } });
    expect(response.statusCode).toBe(200);
    const files = readdirSync(testApp.config.outboxDir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(testApp.config.outboxDir, files[0]), 'utf8');
    expect(raw).toMatch(/^From: Vitrina <no-reply@vitrina\.local>\r\n/m);
    expect(raw).toMatch(new RegExp(`^To: ${email.replace('.', '\\.')}\\r$`, 'm'));
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
    const mail = await parseMail(raw);
    expect(mail.subject).toBe('رمز التسجيل في Vitrina');
    expect(mail.html).toContain('dir="rtl"');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });
});

describe.each(testDatabaseKinds)('reCAPTCHA v3 against a fake siteverify on %s', (kind) => {
  let siteverify: Server;
  let testApp: TestApp;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // Speaks Google's siteverify protocol: form POST in, JSON verdict out.
    siteverify = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const token = form.get('response');
        const verdict =
          form.get('secret') !== 'server-secret'
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : token === 'human'
              ? { success: true, score: 0.9, action: 'register', hostname: 'localhost' }
              : token === 'bot'
                ? { success: true, score: 0.1, action: 'register', hostname: 'localhost' }
                : { success: false, 'error-codes': ['invalid-input-response'] };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(verdict));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    testApp = await createTestApp(kind, {
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => siteverify.close(() => resolve()));
  });

  const requestCode = (captchaType: string, token: string) =>
    post(testApp, '/api/auth/code', { email: uniqueEmail('recaptcha'), password: 'a-good-password', countryCode: 'AE', captchaType, token }, { ip: '203.0.113.77' });

  it('announces reCAPTCHA and allows its script in the CSP', async () => {
    const response = await get(testApp, '/api/auth/providers');
    expect(response.json().data.captcha).toEqual({ type: 'recaptcha-v3', siteKey: 'site-key' });
    expect(response.headers['content-security-policy']).toContain('https://www.google.com');
  });

  it('passes a good score, rejects a low score, an invalid token and the inactive ALTCHA type', async () => {
    expect((await requestCode('recaptcha-v3', 'human')).statusCode).toBe(200);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.77');
    const bot = await requestCode('recaptcha-v3', 'bot');
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error.code).toBe('captcha_failed');
    expect((await requestCode('recaptcha-v3', 'garbage')).json().error.code).toBe('captcha_failed');
    expect((await requestCode('altcha', 'anything')).json().error.code).toBe('captcha_failed');
  });
});
