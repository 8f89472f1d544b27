-- Users' own shadow presets (issue 6). System presets are constants in packages/imaging, not rows.
-- Names are unique per user ignoring case, so "Shoes" and "shoes" cannot both exist.

CREATE TABLE shadow_presets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
  settings jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX shadow_presets_user_name_key ON shadow_presets (user_id, lower(name));
CREATE INDEX shadow_presets_user_idx ON shadow_presets (user_id, created_at);
