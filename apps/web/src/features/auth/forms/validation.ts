import { countryCodeField, emailField, passwordField, phoneField, verifyCodeField, type ErrorCode } from '@vitrina/contracts';
import { z } from 'zod';

/**
 * The spec's §5 rules, checked in the browser before any request. The schemas are the ones the
 * server uses (packages/contracts), so both sides refuse the same values with the same catalogue
 * codes; only the password confirmation and the agreement are form-only rules here.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, ErrorCode>>;

function firstErrors<Field extends string>(result: z.ZodSafeParseResult<unknown>): FieldErrors<Field> {
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message as ErrorCode;
  }
  return errors;
}

const loginSchema = z.object({ email: emailField, password: z.string().min(1, { error: 'password_required' }) });
export type LoginField = 'email' | 'password';
export const validateLogin = (values: Record<LoginField, string>) => firstErrors<LoginField>(loginSchema.safeParse(values));

const registrationSchema = z.object({
  email: emailField,
  password: passwordField,
  phone: phoneField,
  countryCode: countryCodeField,
  agreement: z.literal(true, { error: 'agreement_required' }),
});

/** Checked apart from the schema so it shows together with the other fields' errors, not after them. */
function confirmationError(values: { password: string; passwordConfirmation: string }): FieldErrors<'passwordConfirmation'> {
  return values.password === values.passwordConfirmation ? {} : { passwordConfirmation: 'passwords_mismatch' };
}
export type RegistrationField = 'email' | 'password' | 'passwordConfirmation' | 'phone' | 'countryCode' | 'agreement';
export interface RegistrationValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  phone: string;
  countryCode: string;
  agreement: boolean;
}
export const validateRegistration = (values: RegistrationValues): FieldErrors<RegistrationField> => ({
  ...firstErrors<RegistrationField>(registrationSchema.safeParse(values)),
  ...confirmationError(values),
});

const codeSchema = z.object({ code: verifyCodeField });
export const validateCode = (code: string) => firstErrors<'code'>(codeSchema.safeParse({ code }));

const emailSchema = z.object({ email: emailField });
export const validateEmail = (email: string) => firstErrors<'email'>(emailSchema.safeParse({ email }));

const newPasswordSchema = z.object({ password: passwordField });
export type NewPasswordField = 'password' | 'passwordConfirmation';
export const validateNewPassword = (values: Record<NewPasswordField, string>): FieldErrors<NewPasswordField> => ({
  ...firstErrors<NewPasswordField>(newPasswordSchema.safeParse(values)),
  ...confirmationError(values),
});

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
