-- Jobs started through the public API (usage chart, webhook delivery) and Idempotency-Key records.
CREATE TABLE api_jobs (
  job_id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  webhook_url text,
  webhook_attempts integer NOT NULL DEFAULT 0,
  webhook_next_at timestamptz NOT NULL DEFAULT now(),
  webhook_delivered_at timestamptz,
  webhook_last_status integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_jobs_user_created_idx ON api_jobs (user_id, created_at);
CREATE INDEX api_jobs_webhook_due_idx ON api_jobs (webhook_next_at) WHERE webhook_url IS NOT NULL AND webhook_delivered_at IS NULL;

-- One row per (user, key): the unique key is what makes two concurrent requests with the same key
-- safe (only one INSERT wins). `response` holds the first answer to replay for 24 hours.
CREATE TABLE api_idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
