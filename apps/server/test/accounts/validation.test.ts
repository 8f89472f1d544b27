import { ERROR_CATALOGUE, type ErrorCode } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { post } from './support/accounts-app';

const valid = {
  email: 'ana@example.com',
  password: 'a-good-password',
  verifyCode: '123456',
  countryCode: 'AE',
  phone: '+971 50 123 4567',
  agreement: true,
};

/** Each spec §5 rule on the registration form: the body, the field, the catalogue code. */
const rules: [string, Record<string, unknown>, string, ErrorCode][] = [
  ['email missing', { email: undefined }, 'email', 'email_required'],
  ['email empty', { email: '  ' }, 'email', 'email_required'],
  ['email malformed', { email: 'ana@' }, 'email', 'email_invalid'],
  ['phone missing', { phone: undefined }, 'phone', 'phone_required'],
  ['phone empty', { phone: '' }, 'phone', 'phone_required'],
  ['phone malformed', { phone: 'call me' }, 'phone', 'phone_invalid'],
  ['password missing', { password: undefined }, 'password', 'password_required'],
  ['password empty', { password: '' }, 'password', 'password_required'],
  ['password of 7 characters', { password: '1234567' }, 'password', 'password_too_short'],
  ['password over 255 characters', { password: 'x'.repeat(256) }, 'password', 'field_too_long'],
  ['agreement not accepted', { agreement: false }, 'agreement', 'agreement_required'],
  ['agreement missing', { agreement: undefined }, 'agreement', 'agreement_required'],
  ['code not six digits', { verifyCode: '12ab' }, 'verifyCode', 'code_mismatch'],
  ['country not a code', { countryCode: 'Arabia' }, 'countryCode', 'country_invalid'],
  ['first name over 255 characters', { firstName: 'n'.repeat(256) }, 'firstName', 'field_too_long'],
];

describe.each(testDatabaseKinds)('form validation on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it.each(rules)('%s', async (_name, change, field, code) => {
    for (const lang of ['en', 'es'] as const) {
      const response = await post(testApp, '/api/auth/register', { ...valid, ...change }, { headers: { lang } });
      expect(response.statusCode).toBe(400);
      const message = ERROR_CATALOGUE[code][lang];
      expect(response.json()).toEqual({ error: { code, message, fields: { [field]: message } } });
    }
  });

  it('names every bad field at once, in Korean and Arabic too', async () => {
    for (const lang of ['ko', 'ar'] as const) {
      const response = await post(testApp, '/api/auth/register', { ...valid, email: '', password: '1', agreement: false }, { headers: { lang } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: ERROR_CATALOGUE.validation_failed[lang],
        fields: {
          email: ERROR_CATALOGUE.email_required[lang],
          password: ERROR_CATALOGUE.password_too_short[lang],
          agreement: ERROR_CATALOGUE.agreement_required[lang],
        },
      });
    }
  });

  it('applies the same rules to the code request, restore and password change', async () => {
    const code = await post(testApp, '/api/auth/code', { email: 'x@y.co', password: 'short', countryCode: 'AE', captchaType: 'altcha', token: 't' });
    expect(code.json().error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    const restore = await post(testApp, '/api/auth/password/restore', { email: 'x@y.co', verifyCode: '123456', newPassword: 'short' });
    expect(restore.json().error.fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const request = await post(testApp, '/api/auth/password/restore/request', { email: 'not an email' });
    expect(request.json().error.code).toBe('email_invalid');
  });
});
