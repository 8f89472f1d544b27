import type { ApiError } from '../../common/api';
import { NO_CREDITS_MODAL, NO_PLAN_MODAL } from './BillingDialogs';

/** Which dialog answers a refused call: 402 no_credits → no-credits, 403 plan_expired → no-plan. */
export function billingModalFor(error: Pick<ApiError, 'status' | 'code'>): string | null {
  if (error.status === 402 && error.code === 'no_credits') return NO_CREDITS_MODAL;
  if (error.status === 403 && error.code === 'plan_expired') return NO_PLAN_MODAL;
  return null;
}
