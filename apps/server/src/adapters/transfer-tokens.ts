import { createPublicKey, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

export interface TransferKeyConfig {
  TRANSFER_JWT_SECRET?: string;
  TRANSFER_PUBLIC_KEY?: string;
  TRANSFER_JWKS_URL?: string;
  TRANSFER_JWT_ISSUER: string;
  TRANSFER_JWT_AUDIENCE?: string;
}

/** What the sibling product's token tells about the person moving over. */
export interface TransferIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  /** The token's `jti` when present, so it can be spent once; otherwise its signature. */
  tokenId: string;
  expiresAt: Date;
  /** What the sibling product carries over (issue 16): imported once, with the token. */
  billing: TransferredBilling | null;
}

export interface TransferredBilling {
  /** Credits left on the former platform. */
  credits: number;
  /** The running subscription there, when one is carried. */
  subscription: { plan: string; months: number; activeUntil: Date } | null;
}

const claimsSchema = z.object({
  email: z.email(),
  given_name: z.string().max(255).optional(),
  family_name: z.string().max(255).optional(),
  first_name: z.string().max(255).optional(),
  last_name: z.string().max(255).optional(),
  country: z.string().regex(/^[A-Za-z]{2}$/).optional(),
  jti: z.string().min(1).max(255).optional(),
  exp: z.number(),
  // Optional billing carried over (issue 16): credits left and the running plan.
  credits: z.number().int().min(0).max(1_000_000).optional(),
  plan: z.string().max(64).optional(),
  plan_months: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]).optional(),
  plan_active_until: z.number().optional(),
});

type Key = Uint8Array | KeyObject | JWTVerifyGetKey;

/**
 * Verifies transfer JWTs from the sibling product: HS256 with a shared secret, or RS256/ES256
 * with a PEM public key or a JWKS URL. The issuer must match; `exp` is required.
 */
export class TransferTokenVerifier {
  private readonly key: Key;
  private readonly algorithms: string[];

  private constructor(
    key: Key,
    algorithms: string[],
    private readonly config: TransferKeyConfig,
  ) {
    this.key = key;
    this.algorithms = algorithms;
  }

  /** Null when no key source is configured: the transfer login is then off. */
  static fromConfig(config: TransferKeyConfig): TransferTokenVerifier | null {
    if (config.TRANSFER_JWT_SECRET) return new TransferTokenVerifier(new TextEncoder().encode(config.TRANSFER_JWT_SECRET), ['HS256'], config);
    if (config.TRANSFER_PUBLIC_KEY) {
      // Environment files often carry PEM line breaks as literal "\n".
      const pem = config.TRANSFER_PUBLIC_KEY.replace(/\\n/g, '\n');
      return new TransferTokenVerifier(createPublicKey(pem), ['RS256', 'ES256'], config);
    }
    if (config.TRANSFER_JWKS_URL) return new TransferTokenVerifier(createRemoteJWKSet(new URL(config.TRANSFER_JWKS_URL)), ['RS256', 'ES256'], config);
    return null;
  }

  /** The identity, or null for any invalid, expired, foreign or incomplete token. */
  async verify(token: string, nowMs: number): Promise<TransferIdentity | null> {
    let payload: JWTPayload;
    try {
      const options = {
        issuer: this.config.TRANSFER_JWT_ISSUER,
        audience: this.config.TRANSFER_JWT_AUDIENCE,
        algorithms: this.algorithms,
        requiredClaims: ['exp'],
        currentDate: new Date(nowMs),
      };
      // jose's overloads differ for key objects and key-set functions.
      payload =
        typeof this.key === 'function'
          ? (await jwtVerify(token, this.key, options)).payload
          : (await jwtVerify(token, this.key, options)).payload;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const data = claims.data;
    return {
      email: data.email.toLowerCase(),
      firstName: data.given_name ?? data.first_name ?? null,
      lastName: data.family_name ?? data.last_name ?? null,
      country: data.country?.toUpperCase() ?? null,
      tokenId: data.jti ?? token.slice(token.lastIndexOf('.') + 1),
      expiresAt: new Date(data.exp * 1000),
      billing:
        data.credits !== undefined || data.plan !== undefined
          ? {
              credits: data.credits ?? 0,
              subscription:
                data.plan && data.plan_months && data.plan_active_until
                  ? { plan: data.plan, months: data.plan_months, activeUntil: new Date(data.plan_active_until * 1000) }
                  : null,
            }
          : null,
    };
  }
}
