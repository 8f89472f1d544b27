import { describe, expect, it } from 'vitest';
import { LiveSessions } from './live-sessions';

const far = new Date('2099-01-01T00:00:00Z');

describe('LiveSessions', () => {
  const clock = (start = 1_000_000) => {
    const time = { now: start };
    return { time, now: () => time.now };
  };

  it('remembers a live session for the TTL, for its own user only', () => {
    const { time, now } = clock();
    const cache = new LiveSessions(10_000, now);
    cache.remember('s1', 'u1', far, cache.lookupStarted());
    expect(cache.knownLive('s1', 'u1')).toBe(true);
    expect(cache.knownLive('s1', 'u2')).toBe(false);
    cache.remember('s1', 'u1', far, cache.lookupStarted());
    time.now += 9_999;
    expect(cache.knownLive('s1', 'u1')).toBe(true);
    time.now += 1;
    expect(cache.knownLive('s1', 'u1')).toBe(false);
  });

  it('never outlives the session\'s expiry', () => {
    const { time, now } = clock();
    const cache = new LiveSessions(10_000, now);
    cache.remember('s1', 'u1', new Date(time.now + 2_000), cache.lookupStarted());
    time.now += 2_000;
    expect(cache.knownLive('s1', 'u1')).toBe(false);
  });

  it('forgets at once a session being revoked, alone or with all of its user\'s', () => {
    const { now } = clock();
    const cache = new LiveSessions(10_000, now);
    for (const session of ['s1', 's2', 's3']) cache.remember(session, session === 's3' ? 'u2' : 'u1', far, cache.lookupStarted());
    cache.revokingSession('s1');
    expect(cache.knownLive('s1', 'u1')).toBe(false);
    expect(cache.knownLive('s2', 'u1')).toBe(true);
    cache.revokingUser('u1');
    expect(cache.knownLive('s2', 'u1')).toBe(false);
    expect(cache.knownLive('s3', 'u2')).toBe(true);
  });

  it('does not keep an answer read before the revocation committed', () => {
    const { time, now } = clock();
    const cache = new LiveSessions(10_000, now, 30_000);
    // A lookup reads "live" while a revoking transaction is still open…
    const before = cache.lookupStarted();
    cache.revokingUser('u1');
    cache.remember('s1', 'u1', far, before);
    expect(cache.knownLive('s1', 'u1')).toBe(false);
    // …and so does one that starts after it began, until the revocation has surely settled.
    time.now += 5_000;
    cache.remember('s2', 'u1', far, cache.lookupStarted());
    expect(cache.knownLive('s2', 'u1')).toBe(false);
    cache.revokingSession('s3');
    cache.remember('s3', 'u9', far, cache.lookupStarted());
    expect(cache.knownLive('s3', 'u9')).toBe(false);
    time.now += 30_000;
    cache.remember('s2', 'u1', far, cache.lookupStarted());
    expect(cache.knownLive('s2', 'u1')).toBe(true);
  });

  it('remembers nothing with a TTL of 0 (scale mode)', () => {
    const cache = new LiveSessions(0);
    cache.remember('s1', 'u1', far, cache.lookupStarted());
    expect(cache.knownLive('s1', 'u1')).toBe(false);
  });
});
