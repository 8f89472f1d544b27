import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditLedger, users, type CreditEntryKind } from '../db/schema';

export interface LedgerEntry {
  userId: string;
  kind: CreditEntryKind;
  /** Signed: grants and purchases are positive, reserves and expiries negative. */
  amount: number;
  reason: string;
  jobId?: string;
  /** Idempotency key of a billing entry: a second entry with the same ref is not written. */
  ref?: string;
}

/** The append-only credits ledger; the balance is derived, never stored. */
export class CreditsRepository {
  constructor(private readonly db: Database) {}

  async append(entry: LedgerEntry, db: Database = this.db): Promise<void> {
    await db.insert(creditLedger).values({ ...entry, jobId: entry.jobId ?? null, ref: entry.ref ?? null });
  }

  /** Writes a billing entry once per `ref`; false when an entry with this ref exists already. */
  async appendOnce(entry: LedgerEntry & { ref: string }, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .insert(creditLedger)
      .values({ ...entry, jobId: entry.jobId ?? null })
      .onConflictDoNothing({ target: creditLedger.ref, where: sql`ref IS NOT NULL` })
      .returning({ id: creditLedger.id });
    return rows.length === 1;
  }

  async balance(userId: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return Number(row?.total ?? 0);
  }

  /**
   * Serialises credit decisions per user until the transaction ends: a row lock on the user
   * (NO KEY UPDATE, so ledger inserts referencing the user are not blocked). False: no such user.
   */
  async lockAccount(userId: string, db: Database): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return rows.length === 1;
  }

  /** Writes a job's reservation; false when the job already has one. */
  async reserveForJob(entry: LedgerEntry & { jobId: string }, db: Database): Promise<boolean> {
    const rows = await db
      .insert(creditLedger)
      .values({ ...entry, kind: 'reserve' })
      .onConflictDoNothing({ target: creditLedger.jobId, where: sql`kind = 'reserve'` })
      .returning({ id: creditLedger.id });
    return rows.length === 1;
  }

  /** Writes a job's one settlement (capture or release); false when it is already settled. */
  async settleJob(entry: LedgerEntry & { jobId: string; kind: 'capture' | 'release' }, db: Database): Promise<boolean> {
    const rows = await db
      .insert(creditLedger)
      .values(entry)
      .onConflictDoNothing({ target: creditLedger.jobId, where: sql`kind IN ('capture', 'release')` })
      .returning({ id: creditLedger.id });
    return rows.length === 1;
  }

  /** Credits held by reservations not settled yet (queued or running jobs). */
  async reserved(userId: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(-sum(${creditLedger.amount}), 0)` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, userId),
          eq(creditLedger.kind, 'reserve'),
          sql`NOT EXISTS (SELECT 1 FROM credit_ledger s WHERE s.job_id = ${creditLedger.jobId} AND s.kind IN ('capture', 'release'))`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /**
   * For a month's expiry: the balance just before the entry `ref` (credits the user had apart
   * from it) plus free credits granted since (registration, promo, transfer, operator).
   */
  async creditsBesides(userId: string, ref: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(${creditLedger.amount}) FILTER (WHERE ${creditLedger.id} < g.id), 0)
          + coalesce(sum(${creditLedger.amount}) FILTER (WHERE ${creditLedger.id} > g.id AND ${creditLedger.kind} IN ('grant', 'adjust') AND ${creditLedger.amount} > 0), 0)`,
      })
      .from(creditLedger)
      .innerJoin(sql`(SELECT id FROM credit_ledger WHERE ref = ${ref}) g`, sql`true`)
      .where(eq(creditLedger.userId, userId));
    return Number(row?.total ?? 0);
  }
}
