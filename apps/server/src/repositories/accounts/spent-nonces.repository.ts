import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { spentNonces } from '../../db/schema';

/** Values that may be used once (captcha challenges, transfer token ids). */
export class SpentNoncesRepository {
  constructor(private readonly db: Database) {}

  /** Records the nonce; false when it was already spent. Atomic across processes. */
  async spend(scope: string, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.delete(spentNonces).where(lt(spentNonces.expiresAt, now));
    const rows = await this.db
      .insert(spentNonces)
      .values({ scope, nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: spentNonces.nonce });
    return rows.length === 1;
  }
}
