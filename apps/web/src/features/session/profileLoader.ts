import { isApiError } from '../../common/api/ApiError';
import type { TokenStore } from '../../common/api/tokenStore';

export type ProfileOutcome = 'loaded' | 'anonymous' | 'failed';

/** The loader only needs to know whether a profile is there; the app gives it the session's profile type. */
export interface ProfileLoaderDependencies<Profile> {
  tokens: TokenStore;
  fetchProfile(): Promise<Profile>;
  currentProfile(): Profile | null;
  /** Stores the profile and announces it (auth store, query cache, data layer). */
  onLoaded(profile: Profile): void;
  removeAccessToken(): void;
}

/** A failure the server may not repeat (no answer, 5xx): the token may still be good. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * Loads the signed-in user's profile at most once at a time (spec §2 navigation rules):
 * with no access token the visitor is anonymous; a profile the server refuses removes the access
 * token (spec §8). Concurrent callers (several guards in one navigation) share one request.
 */
export function createProfileLoader<Profile>(deps: ProfileLoaderDependencies<Profile>) {
  let inFlight: Promise<ProfileOutcome> | null = null;

  async function load(): Promise<ProfileOutcome> {
    try {
      const profile = await deps.fetchProfile();
      deps.onLoaded(profile);
      return 'loaded';
    } catch (error) {
      if (!isTransient(error)) deps.removeAccessToken();
      return 'failed';
    }
  }

  return function ensureProfile(): Promise<ProfileOutcome> {
    if (deps.currentProfile()) return Promise.resolve('loaded');
    if (!deps.tokens.getAccessToken()) return Promise.resolve('anonymous');
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
