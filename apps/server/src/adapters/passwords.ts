import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane (about 50-100 ms per hash on one core).
 * argon2id is the library's default algorithm (its `Algorithm` is a const enum, which isolated
 * modules cannot read); passwords.test.ts pins the PHC string's `$argon2id$` prefix.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing behind one small interface, so tests and services never see argon2 itself.
 * Hashes are PHC strings (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`); verification reads the
 * parameters from the string, so hashes made with other settings or by the former `argon2`
 * package still verify.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  async hash(password: string): Promise<string> {
    return hash(password, PASSWORD_HASH_OPTIONS);
  }

  /** Constant-time check. A missing hash still costs one full verification, so timing does not tell. */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.dummy(), password);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hash('vitrina-dummy-password', PASSWORD_HASH_OPTIONS);
    return this.dummyHash;
  }
}
