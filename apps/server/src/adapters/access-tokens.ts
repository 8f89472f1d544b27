import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'vitrina';
const AUDIENCE = 'vitrina-api';

export interface AccessTokenClaims {
  userId: string;
  /** Refresh-token family the session belongs to; revoking it ends the session. */
  sessionId?: string;
}

/** Short-lived JWT access tokens (HS256). Refresh tokens are opaque and live in the database. */
export class AccessTokens {
  private readonly key: Uint8Array;

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

  /** Returns the claims, or null for any invalid, expired or foreign token. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (typeof payload.sub !== 'string') return null;
      return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : undefined };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
