-- Jobs (the source of truth of every tool run, in both queue modes), subscriptions (plan state
-- for `plan_expired`) and the credits ledger's one-settlement-per-job guarantees.

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  progress real NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Restricts deletion: an image a job read stays (images.deleteIfUnused skips it).
  input_image_id uuid NOT NULL REFERENCES images (id),
  -- Credits reserved when the job was accepted (0 for free tools).
  cost integer NOT NULL DEFAULT 0 CHECK (cost >= 0),
  -- [{imageId, url, width, height, format, bytes, generatedImageId}], written once by the success transition.
  outputs jsonb NOT NULL DEFAULT '[]'::jsonb,
  error_code text,
  engine text,
  -- Incremented by every claim; completion is accepted only from the current attempt.
  attempt integer NOT NULL DEFAULT 0,
  -- A running job whose lease has passed belongs to a dead worker and may be claimed again.
  lease_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  CHECK ((status IN ('succeeded', 'failed', 'cancelled')) = (finished_at IS NOT NULL))
);
-- One operation at a time per item and user ("Please wait, the operation is not finished yet").
-- Per user: system images are shared, so two users may work on the same one at once.
CREATE UNIQUE INDEX jobs_one_active_per_image ON jobs (user_id, input_image_id) WHERE status IN ('queued', 'running');
CREATE INDEX jobs_user_created_idx ON jobs (user_id, created_at DESC, id DESC);
CREATE INDEX jobs_runnable_idx ON jobs (created_at) WHERE status IN ('queued', 'running');

-- The current subscription of a user. No row: the free plan (registration grant only).
CREATE TABLE subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan text NOT NULL,
  term_months integer NOT NULL CHECK (term_months IN (1, 3, 6, 12)),
  active_until timestamptz NOT NULL,
  auto_renew boolean NOT NULL DEFAULT true,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A job reserves once and settles (capture or release) once, whatever retries or races happen.
CREATE UNIQUE INDEX credit_ledger_job_reserve_key ON credit_ledger (job_id) WHERE kind = 'reserve';
CREATE UNIQUE INDEX credit_ledger_job_settlement_key ON credit_ledger (job_id) WHERE kind IN ('capture', 'release');
