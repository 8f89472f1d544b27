import { legalInfoSchema } from './privacy';
import { z } from 'zod';
import { errorResponseSchema, single } from './common';
import { countryCodeField, emailField, optionalTextField, passwordField, phoneField, verifyCodeField } from './fields';
import { profileSchema } from './profile';

/** Spec §7 Auth calls. Request bodies use the spec's field names (snake_case where it does). */
export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const credentialsSchema = z.object({ email: emailField, password: z.string().min(1, { error: 'password_required' }).max(255) });
export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512) });

export const CAPTCHA_TYPES = ['altcha', 'recaptcha-v3'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

export const codeRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  countryCode: countryCodeField,
  captchaType: z.enum(CAPTCHA_TYPES),
  /** The captcha's answer: ALTCHA payload or reCAPTCHA token. */
  token: z.string().min(1).max(8192),
});

/** Answer of the calls that mail a one-time code; the client counts `resendAfter` seconds down. */
export const codeSentResponseSchema = single(
  z.object({
    resendAfter: z.number().int().nonnegative().describe('Seconds before another code may be requested'),
    expiresIn: z.number().int().positive().describe('Seconds the code stays valid'),
  }),
).meta({ id: 'CodeSent' });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const registerRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  verifyCode: verifyCodeField,
  countryCode: countryCodeField,
  phone: phoneField,
  firstName: optionalTextField,
  lastName: optionalTextField,
  agreement: z.literal(true, { error: 'agreement_required' }),
});

/** Tokens plus the new account's profile: the answer of every call that creates a user. */
export const registrationResponseSchema = tokenPairSchema.extend({ data: profileSchema }).meta({ id: 'Registration' });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const googleCodeSchema = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512).optional() });
export const googleUrlResponseSchema = z.object({ data: z.object({ url: z.url() }) });
/** Finishes a Google sign-up after `POST /auth/google` answered 409 with a sessionId. */
export const googleRegisterSchema = z.object({ sessionId: z.uuid(), countryCode: countryCodeField.optional() });

/**
 * Telegram Login Widget payload (https://core.telegram.org/widgets/login). Extra fields Telegram
 * may add are kept: they are part of the signed data-check-string.
 */
export const telegramLoginSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    first_name: z.string().max(255).optional(),
    last_name: z.string().max(255).optional(),
    username: z.string().max(255).optional(),
    photo_url: z.string().max(1024).optional(),
    auth_date: z.coerce.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .catchall(z.union([z.string().max(1024), z.number(), z.boolean()]));
export type TelegramLogin = z.infer<typeof telegramLoginSchema>;
export const telegramRegisterSchema = z.object({ sessionId: z.uuid(), countryCode: countryCodeField.optional() });

export const transferRequestSchema = z.object({ accessToken: z.string().min(1).max(8192) });

export const restoreRequestSchema = z.object({ email: emailField });
export const restoreVerifySchema = z.object({ email: emailField, verifyCode: verifyCodeField });
export const restoreVerifyResponseSchema = single(z.object({ valid: z.literal(true) }));
export const restoreSchema = z.object({ email: emailField, verifyCode: verifyCodeField, newPassword: passwordField });

export const detectCountryResponseSchema = z.object({ data: z.object({ countryCode: z.string().length(2) }) });

/** Which sign-in methods this installation offers: the web app shows only these buttons. */
export const captchaConfigSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ type: z.literal('recaptcha-v3'), siteKey: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
export const authProvidersResponseSchema = single(
  z.object({
    google: z.boolean(),
    telegram: z.object({ enabled: z.boolean(), botName: z.string().nullable() }),
    transfer: z.boolean(),
    captcha: captchaConfigSchema,
    legal: legalInfoSchema.describe('Who operates this server, for the terms and privacy pages'),
  }),
).meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>['data'];

/** An ALTCHA v2 challenge as the widget expects it from its `challengeurl`. */
export const altchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** Error bodies that carry data for the client besides the message. */
export const rateLimitedErrorSchema = errorResponseSchema
  .extend({ data: z.object({ retryAfter: z.number().int().positive().describe('Seconds to wait; also in Retry-After') }) })
  .meta({ id: 'RateLimitedError' });
export const registrationRequiredErrorSchema = errorResponseSchema
  .extend({ data: z.object({ sessionId: z.string().describe('Pass to the matching /register call') }) })
  .meta({ id: 'RegistrationRequiredError' });
