import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { errorResponseSchema, single } from './common';
import { countryCodeField, optionalTextField, passwordField, phoneField } from './fields';

export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    country: z.string().nullable(),
    phone: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companyName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    /** First characters of the API key, e.g. "vtr_3fA9…"; null when none was generated. */
    apiKeyPreview: z.string().nullable(),
    domains: z.array(z.string()),
    language: z.string(),
    /** False for accounts made through Google, Telegram or a transfer until a password is set by restore. */
    hasPassword: z.boolean(),
    createdAt: z.string().describe('Registration time (ISO 8601); the new-user promo depends on it'),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = single(profileSchema);

/** Editable fields; an empty text clears the field. */
export const profileUpdateSchema = z.object({
  country: countryCodeField.optional(),
  phone: phoneField.optional(),
  firstName: optionalTextField,
  lastName: optionalTextField,
  companyName: optionalTextField,
  jobTitle: optionalTextField,
  language: z.enum(LANGUAGES).optional(),
});

export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, { error: 'password_required' }).max(255),
  newPassword: passwordField,
});

export const apiKeyResponseSchema = z.object({
  data: z.object({
    token: z.string().describe('The new key; shown only in this answer'),
    webhookSecret: z.string().describe('The new webhook signing secret (Standard Webhooks `whsec_…`)'),
  }),
});

/** Hostnames allowed to call the public API from a browser; `*.shop.com` wildcards allowed. */
export const DOMAIN_PATTERN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$|^localhost$/;
export const DOMAINS_MAX = 50;

export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

/** One allowed-domain entry: a hostname, optionally `*.` + hostname, at most 253 characters. */
export function isValidDomain(value: string): boolean {
  const domain = normalizeDomain(value);
  return domain.length <= 253 && DOMAIN_PATTERN.test(domain);
}

export const domainsUpdateSchema = z.object({
  domains: z.array(z.string().max(253, { error: 'domain_invalid' })).max(DOMAINS_MAX),
});
/** 400 answer of PUT /profile/token/domains: `fields` names `domains.<index>`, data lists the bad values. */
export const invalidDomainsErrorSchema = errorResponseSchema
  .extend({ data: z.object({ invalidDomains: z.array(z.string()) }).optional() })
  .meta({ id: 'InvalidDomainsError' });
