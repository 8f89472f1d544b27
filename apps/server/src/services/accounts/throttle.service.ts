import { AppError } from '../../http/app-error';
import type { ThrottleRepository } from '../../repositories/accounts/throttle.repository';
import type { Clock } from './request-context';

export interface ThrottleRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Limits without hard lockout: sliding windows, so access comes back by itself. Sign-in is in login-throttle.ts. */
export const THROTTLE_RULES = {
  /** The resend countdown: one code per purpose and email per minute. */
  codeResend: { name: 'code:resend', limit: 1, windowSeconds: 60 },
  codesPerEmail: { name: 'code:email', limit: 5, windowSeconds: 60 * 60 },
  codesPerIp: { name: 'code:ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Events older than every window are pruned as new ones arrive. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(THROTTLE_RULES).map((rule) => rule.windowSeconds)) * 1000;

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('too_many_requests', 429, undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

export class ThrottleService {
  constructor(
    private readonly repository: ThrottleRepository,
    private readonly now: Clock,
  ) {}

  /** Throws 429 (with retryAfter) when `subject` has used up `rule` in its current window. */
  async assertAllowed(rule: ThrottleRule, subject: string): Promise<void> {
    const now = this.now().getTime();
    const windowStart = new Date(now - rule.windowSeconds * 1000);
    const oldestCounted = await this.repository.nthMostRecentSince(keyOf(rule, subject), windowStart, rule.limit);
    if (oldestCounted) throw tooManyRequests((oldestCounted.getTime() + rule.windowSeconds * 1000 - now) / 1000);
  }

  async record(rule: ThrottleRule, subject: string): Promise<void> {
    const now = this.now();
    await this.repository.record(keyOf(rule, subject), now);
    await this.repository.deleteOlderThan(new Date(now.getTime() - LONGEST_WINDOW_MS));
  }

  async reset(rule: ThrottleRule, subject: string): Promise<void> {
    await this.repository.clear(keyOf(rule, subject));
  }
}

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;
