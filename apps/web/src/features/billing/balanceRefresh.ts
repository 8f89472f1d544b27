import { isJobFinished, type Job } from '@vitrina/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiSuccess } from '../../common/api';
import { billingKeys } from './api/billingApi';

/**
 * Whether a successful call may have moved the balance: a tool run was accepted (credits reserved),
 * a job was cancelled, or a polled job reached its end (a failure gives the reservation back).
 */
export function changesBalance({ method, path, body }: ApiSuccess): boolean {
  if (method === 'POST' && /^\/tools\//.test(path)) return true;
  if (method === 'POST' && /^\/jobs\/[^/]+\/cancel$/.test(path)) return true;
  if (method === 'GET' && /^\/jobs\/[^/?]+$/.test(path)) {
    const status = (body as { data?: Partial<Job> } | undefined)?.data?.status;
    return status !== undefined && isJobFinished(status);
  }
  return false;
}

/** Refreshes the header's balance after calls that change it (at most once per job end: finished jobs are not polled again). */
export function refreshBalanceAfter(queryClient: QueryClient) {
  return (success: ApiSuccess) => {
    if (changesBalance(success)) void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
  };
}
