import type { ThrottleRepository } from '../../repositories/accounts/throttle.repository';
import type { Clock } from './request-context';
import { tooManyRequests } from './throttle.service';

/** Free attempts in the window, then each further attempt waits twice as long as the one before. */
export interface ProgressiveRule {
  name: string;
  freeAttempts: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

const WINDOW_SECONDS = 15 * 60;

export const LOGIN_RULES = {
  /** One account from one address: the guessing that matters, slowed without locking anyone else out. */
  accountAndIp: { name: 'login:account-ip', freeAttempts: 5, windowSeconds: WINDOW_SECONDS, firstDelaySeconds: 1, maxDelaySeconds: WINDOW_SECONDS },
  /** One address across accounts (password spraying). */
  ip: { name: 'login:ip', freeAttempts: 30, windowSeconds: WINDOW_SECONDS, firstDelaySeconds: 1, maxDelaySeconds: WINDOW_SECONDS },
} as const satisfies Record<string, ProgressiveRule>;

/** The wait the n-th attempt of the window needs since the previous one (0 while free). */
export function requiredDelaySeconds(rule: ProgressiveRule, attempt: number): number {
  if (attempt <= rule.freeAttempts) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (attempt - rule.freeAttempts - 1));
}

const accountPrefix = (email: string) => `${LOGIN_RULES.accountAndIp.name}:${email.toLowerCase()}\n`;

/**
 * Password checks (sign-in, password change), counted BEFORE the check: each attempt is written
 * first and then counts everything written before it, so parallel requests see each other and a
 * burst gets no more tries than the same requests one after the other. Past the free attempts,
 * progressive delays apply per account+address and per address; nobody can lock a victim's
 * account for everyone by failing on purpose from elsewhere.
 */
export class LoginThrottle {
  constructor(
    private readonly repository: ThrottleRepository,
    private readonly now: Clock,
  ) {}

  /** Throws 429 (retryAfter) when the attempt must wait; otherwise it is counted. */
  async begin(email: string, ip: string): Promise<void> {
    await this.take(LOGIN_RULES.ip, ip);
    await this.take(LOGIN_RULES.accountAndIp, `${email.toLowerCase()}\n${ip}`);
  }

  /** After the right password: this account's delays end (from every address; the per-address count stays). */
  async succeeded(email: string): Promise<void> {
    await this.repository.clearPrefix(accountPrefix(email));
  }

  private async take(rule: ProgressiveRule, subject: string): Promise<void> {
    const key = `${rule.name}:${subject}`;
    const now = this.now();
    const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
    const id = await this.repository.recordReturningId(key, now);
    const attempt = await this.repository.countSince(key, windowStart);
    const delay = requiredDelaySeconds(rule, attempt);
    if (delay === 0) return;
    const previous = await this.repository.latestOtherSince(key, windowStart, id);
    const waited = previous ? (now.getTime() - previous.getTime()) / 1000 : Infinity;
    if (waited >= delay) return;
    // Refused attempts are taken back, so that waiting as told is enough.
    await this.repository.deleteById(id);
    throw tooManyRequests(delay - waited);
  }
}
