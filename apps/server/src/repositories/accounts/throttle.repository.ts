import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttleEvents } from '../../db/schema';

/** Counted events (failed logins, codes sent) for sliding-window limits; shared by all processes. */
export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  async record(key: string, occurredAt: Date): Promise<void> {
    await this.db.insert(throttleEvents).values({ key, occurredAt });
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
