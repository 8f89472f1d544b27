-- The queue estimate averages recent run times per tool (repositories/job-queue-order.ts); this
-- keeps that read to the succeeded jobs of the last day instead of the whole table.
CREATE INDEX jobs_succeeded_tool_idx ON jobs (tool, finished_at) WHERE status = 'succeeded';
