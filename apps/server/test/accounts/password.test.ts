import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { bearer, createPasswordUser, get, login, post, put, TEST_PASSWORD, uniqueEmail } from './support/accounts-app';
import { codeIn, startMailCapture, type MailCapture } from './support/mail-capture';

describe.each(testDatabaseKinds)('password restore and change on %s', (kind) => {
  let mail: MailCapture;
  let testApp: TestApp;
  beforeAll(async () => {
    mail = await startMailCapture();
    testApp = await createTestApp(kind, { SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const profileStatus = async (token: string) => (await get(testApp, '/api/profile', { headers: bearer(token) })).statusCode;

  it('restores the password with the mailed code and ends every session', async () => {
    const user = await createPasswordUser(testApp);
    const laptop = await login(testApp, user.email);
    const phone = await login(testApp, user.email);

    const requested = await post(testApp, '/api/auth/password/restore/request', { email: user.email }, { headers: { lang: 'es' } });
    expect(requested.statusCode).toBe(200);
    const message = await mail.waitFor(user.email);
    expect(message.subject).toBe('Tu código para restablecer la contraseña de Vitrina');
    const code = codeIn(message);

    const verified = await post(testApp, '/api/auth/password/restore/verify', { email: user.email, verifyCode: code });
    expect(verified.json()).toEqual({ data: { valid: true } });

    const restored = await post(testApp, '/api/auth/password/restore', { email: user.email, verifyCode: code, newPassword: 'brand-new-password' });
    expect(restored.statusCode).toBe(200);
    const fresh = restored.json();
    expect(await profileStatus(fresh.token)).toBe(200);

    // Every earlier session is over at once: access and refresh tokens alike.
    expect(await profileStatus(laptop.token)).toBe(401);
    expect(await profileStatus(phone.token)).toBe(401);
    expect((await post(testApp, '/api/auth/token/refresh', { refresh_token: phone.refresh_token })).statusCode).toBe(401);

    expect((await post(testApp, '/api/auth/token', { email: user.email, password: TEST_PASSWORD }, { ip: '198.51.100.40' })).statusCode).toBe(401);
    expect((await post(testApp, '/api/auth/token', { email: user.email, password: 'brand-new-password' })).statusCode).toBe(200);
    // The code works once.
    const reused = await post(testApp, '/api/auth/password/restore', { email: user.email, verifyCode: code, newPassword: 'another-password' });
    expect(reused.json().error.code).toBe('code_expired');
  });

  it('answers a restore request the same whether or not the email has an account', async () => {
    const user = await createPasswordUser(testApp);
    const known = await post(testApp, '/api/auth/password/restore/request', { email: user.email }, { ip: '198.51.100.50' });
    const unknown = await post(testApp, '/api/auth/password/restore/request', { email: uniqueEmail('ghost') }, { ip: '198.51.100.51' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await mail.waitFor(user.email);

    // Repeats are limited the same way too.
    const knownAgain = await post(testApp, '/api/auth/password/restore/request', { email: user.email }, { ip: '198.51.100.50' });
    const ghost = uniqueEmail('ghost');
    await post(testApp, '/api/auth/password/restore/request', { email: ghost }, { ip: '198.51.100.51' });
    const unknownAgain = await post(testApp, '/api/auth/password/restore/request', { email: ghost }, { ip: '198.51.100.51' });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.json().error).toEqual(unknownAgain.json().error);
  });

  it('verify and restore answer alike for an unknown email and a wrong code, up to the dead code', async () => {
    const user = await createPasswordUser(testApp);
    const ghost = uniqueEmail('ghost');
    await post(testApp, '/api/auth/password/restore/request', { email: user.email }, { ip: '198.51.100.60' });
    await post(testApp, '/api/auth/password/restore/request', { email: ghost }, { ip: '198.51.100.61' });
    const code = codeIn(await mail.waitFor(user.email));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 6; attempt++) {
      const knownAnswer = await post(testApp, '/api/auth/password/restore/verify', { email: user.email, verifyCode: wrong });
      const ghostAnswer = await post(testApp, '/api/auth/password/restore/verify', { email: ghost, verifyCode: wrong });
      expect(knownAnswer.statusCode).toBe(400);
      expect(knownAnswer.body).toBe(ghostAnswer.body);
      expect(knownAnswer.json().error.code).toBe(attempt <= 5 ? 'code_mismatch' : 'code_expired');
    }
  });

  it('changes the password: the old one is checked, other sessions end, this client gets new tokens', async () => {
    const user = await createPasswordUser(testApp);
    const here = await login(testApp, user.email);
    const elsewhere = await login(testApp, user.email);

    const wrong = await put(testApp, '/api/profile/password', { oldPassword: 'not-it', newPassword: 'changed-password' }, { headers: bearer(here.token) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'old_password_wrong', fields: { oldPassword: 'The current password is incorrect' } });
    const short = await put(testApp, '/api/profile/password', { oldPassword: TEST_PASSWORD, newPassword: 'short' }, { headers: bearer(here.token) });
    expect(short.json().error.code).toBe('password_too_short');

    const changed = await put(testApp, '/api/profile/password', { oldPassword: TEST_PASSWORD, newPassword: 'changed-password' }, { headers: bearer(here.token) });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    expect(await profileStatus(fresh.token)).toBe(200);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect((await post(testApp, '/api/auth/token/refresh', { refresh_token: elsewhere.refresh_token })).statusCode).toBe(401);
    expect((await post(testApp, '/api/auth/token/refresh', { refresh_token: fresh.refresh_token })).statusCode).toBe(200);
    expect((await post(testApp, '/api/auth/token', { email: user.email, password: 'changed-password' })).statusCode).toBe(200);
  });

  it('needs a signed-in user to change the password', async () => {
    const response = await put(testApp, '/api/profile/password', { oldPassword: 'a', newPassword: 'changed-password' });
    expect(response.statusCode).toBe(401);
  });
});
