import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions, type NewSubscriptionRow, type SubscriptionRow } from '../db/schema';

/** The only code touching the subscriptions table (one row per subscribed user). */
export class SubscriptionsRepository {
  constructor(private readonly db: Database) {}

  async findByUserId(userId: string, db: Database = this.db): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return row;
  }

  /** Creates or replaces the user's subscription (payments and tests write through this). */
  async upsert(row: NewSubscriptionRow, db: Database = this.db): Promise<SubscriptionRow> {
    const { userId: _userId, ...changes } = row;
    const [saved] = await db
      .insert(subscriptions)
      .values(row)
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: sql`now()` } })
      .returning();
    if (!saved) throw new Error('upsert returned no row');
    return saved;
  }

  /** Locks the user's subscription row until the transaction ends. */
  async lockByUserId(userId: string, db: Database): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update').limit(1);
    return row;
  }

  async findByProviderSubscription(providerSubscriptionId: string, db: Database = this.db): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
    return row;
  }

  async update(userId: string, changes: Partial<NewSubscriptionRow>, db: Database = this.db): Promise<void> {
    await db.update(subscriptions).set({ ...changes, updatedAt: sql`now()` }).where(eq(subscriptions.userId, userId));
  }

  /** Subscriptions whose current term is still open: the monthly scheduler looks at these. */
  async openTerms(db: Database = this.db): Promise<SubscriptionRow[]> {
    return db.select().from(subscriptions).where(eq(subscriptions.termClosed, false));
  }
}
