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

export function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false;
  const { token, refresh_token: refreshToken } = value as Record<string, unknown>;
  return typeof token === 'string' && token.length > 0 && typeof refreshToken === 'string' && refreshToken.length > 0;
}
