import { sql, type SQL } from 'drizzle-orm';

/** Seconds assumed for a tool with no finished run in the last day. */
export const DEFAULT_JOB_SECONDS = 10;

/**
 * The fair order of runnable jobs, as a CTE named `ordered` with one row per runnable job and
 * its `place` (0 = next to run). Users take turns: a job's `share` is its user's running jobs
 * plus its turn among that user's waiting jobs (1 = oldest), so a user with four x4 upscales
 * waiting gets one slot while another user's single quick job gets the next. Equal shares go to
 * the user served least recently (no start in the last day first), then to the oldest job.
 * `seconds` is the job's expected run time (its tool's recent average).
 */
export const fairOrder: SQL = sql`
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
  durations AS (
    SELECT tool, avg(extract(epoch FROM finished_at - started_at)) AS seconds
    FROM jobs
    WHERE status = 'succeeded' AND finished_at > now() - interval '1 day' AND started_at IS NOT NULL
    GROUP BY tool
  ),
  ordered AS (
    SELECT runnable.id, runnable.user_id, runnable.tool,
           coalesce(durations.seconds, ${DEFAULT_JOB_SECONDS})::float8 AS seconds,
           (row_number() OVER (
             ORDER BY coalesce(busy.running, 0) + runnable.turn, served.last_started NULLS FIRST, runnable.created_at, runnable.id
           ) - 1)::int AS place
    FROM runnable
    LEFT JOIN busy USING (user_id)
    LEFT JOIN served USING (user_id)
    LEFT JOIN durations USING (tool)
  )`;

/** Seconds of work the running jobs (live leases) still have, by their tools' averages. */
export const runningRemainder: SQL = sql`
  remainder AS (
    SELECT coalesce(sum(greatest(0, coalesce(durations.seconds, ${DEFAULT_JOB_SECONDS}) - extract(epoch FROM now() - jobs.started_at))), 0)::float8 AS seconds
    FROM jobs
    LEFT JOIN durations USING (tool)
    WHERE jobs.status = 'running' AND jobs.lease_expires_at >= now()
  )`;
