-- Sessions, one-time codes, throttling and the short-lived state of the sign-in flows.

-- A session is a refresh-token family: one per sign-in, 30 days at most from its first token.
-- Access tokens carry its id (sid); revoking it ends the session at once.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'registration', 'google', 'telegram', 'transfer', 'restore')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Every refresh token ever issued in a family (SHA-256 of the token); rotated_at marks the used
-- ones, so presenting one again is detected as reuse.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- One live code per purpose and email (a new one replaces the old). Only its hash is kept.
CREATE TABLE one_time_codes (
  purpose text NOT NULL CHECK (purpose IN ('registration', 'password_restore')),
  email text NOT NULL,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  PRIMARY KEY (purpose, email)
);
CREATE INDEX one_time_codes_expiry_idx ON one_time_codes (expires_at);

-- Sliding-window counters: one row per counted event (failed login, code sent), by key.
CREATE TABLE throttle_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX throttle_events_key_idx ON throttle_events (key, occurred_at);
CREATE INDEX throttle_events_age_idx ON throttle_events (occurred_at);

-- Single-use values (captcha challenges, transfer token ids) kept until they would expire anyway.
CREATE TABLE spent_nonces (
  scope text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, nonce)
);
CREATE INDEX spent_nonces_expiry_idx ON spent_nonces (expires_at);

-- OAuth authorization requests in flight: PKCE verifier and nonce, keyed by state.
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_expiry_idx ON oauth_states (expires_at);

-- A verified Google or Telegram identity with no account yet; its id is the sessionId the client
-- sends to the matching /register call.
CREATE TABLE pending_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('google', 'telegram')),
  subject text NOT NULL,
  email text,
  first_name text,
  last_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX pending_registrations_expiry_idx ON pending_registrations (expires_at);
