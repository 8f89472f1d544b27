import type { ApiError } from '../../common/api';

export const NO_CREDITS_MODAL = 'no-credits';
export const NO_PLAN_MODAL = 'no-plan';
export const FEATURE_UNAVAILABLE_MODAL = 'feature-unavailable';

/**
 * Which dialog answers a refused call (spec §4, §6): 402 no_credits → no-credits, 403 plan_expired →
 * no-plan, 403 feature_unavailable → "Upgrade your plan".
 */
export function billingModalFor(error: Pick<ApiError, 'status' | 'code'>): string | null {
  if (error.status === 402 && error.code === 'no_credits') return NO_CREDITS_MODAL;
  if (error.status === 403 && error.code === 'plan_expired') return NO_PLAN_MODAL;
  if (error.status === 403 && error.code === 'feature_unavailable') return FEATURE_UNAVAILABLE_MODAL;
  return null;
}
