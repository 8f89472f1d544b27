import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttleEvents } from '../../db/schema';

/** Counted events (failed logins, codes sent) for sliding-window limits; shared by all processes. */
export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  async record(key: string, occurredAt: Date): Promise<void> {
    await this.db.insert(throttleEvents).values({ key, occurredAt });
  }

  /** Records an event and returns its id (so that a refused attempt can take itself back). */
  async recordReturningId(key: string, occurredAt: Date): Promise<number> {
    const [row] = await this.db.insert(throttleEvents).values({ key, occurredAt }).returning({ id: throttleEvents.id });
    if (!row) throw new Error('throttle event not recorded');
    return row.id;
  }

  async countSince(key: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, since)));
    return row?.total ?? 0;
  }

  /** The most recent event after `since` other than `exceptId`. */
  async latestOtherSince(key: string, since: Date, exceptId: number): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ occurredAt: throttleEvents.occurredAt })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, since), ne(throttleEvents.id, exceptId)))
      .orderBy(desc(throttleEvents.occurredAt))
      .limit(1);
    return row?.occurredAt;
  }

  async deleteById(id: number): Promise<void> {
    await this.db.delete(throttleEvents).where(eq(throttleEvents.id, id));
  }

  /** Every key that starts with `prefix` (e.g. one account's attempts from every address). */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db.delete(throttleEvents).where(sql`starts_with(${throttleEvents.key}, ${prefix})`);
  }

  /**
   * The time of the n-th most recent event after `since` (n from 1), or undefined when there
   * are fewer than n: "is the limit reached, and when does the oldest counted event leave".
   */
  async nthMostRecentSince(key: string, since: Date, n: number): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ occurredAt: throttleEvents.occurredAt })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, since)))
      .orderBy(desc(throttleEvents.occurredAt))
      .offset(n - 1)
      .limit(1);
    return row?.occurredAt;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleEvents).where(eq(throttleEvents.key, key));
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.delete(throttleEvents).where(lt(throttleEvents.occurredAt, before));
  }
}
