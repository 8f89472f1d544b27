import type { ApiLimits, PlanLimits } from '@vitrina/contracts';
import type { BillingCatalog } from '../billing/catalog';

/** Limits of a key whose plan cannot be read (issue 17's defaults). */
export const DEFAULT_API_LIMITS: ApiLimits = { requestsPerMinute: 120, concurrentJobs: 4 };

export type ApiLimitsLookup = (userId: string) => Promise<ApiLimits>;

export interface ApiLimitsOptions {
  /** The user's plan limits from the operator's billing catalogue (billing's `plans.limitsFor`). */
  planLimits: (userId: string) => Promise<PlanLimits>;
  /** How long a user's limits are reused before the plan is read again. */
  ttlMs?: number;
  /** Most users held at once; the oldest entry goes first. */
  maxEntries?: number;
  now?: () => number;
  onError?: (error: unknown, userId: string) => void;
}

export const API_LIMITS_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** Catalogue limits (rateLimitPerMinute, concurrency) as the public API names them. */
export const toApiLimits = (limits: PlanLimits): ApiLimits => ({ requestsPerMinute: limits.rateLimitPerMinute, concurrentJobs: limits.concurrency });

/**
 * The public API's limits for a user: requests per minute (the rate limiter) and jobs at once,
 * both from the user's plan in the billing catalogue. Every API request asks, so answers are kept
 * for a short while (a plan change shows within `ttlMs`); a plan that cannot be read gives the
 * defaults rather than refusing the call.
 */
export function createApiLimitsLookup(options: ApiLimitsOptions): ApiLimitsLookup {
  const ttlMs = options.ttlMs ?? API_LIMITS_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { limits: Promise<ApiLimits>; expiresAt: number }>();
  return (userId) => {
    const at = now();
    const cached = cache.get(userId);
    if (cached && cached.expiresAt > at) return cached.limits;
    cache.delete(userId);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    // The promise is cached, so a burst of requests reads the plan once.
    const limits = options.planLimits(userId).then(toApiLimits, (error: unknown) => {
      options.onError?.(error, userId);
      cache.delete(userId);
      return DEFAULT_API_LIMITS;
    });
    cache.set(userId, { limits, expiresAt: at + ttlMs });
    return limits;
  };
}

/** The catalogue's tiers with their API limits, for the docs' limits table (English names). */
export function apiLimitTiers(catalog: BillingCatalog): { name: string; requestsPerMinute: number; concurrentJobs: number }[] {
  return [
    { name: 'Free (no plan)', ...toApiLimits(catalog.free.limits) },
    { name: 'Trial', ...toApiLimits(catalog.trial.limits) },
    ...catalog.plans.map((plan) => ({ name: plan.name.en, ...toApiLimits(plan.limits) })),
  ];
}
