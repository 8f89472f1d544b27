import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingRegistrations, type PendingProvider, type PendingRegistrationRow } from '../../db/schema';

export type NewPendingRegistration = Omit<PendingRegistrationRow, 'id' | 'createdAt'>;

/** Verified Google/Telegram identities waiting for the client's /register call. */
export class PendingRegistrationsRepository {
  constructor(private readonly db: Database) {}

  async create(entry: NewPendingRegistration, now: Date): Promise<PendingRegistrationRow> {
    await this.db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
    const [row] = await this.db.insert(pendingRegistrations).values(entry).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Removes and returns a live entry of that provider: a sessionId registers once. */
  async take(id: string, provider: PendingProvider, now: Date, db: Database = this.db): Promise<PendingRegistrationRow | undefined> {
    const [row] = await db
      .delete(pendingRegistrations)
      .where(and(eq(pendingRegistrations.id, id), eq(pendingRegistrations.provider, provider), gt(pendingRegistrations.expiresAt, now)))
      .returning();
    return row;
  }
}
