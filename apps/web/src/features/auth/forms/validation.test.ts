import { describe, expect, it } from 'vitest';
import { validateCode, validateLogin, validateNewPassword, validateRegistration, type RegistrationValues } from './validation';

const valid: RegistrationValues = {
  email: 'seller@example.com',
  password: 'longenough',
  passwordConfirmation: 'longenough',
  phone: '+971 50 123 4567',
  countryCode: 'AE',
  agreement: true,
};

describe('sign-in form rules (spec §5)', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it.each([
    [{ email: '' }, 'email', 'email_required'],
    [{ email: 'seller@' }, 'email', 'email_invalid'],
    [{ password: '', passwordConfirmation: '' }, 'password', 'password_required'],
    [{ password: 'short77', passwordConfirmation: 'short77' }, 'password', 'password_too_short'],
    [{ passwordConfirmation: 'different' }, 'passwordConfirmation', 'passwords_mismatch'],
    [{ phone: '' }, 'phone', 'phone_required'],
    [{ agreement: false }, 'agreement', 'agreement_required'],
  ] as const)('refuses %o with %s: %s', (change, field, code) => {
    expect(validateRegistration({ ...valid, ...change })[field]).toBe(code);
  });

  it('reports every broken rule at once, the mismatch included', () => {
    expect(validateRegistration({ ...valid, email: 'x', password: 'short', passwordConfirmation: 'other', agreement: false })).toEqual({
      email: 'email_invalid',
      password: 'password_too_short',
      passwordConfirmation: 'passwords_mismatch',
      agreement: 'agreement_required',
    });
  });

  it('accepts a password of exactly 8 characters and refuses 256', () => {
    expect(validateRegistration({ ...valid, password: '12345678', passwordConfirmation: '12345678' }).password).toBeUndefined();
    const long = 'x'.repeat(256);
    expect(validateRegistration({ ...valid, password: long, passwordConfirmation: long }).password).toBe('field_too_long');
  });

  it('checks login fields without the length rule (old passwords may be shorter)', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'email_required', password: 'password_required' });
  });

  it('wants six digits for a code', () => {
    expect(validateCode('123456')).toEqual({});
    expect(validateCode('12345')).toEqual({ code: 'code_mismatch' });
    expect(validateCode('12a456')).toEqual({ code: 'code_mismatch' });
  });

  it('checks a new password and its confirmation', () => {
    expect(validateNewPassword({ password: 'abcdefgh', passwordConfirmation: 'abcdefgx' })).toEqual({ passwordConfirmation: 'passwords_mismatch' });
  });
});
