-- Stored images (uploads, engine outputs, system samples), products, generated images and share links.

-- One row per stored file. user_id is NULL for system images (readable by everyone).
-- storage_key is content-addressed (sha256 of the bytes), so two rows may share one file.
CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  format text NOT NULL CHECK (format IN ('jpg', 'png', 'webp')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  purpose text NOT NULL CHECK (purpose IN ('product', 'shadow', 'sticker', 'mask', 'reference', 'output')),
  source_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX images_user_idx ON images (user_id, created_at DESC);
CREATE INDEX images_storage_key_idx ON images (storage_key);

-- "My products" (user_id set) and system products (user_id NULL, system_key set, seeded at start-up).
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  image_id uuid NOT NULL REFERENCES images (id),
  name text,
  system_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) = (system_key IS NOT NULL))
);
CREATE INDEX products_user_idx ON products (user_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX products_user_image_key ON products (user_id, image_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX products_system_key ON products (system_key) WHERE system_key IS NOT NULL;

-- Every job output. job_id has no foreign key here: the jobs table arrives in a later migration.
CREATE TABLE generated_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool text NOT NULL,
  job_id uuid NOT NULL,
  image_id uuid NOT NULL REFERENCES images (id),
  source_image_id uuid REFERENCES images (id) ON DELETE SET NULL,
  prompt text,
  negative_prompt text,
  style text,
  theme text,
  size text,
  quantity_index integer NOT NULL DEFAULT 0 CHECK (quantity_index >= 0),
  favorite boolean NOT NULL DEFAULT false,
  engine text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX generated_images_user_idx ON generated_images (user_id, created_at DESC, id DESC);
CREATE INDEX generated_images_user_tool_idx ON generated_images (user_id, tool, created_at DESC);
CREATE INDEX generated_images_job_idx ON generated_images (job_id);
CREATE UNIQUE INDEX generated_images_image_key ON generated_images (image_id);

-- Public links. The token is the primary key (>= 128 random bits); revoking deletes the row.
CREATE TABLE shares (
  token text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('generated_image', 'image', 'product', 'product_infographic')),
  entity_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX shares_entity_key ON shares (user_id, entity_type, entity_id);
CREATE INDEX shares_entity_idx ON shares (entity_type, entity_id);
