import { sql, type SQL } from 'drizzle-orm';

/** Seconds assumed for a tool with no finished run in the last day. */
export const DEFAULT_JOB_SECONDS = 10;

/**
 * Jobs a user may have running at once, by entitlement: the billing catalogue's `concurrency` of
 * the free tier, the trial and each plan (the figure `plans.limitsFor` answers).
 */
export interface ConcurrencyCaps {
  free: number;
  trial: number;
  plans: Readonly<Record<string, number>>;
}

/** No cap: what the repository uses until the billing catalogue's caps are handed to it. */
const UNCAPPED = 2_147_483_647;

/**
 * The user's cap as SQL over `users` and `subscriptions`, deciding as `entitlementOf` does: a
 * subscription still active gives its plan's figure (a plan missing from the catalogue gives the
 * free one), else a trial not yet ended gives the trial's, else the free tier's. It reads the
 * database clock, as the rest of the pick does.
 */
function capOf(caps: ConcurrencyCaps | null): SQL {
  if (!caps) return sql`${UNCAPPED}::int`;
  const plans = Object.entries(caps.plans).map(([plan, cap]) => sql`WHEN ${plan}::text THEN ${cap}::int`);
  const planCap = plans.length > 0 ? sql`CASE subscriptions.plan ${sql.join(plans, sql` `)} ELSE ${caps.free}::int END` : sql`${caps.free}::int`;
  return sql`CASE
      WHEN subscriptions.active_until > now() THEN ${planCap}
      WHEN users.trial_ends_at > now() THEN ${caps.trial}::int
      ELSE ${caps.free}::int END`;
}

/**
 * The fair order of runnable jobs, as a CTE named `ordered` with one row per runnable job and
 * its `place` (0 = next to run). Users take turns: a job's `share` is its user's running jobs
 * plus its turn among that user's waiting jobs (1 = oldest), so a user with four x4 upscales
 * waiting gets one slot while another user's single quick job gets the next. Equal shares go to
 * the user served least recently (no start in the last day first), then to the oldest job.
 * A job whose share passes its user's plan cap (jobs at once) is `blocked`: it waits for one of
 * that user's running jobs to end, and every job that may start now is placed before it.
 * `seconds` is the job's expected run time (its tool's recent average).
 */
export function fairOrder(caps: ConcurrencyCaps | null): SQL {
  return sql`
  runnable AS (
    SELECT id, user_id, tool, created_at,
           row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS turn
    FROM jobs
    WHERE status = 'queued' OR (status = 'running' AND lease_expires_at < now())
  ),
  busy AS (
    SELECT user_id, count(*) AS running
    FROM jobs
    WHERE status = 'running' AND lease_expires_at >= now()
    GROUP BY user_id
  ),
  served AS (
    SELECT waiting.user_id, max(started.started_at) AS last_started
    FROM (SELECT DISTINCT user_id FROM runnable) waiting
    JOIN jobs started ON started.user_id = waiting.user_id AND started.created_at > now() - interval '1 day'
    WHERE started.started_at IS NOT NULL
    GROUP BY waiting.user_id
  ),
  caps AS (
    SELECT waiting.user_id, ${capOf(caps)} AS cap
    FROM (SELECT DISTINCT user_id FROM runnable) waiting
    JOIN users ON users.id = waiting.user_id
    LEFT JOIN subscriptions ON subscriptions.user_id = waiting.user_id
  ),
  durations AS (
    SELECT tool, avg(extract(epoch FROM finished_at - started_at)) AS seconds
    FROM jobs
    WHERE status = 'succeeded' AND finished_at > now() - interval '1 day' AND started_at IS NOT NULL
    GROUP BY tool
  ),
  shares AS (
    SELECT runnable.id, runnable.user_id, runnable.tool, runnable.created_at,
           coalesce(busy.running, 0) + runnable.turn AS share,
           coalesce(caps.cap, ${UNCAPPED}::int) AS cap
    FROM runnable
    LEFT JOIN busy USING (user_id)
    LEFT JOIN caps USING (user_id)
  ),
  ordered AS (
    SELECT shares.id, shares.user_id, shares.tool, shares.cap, shares.share > shares.cap AS blocked,
           coalesce(durations.seconds, ${DEFAULT_JOB_SECONDS})::float8 AS seconds,
           (row_number() OVER (
             ORDER BY shares.share > shares.cap, shares.share, served.last_started NULLS FIRST, shares.created_at, shares.id
           ) - 1)::int AS place
    FROM shares
    LEFT JOIN served USING (user_id)
    LEFT JOIN durations USING (tool)
  )`;
}

/**
 * Seconds of work the running jobs (live leases) still have, by their tools' averages: in all
 * (`remainder`) and per user (`user_remainder`, what a user at their cap waits for).
 */
export const runningRemainder: SQL = sql`
  running_left AS (
    SELECT jobs.user_id, greatest(0, coalesce(durations.seconds, ${DEFAULT_JOB_SECONDS}) - extract(epoch FROM now() - jobs.started_at)) AS seconds
    FROM jobs
    LEFT JOIN durations USING (tool)
    WHERE jobs.status = 'running' AND jobs.lease_expires_at >= now()
  ),
  remainder AS (
    SELECT coalesce(sum(seconds), 0)::float8 AS seconds FROM running_left
  ),
  user_remainder AS (
    SELECT user_id, sum(seconds)::float8 AS seconds FROM running_left GROUP BY user_id
  )`;
