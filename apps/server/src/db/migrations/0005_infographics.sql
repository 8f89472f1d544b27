-- Infographics (issue 9): sources (a photo or a generated image a card is made from), the cards,
-- user stickers and user templates. System stickers and default templates are files under
-- apps/server/assets, not rows. Images referenced here are kept by images.deleteIfUnused.

CREATE TABLE infographic_sources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('image', 'generated')),
  image_id uuid NOT NULL REFERENCES images (id),
  generated_image_id uuid REFERENCES generated_images (id) ON DELETE CASCADE,
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'generated') = (generated_image_id IS NOT NULL))
);
CREATE INDEX infographic_sources_user_idx ON infographic_sources (user_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX infographic_sources_image_key ON infographic_sources (user_id, image_id) WHERE type = 'image';
CREATE UNIQUE INDEX infographic_sources_generated_key ON infographic_sources (user_id, generated_image_id) WHERE type = 'generated';

CREATE TABLE infographics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source_id uuid NOT NULL REFERENCES infographic_sources (id) ON DELETE CASCADE,
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  image_id uuid NOT NULL REFERENCES images (id),
  state jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX infographics_user_idx ON infographics (user_id, created_at DESC, id DESC);
CREATE INDEX infographics_source_idx ON infographics (source_id, created_at DESC);
CREATE INDEX infographics_product_idx ON infographics (product_id, created_at DESC) WHERE product_id IS NOT NULL;

CREATE TABLE infographic_stickers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  image_id uuid NOT NULL REFERENCES images (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX infographic_stickers_user_idx ON infographic_stickers (user_id, created_at DESC);

CREATE TABLE infographic_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text,
  image_id uuid NOT NULL REFERENCES images (id),
  state jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX infographic_templates_user_idx ON infographic_templates (user_id, created_at DESC);
