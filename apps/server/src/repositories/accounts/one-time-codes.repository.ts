import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes, type CodePurpose, type OneTimeCodeRow } from '../../db/schema';

export interface NewCode {
  purpose: CodePurpose;
  email: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** One live code per purpose and email; issuing a new one replaces the old. */
export class OneTimeCodesRepository {
  constructor(private readonly db: Database) {}

  async replace(code: NewCode): Promise<void> {
    await this.db
      .insert(oneTimeCodes)
      .values({ ...code, failedAttempts: 0, consumedAt: null })
      .onConflictDoUpdate({
        target: [oneTimeCodes.purpose, oneTimeCodes.email],
        set: { codeHash: code.codeHash, createdAt: code.createdAt, expiresAt: code.expiresAt, failedAttempts: 0, consumedAt: null },
      });
  }

  async find(purpose: CodePurpose, email: string, db: Database = this.db): Promise<OneTimeCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email)))
      .limit(1);
    return row;
  }

  async recordFailure(purpose: CodePurpose, email: string): Promise<void> {
    await this.db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email)));
  }

  /** Marks the code used; false when another request consumed it first. */
  async consume(purpose: CodePurpose, email: string, codeHash: string, now: Date, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.codeHash, codeHash),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .returning({ email: oneTimeCodes.email });
    return rows.length === 1;
  }

  async deleteExpired(before: Date): Promise<void> {
    await this.db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
  }
}
