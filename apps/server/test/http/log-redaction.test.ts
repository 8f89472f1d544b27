import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logging';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, createPasswordUser, login, put, TEST_PASSWORD } from '../accounts/support/accounts-app';

const ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3q2+7w8Zk0dGZpYJ0hYw1a5cF0xWm7Zr2r7yQv1bq0E';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiIxMjMifQ.c2lnbmF0dXJlc2lnbmF0dXJl';
const API_KEY = 'vtr_4f9c2a7d1e8b3c6a5f0e9d8c7b6a5f4e';
const CODE_HASH = 'a'.repeat(32) + 'b'.repeat(32);

describe('log redaction (pino redact and the error serializer)', () => {
  let testApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    testApp = await createTestApp('pglite', {}, { logger: { ...loggerOptions('info'), stream } });
  }, 180_000);
  afterAll(() => testApp.close());

  const logged = () => lines.join('');

  it('removes secret fields at any of the first three levels', () => {
    const log = testApp.app.log;
    log.info({ password: 'hunter2-secret', user: { passwordHash: ARGON2_HASH, email: 'a@example.com' } }, 'fields');
    log.info({ body: { refreshToken: 'refresh-secret-1', verifyCode: '483920', apiKey: API_KEY } }, 'nested');
    log.info({ req: { headers: { authorization: `Bearer ${JWT}`, cookie: 'sid=cookie-secret' } } }, 'headers');
    log.info({ token: 'plain-token-secret', accessToken: JWT, code: '777111' }, 'top');
    const text = logged();
    for (const secret of ['hunter2-secret', ARGON2_HASH, 'refresh-secret-1', '483920', API_KEY, JWT, 'cookie-secret', 'plain-token-secret', '777111']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('a@example.com');
    expect(text).toContain('[redacted]');
  });

  it('scrubs a failed query\'s message, stack and parameters (the argon2 hash of a registration)', () => {
    const failed = Object.assign(new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@example.com,${ARGON2_HASH}`), {
      query: 'insert into "users"',
      params: ['a@example.com', ARGON2_HASH],
      cause: new Error(`duplicate key; token ${JWT}; key ${API_KEY}; hash ${CODE_HASH}`),
    });
    testApp.app.log.error({ err: failed }, 'request failed');
    const text = logged();
    for (const secret of [ARGON2_HASH, JWT, API_KEY, CODE_HASH, 'argon2id']) expect(text).not.toContain(secret);
    expect(text).toContain('Failed query: insert into');
  });

  it('a real failed query behind a 500 logs no hash (password change, the UPDATE refused by the database)', async () => {
    const user = await createPasswordUser(testApp);
    const { token } = await login(testApp, user.email);
    // The database now refuses any new password hash, as a broken disk or a bad migration would.
    await testApp.database.query('ALTER TABLE users ADD CONSTRAINT log_redaction_refuse CHECK (password_hash IS NULL OR length(password_hash) < 20) NOT VALID');
    try {
      const before = lines.length;
      const newPassword = 'a-brand-new-password-1';
      const response = await put(testApp, '/api/profile/password', { oldPassword: TEST_PASSWORD, newPassword }, { headers: bearer(token) });
      expect(response.statusCode).toBe(500);
      const text = lines.slice(before).join('');
      expect(text).toContain('request failed');
      expect(text).not.toMatch(/\$argon2/);
      expect(text).not.toContain(newPassword);
      expect(text).not.toContain(token);
    } finally {
      await testApp.database.query('ALTER TABLE users DROP CONSTRAINT log_redaction_refuse');
    }
  });
});
