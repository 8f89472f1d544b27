import { z } from 'zod';
import { PASSWORD_MIN, TEXT_FIELD_MAX } from '../constants';

/**
 * Form fields with the spec's validation (§5). Messages are catalogue codes: the server turns
 * them into localised texts, the web app looks them up in the same catalogue, so the rules and
 * their words are written once.
 */
export const emailField = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(TEXT_FIELD_MAX, { error: 'field_too_long' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(TEXT_FIELD_MAX, { error: 'field_too_long' });

export const phoneField = z
  .string({ error: 'phone_required' })
  .trim()
  .min(1, { error: 'phone_required' })
  .max(32, { error: 'field_too_long' })
  .regex(/^\+?[0-9 ()-]{5,}$/, { error: 'phone_invalid' });

export const optionalTextField = z
  .string()
  .trim()
  .max(TEXT_FIELD_MAX, { error: 'field_too_long' })
  .optional();

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeField = z
  .string({ error: 'country_invalid' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'country_invalid' })
  .transform((code) => code.toUpperCase());

export const verifyCodeField = z
  .string({ error: 'code_mismatch' })
  .trim()
  .regex(/^\d{6}$/, { error: 'code_mismatch' });
