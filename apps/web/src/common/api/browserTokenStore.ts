import { appStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { TokenStore } from './tokenStore';

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
