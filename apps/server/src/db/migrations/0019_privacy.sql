-- Issue 26: account export and deletion.

-- Set when a deletion starts (credentials already gone); the privacy sweeper finishes any row
-- still carrying it, so a deletion interrupted by a crash completes after the restart.
ALTER TABLE users ADD COLUMN deleting_at timestamptz;
CREATE INDEX users_deleting_idx ON users (deleting_at) WHERE deleting_at IS NOT NULL;

-- Payments outlive their account for accounting, anonymised: the user link becomes NULL.
ALTER TABLE payments ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE payments DROP CONSTRAINT payments_user_id_fkey;
ALTER TABLE payments ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;

-- Social-login accounts confirm a deletion with a mailed code.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('registration', 'password_restore', 'account_deletion'));

-- What a job produced when it is a file rather than gallery images (the account export's zip).
ALTER TABLE jobs ADD COLUMN download jsonb;

-- A prepared export: one zip in storage, downloadable by its owner until expires_at.
CREATE TABLE account_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  filename text NOT NULL,
  bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX account_exports_user_idx ON account_exports (user_id, created_at);
CREATE INDEX account_exports_expiry_idx ON account_exports (expires_at);

-- Stored files to remove once no row uses them any more. Written in the transaction that deletes
-- the rows, emptied after each file is gone: storage is not transactional, this list is.
CREATE TABLE storage_deletions (
  storage_key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
