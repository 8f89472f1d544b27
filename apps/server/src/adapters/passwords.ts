import argon2 from 'argon2';

/** OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane (about 50-100 ms per hash on one core). */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Password hashing behind one small interface, so tests and services never see argon2 itself. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  async hash(password: string): Promise<string> {
    return argon2.hash(password, PASSWORD_HASH_OPTIONS);
  }

  /** Constant-time check. A missing hash still costs one full verification, so timing does not tell. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.dummy(), password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= argon2.hash('vitrina-dummy-password', PASSWORD_HASH_OPTIONS);
    return this.dummyHash;
  }
}
