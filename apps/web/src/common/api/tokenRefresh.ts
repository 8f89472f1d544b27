import type { Language } from '@vitrina/contracts';
import { apiErrorFromResponse, networkError } from './ApiError';
import { isTokenPair, type TokenStore } from './tokenStore';

export type RefreshOutcome = 'refreshed' | 'rejected';

export interface TokenRefreshDependencies {
  fetch: typeof fetch;
  tokens: TokenStore;
  getLanguage: () => Language;
  /** Called once per failed refresh, after both tokens are cleared: reset state, go to Login. */
  onSessionExpired: () => void;
  /** Serialises refreshes across tabs (Web Locks in the browser) so a refresh token is never spent twice. */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** The refresh call's full address, e.g. `/api/auth/token/refresh`. */
  refreshUrl: string;
}

/** Reads an answer's JSON body without ever failing: non-JSON bodies become undefined. */
export async function readJsonQuietly(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Exchanges the refresh token for a new pair (spec §8): one exchange at a time in this tab
 * (concurrent callers share it) and across tabs (runExclusive). A rejected refresh clears both
 * tokens and ends the session; a transient failure (network, 5xx) throws and keeps the tokens.
 */
export function createTokenRefresher(deps: TokenRefreshDependencies) {
  const runExclusive = deps.runExclusive ?? (<T>(task: () => Promise<T>) => task());
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  async function exchangeRefreshToken(staleAccessToken: string | null): Promise<RefreshOutcome> {
    const current = deps.tokens.getAccessToken();
    // Another tab (or an earlier refresh) already replaced the token this request used.
    if (current && current !== staleAccessToken) return 'refreshed';
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) return 'rejected';
    let response: Response;
    try {
      response = await deps.fetch(deps.refreshUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', lang: deps.getLanguage() },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
    } catch (cause) {
      throw networkError(deps.getLanguage(), cause);
    }
    if (response.status >= 500) throw apiErrorFromResponse(response.status, await readJsonQuietly(response), deps.getLanguage());
    if (!response.ok) return 'rejected';
    const pair = await readJsonQuietly(response);
    if (!isTokenPair(pair)) return 'rejected';
    deps.tokens.setTokens(pair);
    return 'refreshed';
  }

  return {
    /** Refreshes unless `staleAccessToken` was already replaced; shared by every caller while one runs. */
    refreshOnce(staleAccessToken: string | null): Promise<RefreshOutcome> {
      refreshInFlight ??= runExclusive(() => exchangeRefreshToken(staleAccessToken))
        .then((outcome) => {
          if (outcome === 'rejected') {
            deps.tokens.clear();
            deps.onSessionExpired();
          }
          return outcome;
        })
        .finally(() => {
          refreshInFlight = null;
        });
      return refreshInFlight;
    },
  };
}
