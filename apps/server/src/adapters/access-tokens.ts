import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'vitrina';
const AUDIENCE = 'vitrina-api';

export interface AccessTokenClaims {
  userId: string;
  /** Refresh-token family the session belongs to; revoking it ends the session. */
  sessionId?: string;
}

/** Verified tokens kept (see `verify`); beyond this the oldest go first. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Short-lived JWT access tokens (HS256). Refresh tokens are opaque and live in the database. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /** Token → its claims and expiry (ms), for tokens whose signature and claims already checked out. */
  private readonly verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();

  constructor(secret: string, private readonly now: () => number = Date.now) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessTokenClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    const jwt = new SignJWT(claims.sessionId ? { sid: claims.sessionId } : {})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds);
    return jwt.sign(this.key);
  }

  /**
   * Returns the claims, or null for any invalid, expired or foreign token. A token that verified
   * once is remembered until it expires: the same string always carries the same signature and
   * claims, so only its expiry can change the answer, and that is checked on every call. (jose
   * verifies through WebCrypto, a thread-pool job per call: the largest cost of an authenticated
   * read under load.) Whether the session is still live is not the token's to say (authenticate.ts).
   */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const verified = await this.verifyAnew(token);
    if (verified && Number.isFinite(verified.expiresAt)) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, verified);
    }
    return verified?.claims ?? null;
  }

  private async verifyAnew(token: string): Promise<{ claims: AccessTokenClaims; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (typeof payload.sub !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : undefined };
      // jose refuses a token from its exp second on (no clock tolerance asked for); every token
      // this class signs has one, a token without one is simply not remembered.
      return { claims, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Number.NaN };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
