import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

export interface AltchaOptions {
  /** Signs challenges; any process holding it can verify them. */
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution counter is drawn from [maxCounter / 2, maxCounter]: the expected work. */
  maxCounter: number;
  ttlSeconds: number;
  now?: () => number;
}

/** What the widget posts back, base64-encoded JSON: the challenge it got and the counter it found. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().min(8).max(128),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

export interface VerifiedChallenge {
  /** Identifies the challenge; the caller records it so a solution works once. */
  nonce: string;
  expiresAt: Date;
}

/**
 * Self-hosted ALTCHA proof of work (v2 protocol, PBKDF2/SHA-256). Challenges are deterministic:
 * the server knows the answer and signs the derived key, so verifying costs two HMACs.
 */
export class AltchaCaptcha {
  private readonly keySignatureSecret: string;
  private readonly now: () => number;

  constructor(private readonly options: AltchaOptions) {
    this.keySignatureSecret = createHmac('sha256', options.secret).update('altcha-key-signature').digest('hex');
    this.now = options.now ?? Date.now;
  }

  async createChallenge(): Promise<Challenge> {
    const { maxCounter, cost, ttlSeconds, secret } = this.options;
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: this.keySignatureSecret,
      expiresAt: Math.floor(this.now() / 1000) + ttlSeconds,
    });
  }

  /** Checks signature, expiry and solution; null for anything else than a valid, fresh solution. */
  async verify(encodedPayload: string): Promise<VerifiedChallenge | null> {
    const payload = decode(encodedPayload);
    if (!payload) return null;
    if (payload.challenge.parameters.expiresAt * 1000 <= this.now()) return null;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.secret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      if (!result.verified) return null;
    } catch {
      return null;
    }
    const { nonce, expiresAt } = payload.challenge.parameters;
    return { nonce, expiresAt: new Date(expiresAt * 1000) };
  }
}

function decode(encoded: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
