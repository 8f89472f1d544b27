-- The queue estimate averages recent run times per tool (repositories/job-queue-order.ts); this
-- keeps that read to the succeeded jobs of the last day instead of the whole table.
CREATE INDEX jobs_succeeded_tool_idx ON jobs (tool, finished_at) WHERE status = 'succeeded';

-- A refresh token presented again shortly after its rotation (two tabs refreshing at once) gets a
-- fresh pair instead of revoking the family; this counts those grace answers so they stay few
-- (services/accounts/sessions.service.ts).
ALTER TABLE refresh_tokens ADD COLUMN grace_uses integer NOT NULL DEFAULT 0;
