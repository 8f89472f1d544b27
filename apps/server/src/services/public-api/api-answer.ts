import type { StoredApiResponse } from '../../db/schema';

/**
 * What a public API call answers, in a form that can be stored for Idempotency-Key replays:
 * a JSON body, or an image that is one of a job's outputs (read again when replayed).
 */
export type ApiAnswer = StoredApiResponse;

const CREDITS_CONSUMED_HEADER = 'x-credits-consumed';
const REMAINING_CREDITS_HEADER = 'x-remaining-credits';
export const JOB_ID_HEADER = 'x-job-id';
export const OUTPUT_COUNT_HEADER = 'x-output-count';

export function creditHeaders(consumed: number, remaining: number): Record<string, string> {
  return { [CREDITS_CONSUMED_HEADER]: String(consumed), [REMAINING_CREDITS_HEADER]: String(remaining) };
}
