import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailField, passwordField, phoneField } from './fields';
import { registerRequestSchema } from './auth';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('form fields (spec §5)', () => {
  it('email: filled and well-formed, lower-cased', () => {
    expect(firstMessage(emailField, '')).toBe('email_required');
    expect(firstMessage(emailField, '   ')).toBe('email_required');
    expect(firstMessage(emailField, undefined)).toBe('email_required');
    expect(firstMessage(emailField, 'not-an-email')).toBe('email_invalid');
    expect(emailField.parse('  Ana@Shop.COM ')).toBe('ana@shop.com');
  });

  it('password: filled and at least 8 characters', () => {
    expect(firstMessage(passwordField, '')).toBe('password_required');
    expect(firstMessage(passwordField, '1234567')).toBe('password_too_short');
    expect(firstMessage(passwordField, '12345678')).toBeNull();
    expect(firstMessage(passwordField, 'x'.repeat(256))).toBe('field_too_long');
  });

  it('phone must be filled', () => {
    expect(firstMessage(phoneField, '')).toBe('phone_required');
    expect(firstMessage(phoneField, '+971 50 123 4567')).toBeNull();
  });

  it('registration requires the agreement', () => {
    const base = { email: 'a@b.co', password: '12345678', verifyCode: '123456', countryCode: 'ae', phone: '+97150123456' };
    expect(firstMessage(registerRequestSchema, { ...base, agreement: false })).toBe('agreement_required');
    expect(registerRequestSchema.parse({ ...base, agreement: true }).countryCode).toBe('AE');
  });
});
