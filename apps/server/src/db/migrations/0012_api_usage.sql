-- Calls to /api/v1 per user and UTC day, for the profile's usage chart (credits come from api_jobs).
CREATE TABLE api_usage_daily (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
