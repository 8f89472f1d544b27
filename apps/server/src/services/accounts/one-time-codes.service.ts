import { timingSafeEqual } from 'node:crypto';
import { randomDigits, sha256Hex } from '../../adapters/secure-random';
import type { Database } from '../../db/client';
import type { CodePurpose } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { OneTimeCodesRepository } from '../../repositories/accounts/one-time-codes.repository';
import type { Clock } from './request-context';

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
/** The client's resend countdown. */
export const CODE_RESEND_SECONDS = 60;

const codeMismatch = () => new AppError('code_mismatch', 400, { verifyCode: 'code_mismatch' });
const codeExpired = () => new AppError('code_expired', 400, { verifyCode: 'code_expired' });

/**
 * Six-digit codes mailed for registration and password restore: hashed at rest, single use,
 * valid 10 minutes, dead after 5 wrong tries, scoped to one purpose and one email.
 */
export class OneTimeCodesService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly now: Clock,
  ) {}

  /** Creates a fresh code (replacing any earlier one) and returns it in clear for the mail. */
  async issue(purpose: CodePurpose, email: string): Promise<string> {
    const now = this.now();
    const code = randomDigits(CODE_LENGTH);
    await this.codes.deleteExpired(new Date(now.getTime() - 24 * 60 * 60 * 1000));
    await this.codes.replace({
      purpose,
      email,
      codeHash: hashCode(purpose, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
    return code;
  }

  /**
   * Checks a code without using it up; a wrong one counts against the 5 tries. Throws
   * `code_mismatch` or `code_expired`; returns the hash to pass to `consume`.
   */
  async check(purpose: CodePurpose, email: string, code: string): Promise<string> {
    const row = await this.codes.find(purpose, email);
    if (!row) throw codeMismatch();
    if (row.consumedAt || row.expiresAt <= this.now() || row.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) throw codeExpired();
    const presented = hashCode(purpose, email, code);
    if (!timingSafeEqual(Buffer.from(presented, 'hex'), Buffer.from(row.codeHash, 'hex'))) {
      await this.codes.recordFailure(purpose, email);
      throw codeMismatch();
    }
    return presented;
  }

  /** Uses the checked code up, inside the caller's transaction; throws if another request did first. */
  async consume(purpose: CodePurpose, email: string, codeHash: string, db?: Database): Promise<void> {
    if (!(await this.codes.consume(purpose, email, codeHash, this.now(), db))) throw codeExpired();
  }
}

function hashCode(purpose: CodePurpose, email: string, code: string): string {
  return sha256Hex(`${purpose}:${email}:${code}`);
}
