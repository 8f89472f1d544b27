import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, FAST_ALTCHA, get, post, solveAltcha, uniqueEmail } from './support/accounts-app';
import { codeIn, startMailCapture, type MailCapture } from './support/mail-capture';

const PASSWORD = 'a-good-password';

describe.each(testDatabaseKinds)('registration by email on %s', (kind) => {
  let mail: MailCapture;
  let testApp: TestApp;
  beforeAll(async () => {
    mail = await startMailCapture();
    testApp = await createTestApp(kind, { SMTP_URL: mail.url, ...FAST_ALTCHA });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const requestCode = async (email: string, headers: Record<string, string> = {}) =>
    post(testApp, '/api/auth/code', { email, password: PASSWORD, countryCode: 'ae', captchaType: 'altcha', token: await solveAltcha(testApp) }, { headers });

  const registration = (email: string, verifyCode: string) => ({
    email,
    password: PASSWORD,
    verifyCode,
    countryCode: 'mx',
    phone: '+52 55 1234 5678',
    firstName: 'Ana',
    agreement: true,
  });

  it('mails a code over SMTP, registers with it, grants 5 free generations and signs in', async () => {
    const email = uniqueEmail('reg');
    const sent = await requestCode(email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { resendAfter: 60, expiresIn: 600 } });

    const message = await mail.waitFor(email);
    expect(message.subject).toBe('Your Vitrina registration code');
    const code = codeIn(message);

    const before = Date.now();
    const registered = await post(testApp, '/api/auth/register', registration(email, code));
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.data).toMatchObject({ email, country: 'MX', phone: '+52 55 1234 5678', firstName: 'Ana', lastName: null, hasPassword: true, domains: [] });
    expect(Date.parse(body.data.createdAt)).toBeGreaterThanOrEqual(before - 5000);

    const user = await testApp.app.repositories.users.findByEmail(email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await testApp.app.repositories.credits.balance(user!.id)).toBe(5);
    const ledger = await testApp.database.query<{ kind: string; amount: number; reason: string }>(
      'SELECT kind, amount, reason FROM credit_ledger WHERE user_id = $1',
      [user!.id],
    );
    expect(ledger).toEqual([{ kind: 'grant', amount: 5, reason: 'registration' }]);

    const profile = await get(testApp, '/api/profile', { headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(email);

    // The code was single use.
    const again = await post(testApp, '/api/auth/register', registration(email, code));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('code_expired');
  });

  it('says "already registered" when the email got an account between code and registration', async () => {
    const email = uniqueEmail('race');
    await requestCode(email);
    const code = codeIn(await mail.waitFor(email));
    await testApp.app.repositories.users.insert({ email, country: 'AE' });
    const response = await post(testApp, '/api/auth/register', registration(email, code));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'email_taken', message: 'An account with this email is already registered' });
  });

  it('mails in the language of the request', async () => {
    const email = uniqueEmail('ko');
    expect((await requestCode(email, { lang: 'ko' })).statusCode).toBe(200);
    const message = await mail.waitFor(email);
    expect(message.subject).toBe('Vitrina 가입 인증 코드');
    expect(message.text).toContain(`인증 코드: ${codeIn(message)}`);
    expect(message.html).toContain('lang="ko"');
  });

  it('stores only a hash of the code', async () => {
    const email = uniqueEmail('hash');
    await requestCode(email);
    const code = codeIn(await mail.waitFor(email));
    const rows = await testApp.database.query<{ code_hash: string }>('SELECT code_hash FROM one_time_codes WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('answers "Code doesn\'t match" for a wrong code, and kills the code after 5 wrong tries', async () => {
    const email = uniqueEmail('tries');
    await requestCode(email);
    const code = codeIn(await mail.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(testApp, '/api/auth/register', registration(email, wrong));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'code_mismatch', message: "Code doesn't match" });
    }
    const late = await post(testApp, '/api/auth/register', registration(email, code));
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('code_expired');
    expect(await testApp.app.repositories.users.findByEmail(email)).toBeUndefined();
  });

  it('rejects an expired code', async () => {
    const email = uniqueEmail('expired');
    await requestCode(email);
    const code = codeIn(await mail.waitFor(email));
    await testApp.database.query("UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE email = $1", [email]);
    const response = await post(testApp, '/api/auth/register', registration(email, code));
    expect(response.json().error.code).toBe('code_expired');
  });

  it('a code is scoped to its purpose: a registration code cannot restore a password', async () => {
    const email = uniqueEmail('scope');
    await requestCode(email);
    const code = codeIn(await mail.waitFor(email));
    const response = await post(testApp, '/api/auth/password/restore/verify', { email, verifyCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('code_mismatch');
  });

  it('allows a resend only after 60 seconds and says when (429 with retryAfter and Retry-After)', async () => {
    const email = uniqueEmail('resend');
    expect((await requestCode(email)).statusCode).toBe(200);
    const early = await requestCode(email);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatchObject({ code: 'too_many_requests', message: 'Too many attempts. Please try again later' });
    const retryAfter = early.json().data.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(early.headers['retry-after']).toBe(String(retryAfter));

    // Once the minute has passed (moved back in the database), a new code replaces the old one.
    const first = codeIn(await mail.waitFor(email));
    await testApp.database.query("UPDATE throttle_events SET occurred_at = occurred_at - interval '61 seconds' WHERE key LIKE $1", [`%${email}`]);
    expect((await requestCode(email)).statusCode).toBe(200);
    const second = codeIn(await mail.waitFor(email));
    if (first !== second) {
      const stale = await post(testApp, '/api/auth/register', registration(email, first));
      expect(stale.json().error.code).toBe('code_mismatch');
    }
    expect((await post(testApp, '/api/auth/register', registration(email, second))).statusCode).toBe(200);
  });

  it('answers a taken email exactly like a new one, and mails its owner "you already have an account" (no enumeration)', async () => {
    const taken = uniqueEmail('taken');
    await testApp.app.repositories.users.insert({ email: taken, country: 'AE' });
    const fresh = uniqueEmail('fresh');
    const takenAnswer = await requestCode(taken.toUpperCase(), { lang: 'es' });
    const freshAnswer = await requestCode(fresh);
    expect(takenAnswer.statusCode).toBe(200);
    expect(takenAnswer.json()).toEqual(freshAnswer.json());

    const reminder = await mail.waitFor(taken);
    expect(reminder.subject).toBe('Ya tienes una cuenta de Vitrina');
    expect(reminder.text).toContain(`${testApp.config.PUBLIC_URL.replace(/\/$/, '')}/es/auth/login`);
    expect(reminder.text).not.toMatch(/\b\d{6}\b/);
    codeIn(await mail.waitFor(fresh));

    // No code was mailed for the taken address: any code is simply wrong, as for anyone else.
    const attempt = await post(testApp, '/api/auth/register', registration(taken, '123456'));
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().error.code).toBe('code_mismatch');
    // The same limits apply to both: a second request within 60 s is refused alike.
    const [againTaken, againFresh] = [await requestCode(taken), await requestCode(fresh)];
    expect(againTaken.statusCode).toBe(429);
    expect(againTaken.json().error.code).toBe(againFresh.json().error.code);
  });

  it('rejects a missing, wrong or reused captcha', async () => {
    const email = uniqueEmail('captcha');
    const base = { email, password: PASSWORD, countryCode: 'AE', captchaType: 'altcha' };
    const missing = await post(testApp, '/api/auth/code', base);
    expect(missing.statusCode).toBe(400);
    const forged = await post(testApp, '/api/auth/code', { ...base, token: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'captcha_failed', message: 'The captcha check failed. Please try again' });
    const wrongType = await post(testApp, '/api/auth/code', { ...base, captchaType: 'recaptcha-v3', token: 'anything' });
    expect(wrongType.json().error.code).toBe('captcha_failed');

    const token = await solveAltcha(testApp);
    expect((await post(testApp, '/api/auth/code', { ...base, token })).statusCode).toBe(200);
    const reused = await post(testApp, '/api/auth/code', { ...base, email: uniqueEmail('captcha2'), token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('captcha_failed');
  });

  it('rejects an ALTCHA solution with a made-up derived key', async () => {
    const token = await solveAltcha(testApp);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { derivedKey: string } };
    const key = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === 'a' ? 'b' : 'a') + key.slice(1);
    const response = await post(testApp, '/api/auth/code', {
      email: uniqueEmail('tamper'),
      password: PASSWORD,
      countryCode: 'AE',
      captchaType: 'altcha',
      token: Buffer.from(JSON.stringify(payload)).toString('base64'),
    });
    expect(response.json().error.code).toBe('captcha_failed');
  });
});
