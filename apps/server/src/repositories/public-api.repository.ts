import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiIdempotencyKeys, apiJobs, apiUsageDaily, jobs, users, type ApiIdempotencyRow, type StoredApiResponse } from '../db/schema';

export interface DueWebhook {
  jobId: string;
  userId: string;
  webhookUrl: string;
  attempts: number;
}

/** The public API's own tables: API jobs (webhooks, usage credits), idempotency keys, daily calls. */
export class PublicApiRepository {
  constructor(private readonly db: Database) {}

  async recordJob(jobId: string, userId: string, webhookUrl: string | null): Promise<void> {
    await this.db.insert(apiJobs).values({ jobId, userId, webhookUrl });
  }

  /** Adds one call to today's (UTC) counter. */
  async countCall(userId: string, at: Date): Promise<void> {
    const day = at.toISOString().slice(0, 10);
    await this.db
      .insert(apiUsageDaily)
      .values({ userId, day, calls: 1 })
      .onConflictDoUpdate({ target: [apiUsageDaily.userId, apiUsageDaily.day], set: { calls: sql`${apiUsageDaily.calls} + 1` } });
  }

  /** Calls per day and credits of API jobs that succeeded per day, since `from` (a UTC date). */
  async usageSince(userId: string, from: string): Promise<{ calls: Map<string, number>; credits: Map<string, number> }> {
    const callRows = await this.db
      .select({ day: apiUsageDaily.day, calls: apiUsageDaily.calls })
      .from(apiUsageDaily)
      .where(and(eq(apiUsageDaily.userId, userId), sql`${apiUsageDaily.day} >= ${from}::date`));
    const day = sql<string>`to_char(${apiJobs.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
    const creditRows = await this.db
      .select({ day, credits: sql<string>`coalesce(sum(${jobs.cost}), 0)` })
      .from(apiJobs)
      .innerJoin(jobs, eq(jobs.id, apiJobs.jobId))
      .where(and(eq(apiJobs.userId, userId), eq(jobs.status, 'succeeded'), sql`${apiJobs.createdAt} >= ${from}::date`))
      .groupBy(day);
    return {
      calls: new Map(callRows.map((row) => [row.day, row.calls])),
      credits: new Map(creditRows.map((row) => [row.day, Number(row.credits)])),
    };
  }

  /** True when any account lists one of these domain entries (CORS preflights carry no key). */
  async anyAccountAllowsDomain(candidates: string[]): Promise<boolean> {
    const list = sql.join(candidates.map((candidate) => sql`${candidate}`), sql`, `);
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(isNotNull(users.apiKeyHash), sql`${users.domains} ?| array[${list}]::text[]`))
      .limit(1);
    return rows.length > 0;
  }

  // Idempotency keys

  /**
   * Claims (user, key) for a request: the row is inserted as pending, or the existing row is
   * returned. A row older than 24 hours is dropped first, so the key may be used again.
   */
  async claimIdempotencyKey(userId: string, key: string, requestHash: string): Promise<{ claimed: true } | { claimed: false; row: ApiIdempotencyRow }> {
    await this.db
      .delete(apiIdempotencyKeys)
      .where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key), lt(apiIdempotencyKeys.createdAt, sql`now() - interval '24 hours'`)));
    const inserted = await this.db
      .insert(apiIdempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: apiIdempotencyKeys.key });
    if (inserted.length === 1) return { claimed: true };
    const [row] = await this.db
      .select()
      .from(apiIdempotencyKeys)
      .where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key)))
      .limit(1);
    // Deleted between the insert and the read (the first request failed before charging): try once more.
    if (!row) return this.claimIdempotencyKey(userId, key, requestHash);
    return { claimed: false, row };
  }

  async completeIdempotencyKey(userId: string, key: string, response: StoredApiResponse): Promise<void> {
    await this.db
      .update(apiIdempotencyKeys)
      .set({ state: 'done', response })
      .where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key)));
  }

  async releaseIdempotencyKey(userId: string, key: string): Promise<void> {
    await this.db.delete(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.userId, userId), eq(apiIdempotencyKeys.key, key)));
  }

  // Webhooks

  /**
   * Takes up to `limit` webhooks of finished jobs that are due, pushing their next attempt
   * `leaseSeconds` ahead so that another process does not send them at the same time.
   */
  async claimDueWebhooks(limit: number, leaseSeconds: number, maxAttempts: number): Promise<DueWebhook[]> {
    const due = this.db
      .select({ jobId: apiJobs.jobId })
      .from(apiJobs)
      .innerJoin(jobs, eq(jobs.id, apiJobs.jobId))
      .where(
        and(
          isNotNull(apiJobs.webhookUrl),
          sql`${apiJobs.webhookDeliveredAt} IS NULL`,
          sql`${apiJobs.webhookNextAt} <= now()`,
          lt(apiJobs.webhookAttempts, maxAttempts),
          inArray(jobs.status, ['succeeded', 'failed', 'cancelled']),
        ),
      )
      .limit(limit)
      .for('update', { of: apiJobs, skipLocked: true });
    const rows = await this.db
      .update(apiJobs)
      .set({ webhookAttempts: sql`${apiJobs.webhookAttempts} + 1`, webhookNextAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(inArray(apiJobs.jobId, due))
      .returning({ jobId: apiJobs.jobId, userId: apiJobs.userId, webhookUrl: apiJobs.webhookUrl, attempts: apiJobs.webhookAttempts });
    return rows.flatMap((row) => (row.webhookUrl ? [{ ...row, webhookUrl: row.webhookUrl }] : []));
  }

  async webhookDelivered(jobId: string, status: number): Promise<void> {
    await this.db.update(apiJobs).set({ webhookDeliveredAt: new Date(), webhookLastStatus: status }).where(eq(apiJobs.jobId, jobId));
  }

  async webhookFailed(jobId: string, status: number | null, retryInSeconds: number): Promise<void> {
    await this.db
      .update(apiJobs)
      .set({ webhookLastStatus: status, webhookNextAt: sql`now() + make_interval(secs => ${retryInSeconds})` })
      .where(eq(apiJobs.jobId, jobId));
  }

  async findJobWebhook(jobId: string): Promise<{ webhookUrl: string | null } | undefined> {
    const [row] = await this.db.select({ webhookUrl: apiJobs.webhookUrl }).from(apiJobs).where(eq(apiJobs.jobId, jobId)).limit(1);
    return row;
  }
}
