import { currentLanguage } from '../../i18n/currentLanguage';
import type { ApiError } from './ApiError';
import { createApiClient } from './apiClient';
import type { ApiSuccess } from './sessionMiddleware';
import { browserTokenStore } from './browserTokenStore';

let sessionExpiredHandler: () => void = () => undefined;

/** The app wires this once (src/app): reset the session and go to Login. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** Web Locks keep two tabs from spending the same refresh token (which would revoke the family). */
async function runExclusiveAcrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  let outcome: { value: T } | undefined;
  await locks.request('vitrina-token-refresh', async () => {
    outcome = { value: await task() };
  });
  if (!outcome) throw new Error('token refresh lock released without running');
  return outcome.value;
}

type ApiErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Listens to every failed call (e.g. the billing dialogs open on `no_credits` / `plan_expired`,
 * whichever feature made the call). Returns the unsubscribe.
 */
export function addApiErrorListener(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

type ApiSuccessListener = (success: ApiSuccess) => void;
const successListeners = new Set<ApiSuccessListener>();

/**
 * Listens to every successful call (e.g. the header's balance refreshes after a tool run starts or
 * a job ends, whichever feature made the call). Returns the unsubscribe.
 */
export function addApiSuccessListener(listener: ApiSuccessListener): () => void {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
}

/** The app's API client, typed by the server's OpenAPI document: every feature's `api/` module calls through this. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  // Outside a browser (unit tests that load this module) there is no page to be relative to.
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
  tokens: browserTokenStore,
  getLanguage: currentLanguage,
  onSessionExpired: () => sessionExpiredHandler(),
  runExclusive: runExclusiveAcrossTabs,
  onError: (error) => {
    for (const listener of errorListeners) listener(error);
  },
  onSuccess: (success) => {
    for (const listener of successListeners) listener(success);
  },
});
