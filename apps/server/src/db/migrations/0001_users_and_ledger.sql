-- Accounts and the credits ledger every paid operation writes to.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  country text,
  phone text,
  first_name text,
  last_name text,
  company_name text,
  job_title text,
  language text NOT NULL DEFAULT 'en',
  api_key_hash text,
  api_key_preview text,
  domains jsonb NOT NULL DEFAULT '[]'::jsonb,
  google_subject text,
  telegram_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_api_key_hash_key ON users (api_key_hash) WHERE api_key_hash IS NOT NULL;
CREATE UNIQUE INDEX users_google_subject_key ON users (google_subject) WHERE google_subject IS NOT NULL;
CREATE UNIQUE INDEX users_telegram_id_key ON users (telegram_id) WHERE telegram_id IS NOT NULL;

-- Append-only: the balance is the sum of amounts. Rows are never updated or deleted.
CREATE TABLE credit_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('grant', 'reserve', 'capture', 'release', 'purchase', 'expire', 'adjust')),
  amount integer NOT NULL,
  reason text NOT NULL,
  job_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id);
