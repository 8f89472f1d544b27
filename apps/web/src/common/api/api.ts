import { currentLanguage } from '../../i18n/currentLanguage';
import { createApiClient } from './apiClient';
import { browserTokenStore } from './tokenStore';

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

/** The app's API client: every feature's `api/` module calls through this. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  tokens: browserTokenStore,
  getLanguage: currentLanguage,
  onSessionExpired: () => sessionExpiredHandler(),
  runExclusive: runExclusiveAcrossTabs,
});
