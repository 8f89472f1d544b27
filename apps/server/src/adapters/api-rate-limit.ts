import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Length of one rate-limit window. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

/**
 * Fixed-window request counters per key, from rate-limiter-flexible: in memory in embedded mode
 * (one process), in Redis in scale mode so that every API process counts against the same window.
 * One limiter per distinct limit, since plans may give keys different limits.
 */
export class ApiRateLimiter {
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(private readonly options: { redis?: Redis; keyPrefix: string }) {}

  async consume(key: string, limit: number): Promise<RateLimitDecision> {
    const limiter = this.limiterFor(limit);
    try {
      const result = await limiter.consume(key, 1);
      return { allowed: true, limit, remaining: result.remainingPoints, resetSeconds: toSeconds(result.msBeforeNext) };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { allowed: false, limit, remaining: 0, resetSeconds: toSeconds(error.msBeforeNext) };
    }
  }

  private limiterFor(limit: number): RateLimiterAbstract {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      const settings = { points: limit, duration: RATE_LIMIT_WINDOW_SECONDS, keyPrefix: `${this.options.keyPrefix}:${limit}` };
      limiter = this.options.redis ? new RateLimiterRedis({ ...settings, storeClient: this.options.redis }) : new RateLimiterMemory(settings);
      this.limiters.set(limit, limiter);
    }
    return limiter;
  }
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
