import type { ApiLimits } from '@vitrina/contracts';

/** Limits of every key until plans say otherwise (issue 17). */
export const DEFAULT_API_LIMITS: ApiLimits = { requestsPerMinute: 120, concurrentJobs: 4 };

/**
 * The public API's limits for a user: requests per minute (enforced by the rate limiter) and
 * how many of the key's jobs run at once (reported by /api/v1/account; the job runner's per-user
 * cap applies it). The one place a plan will set them: it is async and takes the user so that it
 * can read the user's plan (issue 16's `limitsFor`) without its callers changing.
 */
export async function apiLimitsFor(userId: string): Promise<ApiLimits> {
  void userId;
  return DEFAULT_API_LIMITS;
}

export type ApiLimitsLookup = (userId: string) => Promise<ApiLimits>;
