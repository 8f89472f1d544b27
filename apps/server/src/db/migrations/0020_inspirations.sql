-- Issue 21: results users publish to the inspiration wall (opt-in, removable). The built-in looks
-- are files (apps/server/assets/inspiration), not rows. The recipe is copied from the job at
-- publication, so the look keeps its recipe even if the gallery entry is later deleted (which
-- removes the publication through the cascade).
CREATE TABLE inspirations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  generated_image_id uuid NOT NULL UNIQUE REFERENCES generated_images (id) ON DELETE CASCADE,
  category text NOT NULL,
  tool text NOT NULL,
  recipe jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspirations_created_idx ON inspirations (created_at DESC, id);
CREATE INDEX inspirations_user_idx ON inspirations (user_id);
