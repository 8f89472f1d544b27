import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './passwords';

/**
 * Made by the former hasher (the `argon2` package 0.45, argon2id, m=19456, t=2, p=1) for
 * LEGACY_PASSWORD, before the switch to @node-rs/argon2. Accounts registered then hold such
 * strings; note its parameter order (m, p, t) differs from what the new library writes (m, t, p).
 */
const LEGACY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$t1JOZ/ygiUDv70gpweZQRQ$FqaJKwwPe9PasHseF088bErSCK5bS9uIJ+n4PCQxu/w';
const LEGACY_PASSWORD = 'correct horse battery staple 7';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('still verifies a hash made by the former argon2 package', async () => {
    expect(await hasher.verify(LEGACY_HASH, LEGACY_PASSWORD)).toBe(true);
    expect(await hasher.verify(LEGACY_HASH, 'correct horse battery staple 8')).toBe(false);
  });

  it('writes argon2id PHC strings with the OWASP parameters and a fresh salt', async () => {
    const first = await hasher.hash('a-good-password');
    const second = await hasher.hash('a-good-password');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify(first, 'a-good-password')).toBe(true);
    expect(await hasher.verify(first, 'a-good-passwore')).toBe(false);
  });

  it('answers false, not an error, for missing or malformed hashes', async () => {
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(await hasher.verify(undefined, 'anything')).toBe(false);
    expect(await hasher.verify('not-a-phc-string', 'anything')).toBe(false);
  });
});
