import type { PlanLimits } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { createApiLimitsLookup, DEFAULT_API_LIMITS } from './api-limits';

const plan = (rateLimitPerMinute: number, concurrency: number): PlanLimits => ({ rateLimitPerMinute, concurrency, storageQuotaBytes: 1 });

describe('createApiLimitsLookup', () => {
  it('maps the plan limits and reads the plan once per TTL, per user', async () => {
    let clock = 0;
    const reads: string[] = [];
    const limits = new Map([
      ['free', plan(30, 1)],
      ['pro', plan(120, 4)],
    ]);
    const lookup = createApiLimitsLookup({
      ttlMs: 1000,
      now: () => clock,
      planLimits: async (userId) => {
        reads.push(userId);
        return limits.get(userId) ?? plan(1, 1);
      },
    });
    expect(await Promise.all([lookup('free'), lookup('free'), lookup('pro')])).toEqual([
      { requestsPerMinute: 30, concurrentJobs: 1 },
      { requestsPerMinute: 30, concurrentJobs: 1 },
      { requestsPerMinute: 120, concurrentJobs: 4 },
    ]);
    expect(reads).toEqual(['free', 'pro']);
    limits.set('free', plan(600, 8)); // upgraded: seen once the entry expires
    clock = 999;
    expect(await lookup('free')).toEqual({ requestsPerMinute: 30, concurrentJobs: 1 });
    clock = 1000;
    expect(await lookup('free')).toEqual({ requestsPerMinute: 600, concurrentJobs: 8 });
    expect(reads).toEqual(['free', 'pro', 'free']);
  });

  it('gives the defaults when the plan cannot be read, and tries again on the next call', async () => {
    const errors: string[] = [];
    let fail = true;
    const lookup = createApiLimitsLookup({
      planLimits: async () => {
        if (fail) throw new Error('database down');
        return plan(60, 2);
      },
      onError: (_error, userId) => errors.push(userId),
    });
    expect(await lookup('u1')).toEqual(DEFAULT_API_LIMITS);
    expect(DEFAULT_API_LIMITS).toEqual({ requestsPerMinute: 120, concurrentJobs: 4 });
    expect(errors).toEqual(['u1']);
    fail = false;
    expect(await lookup('u1')).toEqual({ requestsPerMinute: 60, concurrentJobs: 2 });
  });

  it('holds at most maxEntries users, dropping the oldest', async () => {
    const reads: string[] = [];
    const lookup = createApiLimitsLookup({ maxEntries: 2, planLimits: async (userId) => (reads.push(userId), plan(30, 1)) });
    for (const user of ['a', 'b', 'c', 'b', 'a']) await lookup(user);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
