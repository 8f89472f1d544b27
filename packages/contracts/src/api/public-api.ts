import { z } from 'zod';
import { errorResponseSchema } from './common';
import { planStatusSchema } from './credits';
import { normalizeDomain } from './profile';

/** The header that carries the key on /api/v1 requests. */
export const API_KEY_HEADER = 'x-api-key';
/** Multipart field names of `POST /api/v1/<tool>`. */
export const PUBLIC_API_FIELDS = { image: 'image_file', mask: 'mask_file', webhook: 'webhook_url' } as const;
/** Headers every /api/v1 answer may carry; browsers may read them (CORS expose list). */
export const PUBLIC_API_EXPOSED_HEADERS = [
  'x-request-id',
  'x-credits-consumed',
  'x-remaining-credits',
  'x-job-id',
  'x-output-count',
  'idempotent-replayed',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
] as const;

/**
 * Whether a browser origin's host is on the allowed list: `shop.com` matches only shop.com,
 * `*.shop.com` matches its subdomains (a.shop.com, a.b.shop.com) but not shop.com itself.
 * Scheme and port are not part of the match.
 */
export function hostMatchesDomains(host: string, domains: readonly string[]): boolean {
  const candidate = normalizeDomain(host);
  return domains.some((entry) => {
    const domain = normalizeDomain(entry);
    if (domain.startsWith('*.')) return candidate.endsWith(domain.slice(1)) && candidate.length > domain.length - 1;
    return candidate === domain;
  });
}

/** The entries that could match a host: itself and `*.` + each parent (for a lookup by equality). */
export function domainCandidates(host: string): string[] {
  const labels = normalizeDomain(host).split('.');
  const candidates = [labels.join('.')];
  for (let index = 1; index < labels.length; index += 1) candidates.push(`*.${labels.slice(index).join('.')}`);
  return candidates;
}

export const apiKeyInfoSchema = z
  .object({
    preview: z.string().nullable().describe('The key\'s first characters, e.g. "vtr_3fA9…"; null when none was made'),
    createdAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    domains: z.array(z.string()),
    webhookSecret: z.string().nullable().describe('Signs webhook events (Standard Webhooks); replaced with the key'),
  })
  .meta({ id: 'ApiKeyInfo' });
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;

export const apiUsageDaySchema = z
  .object({
    day: z.string().describe('UTC date, YYYY-MM-DD'),
    calls: z.number().int().nonnegative(),
    credits: z.number().int().nonnegative().describe('Credits of API jobs that succeeded that day'),
  })
  .meta({ id: 'ApiUsageDay' });
export type ApiUsageDay = z.infer<typeof apiUsageDaySchema>;

export const apiLimitsSchema = z
  .object({
    requestsPerMinute: z.number().int().positive(),
    concurrentJobs: z.number().int().positive().describe('Jobs of one key that run at once; the rest wait their turn'),
  })
  .meta({ id: 'ApiLimits' });
export type ApiLimits = z.infer<typeof apiLimitsSchema>;

export const apiAccountSchema = z
  .object({
    plan: z.string(),
    status: planStatusSchema,
    activeUntil: z.string().nullable(),
    balance: z.number().int().describe('Credits available now'),
    reserved: z.number().int().describe('Credits held by jobs still running'),
    limits: apiLimitsSchema,
    key: z.object({ preview: z.string().nullable(), createdAt: z.string().nullable(), lastUsedAt: z.string().nullable() }),
  })
  .meta({ id: 'ApiAccount' });
export type ApiAccount = z.infer<typeof apiAccountSchema>;

/** Errors of /api/v1: the usual envelope; `data` adds details such as which upload limit was hit. */
export const apiErrorResponseSchema = errorResponseSchema
  .extend({
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Details, e.g. `{ "field": "image_file", "limit": "max_bytes", "maxBytes": 5242880 }` or `{ "retryAfter": 12 }`'),
  })
  .meta({ id: 'ApiError' });
