import { appStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storageKeys';

/** The pair every login, registration and refresh answers (spec §3 field names). */
export interface TokenPair {
  token: string;
  refresh_token: string;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  setAccessToken(token: string): void;
  /** Removes both tokens. */
  clear(): void;
}

/** Tokens live in localStorage under `accessToken` and `refreshToken` (spec §3). */
export const browserTokenStore: TokenStore = {
  getAccessToken: () => appStorage.get(STORAGE_KEYS.accessToken),
  getRefreshToken: () => appStorage.get(STORAGE_KEYS.refreshToken),
  setTokens(tokens) {
    appStorage.set(STORAGE_KEYS.accessToken, tokens.token);
    appStorage.set(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  },
  setAccessToken: (token) => appStorage.set(STORAGE_KEYS.accessToken, token),
  clear() {
    appStorage.remove(STORAGE_KEYS.accessToken);
    appStorage.remove(STORAGE_KEYS.refreshToken);
  },
};

export function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const { token, refresh_token: refreshToken } = value as Record<string, unknown>;
  return typeof token === 'string' && token.length > 0 && typeof refreshToken === 'string' && refreshToken.length > 0;
}
