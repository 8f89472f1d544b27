import type { JobDownload, JobStatus } from '@vitrina/contracts';
import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { pageTotal } from './page-total';
import type { Database } from '../db/client';
import { jobs, type JobRow, type NewJobRow, type StoredJobOutput } from '../db/schema';
import { fairOrder, runningRemainder, type ConcurrencyCaps } from './job-queue-order';

const ACTIVE: JobStatus[] = ['queued', 'running'];

export interface JobListFilter {
  tool?: string;
  status?: JobStatus;
  limit: number;
  offset: number;
}

/**
 * Where a waiting job stands: jobs picked before it, the seconds of work ahead of it (all workers
 * together), and the seconds of its own user's work ahead of it, which runs at most `cap` at once.
 */
export interface QueueStanding {
  ahead: number;
  workSeconds: number;
  ownSeconds: number;
  cap: number;
}

/** Serialises the fair pick between processes sharing a PostgreSQL database (hashtext('vitrina:claim-next')). */
const CLAIM_NEXT_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('vitrina:claim-next'))`;

/** A claimed job is identified by its id and the attempt that claimed it. */
export interface JobClaim {
  id: string;
  attempt: number;
}

const leaseUntil = (leaseMs: number) => sql`now() + (${leaseMs}::integer * interval '1 millisecond')`;

/**
 * The only code touching the jobs table. Every state change is one conditional UPDATE, so two
 * processes can never both claim, complete or cancel the same job.
 */
export class JobsRepository {
  private caps: ConcurrencyCaps | null = null;

  constructor(private readonly db: Database) {}

  /** The plans' jobs-at-once figures (billing catalogue); until set, no user is capped. */
  useConcurrencyCaps(caps: ConcurrencyCaps): void {
    this.caps = caps;
  }

  /** Inserts a queued job, or returns undefined when the user already has one active on this image. */
  async insertQueued(job: NewJobRow, db: Database = this.db): Promise<JobRow | undefined> {
    const [row] = await db
      .insert(jobs)
      .values({ ...job, status: 'queued' })
      .onConflictDoNothing({ target: [jobs.userId, jobs.inputImageId], where: sql`status IN ('queued', 'running')` })
      .returning();
    return row;
  }

  async findById(id: string, db: Database = this.db): Promise<JobRow | undefined> {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  async findOwned(userId: string, id: string): Promise<JobRow | undefined> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
      .limit(1);
    return row;
  }

  async list(userId: string, filter: JobListFilter): Promise<{ rows: JobRow[]; total: number }> {
    const conditions: SQL[] = [eq(jobs.userId, userId)];
    if (filter.tool) conditions.push(eq(jobs.tool, filter.tool));
    if (filter.status) conditions.push(eq(jobs.status, filter.status));
    const where = and(...conditions);
    const rows = await this.db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const total = await pageTotal(rows.length, filter, async () => {
      const [totals] = await this.db.select({ total: count() }).from(jobs).where(where);
      return totals?.total ?? 0;
    });
    return { rows, total };
  }

  /**
   * Takes a job for running: a queued job, or a running one whose lease has passed (its worker
   * died). Bumps the attempt; only that attempt may complete the job.
   */
  async claim(id: string, leaseMs: number, db: Database = this.db): Promise<JobRow | undefined> {
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempt: sql`${jobs.attempt} + 1`,
        leaseExpiresAt: leaseUntil(leaseMs),
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        progress: 0,
        // A re-run starts with no results shown; an earlier attempt's early outputs are gone.
        outputs: [],
      })
      .where(and(eq(jobs.id, id), or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.leaseExpiresAt, sql`now()`)))))
      .returning();
    return row;
  }

  /**
   * Claims the job that is next in the fair order (job-queue-order.ts), whichever id the queue
   * delivered: a delivery is a free slot, and the users' turns decide what fills it. A user at
   * their plan's cap of jobs at once is passed over (their jobs stay queued); undefined when no
   * job may start now. The pick and the claim happen under one transaction-scoped advisory lock,
   * so processes picking at the same moment see each other's claims and the running counts the
   * turns and caps are based on.
   */
  async claimNext(leaseMs: number): Promise<JobRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(CLAIM_NEXT_LOCK);
      const [next] = rowsOf<{ id: string }>(await tx.execute(sql`WITH ${fairOrder(this.caps)} SELECT id FROM ordered WHERE place = 0 AND NOT blocked`));
      return next ? this.claim(next.id, leaseMs, tx) : undefined;
    });
  }

  /** The standing of this user's waiting jobs (all of them when `ids` is absent). */
  async queueStandings(userId: string, ids?: string[]): Promise<Map<string, QueueStanding>> {
    const rows = rowsOf<{ id: string; place: number; work: number; own: number; cap: number }>(
      await this.db.execute(sql`
        WITH ${fairOrder(this.caps)}, ${runningRemainder},
        before AS (
          SELECT id, user_id, place, cap,
                 coalesce(sum(seconds) OVER (ORDER BY place ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS seconds,
                 coalesce(sum(seconds) OVER (PARTITION BY user_id ORDER BY place ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS own_seconds
          FROM ordered
        )
        SELECT before.id, before.place, before.cap,
               (before.seconds + remainder.seconds)::float8 AS work,
               (before.own_seconds + coalesce(user_remainder.seconds, 0))::float8 AS own
        FROM before CROSS JOIN remainder
        LEFT JOIN user_remainder ON user_remainder.user_id = before.user_id
        WHERE before.user_id = ${userId}`),
    );
    const wanted = ids ? new Set(ids) : null;
    const standings = new Map<string, QueueStanding>();
    for (const row of rows) {
      if (!wanted || wanted.has(row.id)) {
        standings.set(row.id, { ahead: Number(row.place), workSeconds: Number(row.work), ownSeconds: Number(row.own), cap: Number(row.cap) });
      }
    }
    return standings;
  }

  /** Extends the lease; false when the claim is no longer current (cancelled, or taken over). */
  async renewLease(claim: JobClaim, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ leaseExpiresAt: leaseUntil(leaseMs) })
      .where(this.isCurrent(claim))
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  async setProgress(claim: JobClaim, progress: number): Promise<void> {
    await this.db.update(jobs).set({ progress }).where(this.isCurrent(claim));
  }

  /** The outputs a running job has finished so far (a batch shown as it comes); false when the claim is gone. */
  async setRunningOutputs(claim: JobClaim, outputs: StoredJobOutput[]): Promise<boolean> {
    const rows = await this.db.update(jobs).set({ outputs }).where(this.isCurrent(claim)).returning({ id: jobs.id });
    return rows.length === 1;
  }

  async isStillCurrent(claim: JobClaim): Promise<boolean> {
    const [row] = await this.db.select({ id: jobs.id }).from(jobs).where(this.isCurrent(claim)).limit(1);
    return Boolean(row);
  }

  /** The success transition; undefined when the claim was lost (then nothing may be recorded). */
  async markSucceeded(claim: JobClaim, result: { outputs: StoredJobOutput[]; engine: string; download?: JobDownload }, db: Database): Promise<JobRow | undefined> {
    const [row] = await db
      .update(jobs)
      .set({ status: 'succeeded', progress: 1, outputs: result.outputs, engine: result.engine, download: result.download ?? null, finishedAt: sql`now()`, leaseExpiresAt: null })
      .where(this.isCurrent(claim))
      .returning();
    return row;
  }

  async markFailed(claim: JobClaim, errorCode: string, db: Database): Promise<JobRow | undefined> {
    const [row] = await db
      .update(jobs)
      .set({ status: 'failed', errorCode, outputs: [], finishedAt: sql`now()`, leaseExpiresAt: null })
      .where(this.isCurrent(claim))
      .returning();
    return row;
  }

  /** Cancels an active job of this user; undefined when it was not active (or not theirs). */
  async cancel(userId: string, id: string, db: Database): Promise<JobRow | undefined> {
    const [row] = await db
      .update(jobs)
      .set({ status: 'cancelled', outputs: [], finishedAt: sql`now()`, leaseExpiresAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId), inArray(jobs.status, ACTIVE)))
      .returning();
    return row;
  }

  /** Gives a running job back to the queue (graceful shutdown), keeping its attempt count. */
  async requeue(claim: JobClaim): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ status: 'queued', progress: 0, outputs: [], leaseExpiresAt: null })
      .where(this.isCurrent(claim))
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  /**
   * Ids of jobs that may start now, in the fair order: queued ones and running ones whose lease
   * has passed, leaving out those whose user is at their cap of jobs at once (a running job of
   * that user ending frees their turn; see JobRunner). The queues deliver these.
   */
  async listRunnable(limit: number): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(await this.db.execute(sql`WITH ${fairOrder(this.caps)} SELECT id FROM ordered WHERE NOT blocked ORDER BY place LIMIT ${limit}`));
    return rows.map((row) => row.id);
  }

  /** Single-process start-up (PGlite): every running job belonged to a process that is gone. */
  async expireAllLeases(): Promise<number> {
    const rows = await this.db
      .update(jobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.status, 'running'))
      .returning({ id: jobs.id });
    return rows.length;
  }

  /** Queued and running jobs per tool (the metrics' queue gauges; served by jobs_runnable_idx). */
  async countActiveByTool(): Promise<{ tool: string; status: 'queued' | 'running'; count: number }[]> {
    const rows = await this.db
      .select({ tool: jobs.tool, status: jobs.status, count: count() })
      .from(jobs)
      .where(inArray(jobs.status, ACTIVE))
      .groupBy(jobs.tool, jobs.status);
    return rows.map((row) => ({ tool: row.tool, status: row.status === 'queued' ? 'queued' : 'running', count: Number(row.count) }));
  }

  private isCurrent(claim: JobClaim): SQL | undefined {
    return and(eq(jobs.id, claim.id), eq(jobs.attempt, claim.attempt), eq(jobs.status, 'running'));
  }
}

/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
