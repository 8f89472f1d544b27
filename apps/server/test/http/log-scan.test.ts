import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logging';
import { bearer, FAST_ALTCHA, get, post, solveAltcha, uniqueEmail } from '../accounts/support/accounts-app';
import { codeIn, startMailCapture, type MailCapture } from '../accounts/support/mail-capture';
import { solidPng } from '../images/support';
import { createTestApp, type TestApp } from '../support/app';

const PASSWORD = 'log-scan-password-41';

/**
 * A seller's whole first hour against the real app, logging at debug level into a buffer: sign-up
 * (code mailed over SMTP), registration, sign-in, token refresh, a share link opened by a visitor,
 * an API key and a public-API call. Not one of the secrets met on the way, nor the address,
 * may appear anywhere in the log.
 */
describe('the log of a full sign-up, sign-in, share and public-API call', () => {
  let mail: MailCapture;
  let testApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    mail = await startMailCapture();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    testApp = await createTestApp('pglite', { SMTP_URL: mail.url, PUBLIC_URL: 'https://vitrina.example', ...FAST_ALTCHA }, { logger: { ...loggerOptions('debug'), stream } });
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  it('holds no address, password, code, token, share token or API key', async () => {
    const email = uniqueEmail('scan');
    const secrets: Record<string, string> = { email, 'local part': email.split('@')[0], password: PASSWORD };

    const sent = await post(testApp, '/api/auth/code', { email, password: PASSWORD, countryCode: 'ae', captchaType: 'altcha', token: await solveAltcha(testApp) });
    expect(sent.statusCode).toBe(200);
    secrets.code = codeIn(await mail.waitFor(email));
    const registration = { email, password: PASSWORD, verifyCode: secrets.code, countryCode: 'ae', phone: '+971 50 123 4567', firstName: 'Lina', agreement: true };
    const registered = await post(testApp, '/api/auth/register', registration);
    expect(registered.statusCode).toBe(200);
    secrets['registration token'] = registered.json<{ token: string }>().token;
    secrets['registration refresh token'] = registered.json<{ refresh_token: string }>().refresh_token;

    const wrong = await post(testApp, '/api/auth/token', { email, password: `${PASSWORD}-wrong` });
    expect(wrong.statusCode).toBe(401);
    const signedIn = await post(testApp, '/api/auth/token', { email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const { token, refresh_token: refreshToken } = signedIn.json<{ token: string; refresh_token: string }>();
    Object.assign(secrets, { token, 'refresh token': refreshToken });
    const refreshed = await post(testApp, '/api/auth/token/refresh', { refresh_token: refreshToken });
    expect(refreshed.statusCode).toBe(200);
    secrets['refreshed token'] = refreshed.json<{ token: string }>().token;
    secrets['refreshed refresh token'] = refreshed.json<{ refresh_token: string }>().refresh_token;

    const user = await testApp.app.repositories.users.findByEmail(email);
    const image = await testApp.app.services.images.storeOutput(user!.id, await solidPng(40, 30, { r: 200, g: 40, b: 40 }));
    const output = await testApp.app.services.generatedImages.create({
      userId: user!.id, tool: 'create-background', jobId: randomUUID(), imageId: image.id, prompt: 'a red mug', quantityIndex: 1, engine: 'test',
    });
    const shared = await post(testApp, '/api/share', { entityType: 'generated_image', entityId: output.id }, { headers: bearer(token) });
    expect(shared.statusCode).toBe(201);
    secrets['share token'] = shared.json<{ data: { token: string } }>().data.token;
    expect((await get(testApp, `/s/${secrets['share token']}`)).statusCode).toBe(200);
    expect((await get(testApp, `/api/files/${image.id}?share=${secrets['share token']}&w=32`)).statusCode).toBe(200);
    expect((await get(testApp, `/api/files/${image.id}?w=32&share=not-${secrets['share token']}`)).statusCode).toBe(404);

    const generated = await post(testApp, '/api/profile/token/generate', undefined, { headers: bearer(token) });
    expect(generated.statusCode).toBe(200);
    const key = generated.json<{ data: { token: string; webhookSecret: string } }>().data;
    Object.assign(secrets, { 'API key': key.token, 'webhook secret': key.webhookSecret });
    const account = await get(testApp, '/api/v1/account', { headers: { 'x-api-key': key.token } });
    expect(account.statusCode).toBe(200);

    const log = lines.join('');
    // The log did record the journey, with the secrets' places marked.
    expect(log).toContain('"url":"/api/auth/register"');
    expect(log).toContain('"url":"/s/[redacted]"');
    expect(log).toContain(`"url":"/api/files/${image.id}?share=[redacted]&w=32"`);
    expect(log).toContain('"url":"/api/v1/account"');
    expect(log).toMatch(/"msg":"mail sent".*"to":"\[redacted\]@example\.com"|"to":"\[redacted\]@example\.com".*"msg":"mail sent"/);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(5);
      expect(log.includes(secret), `the log holds the ${name}`).toBe(false);
    }
  }, 60_000);
});
