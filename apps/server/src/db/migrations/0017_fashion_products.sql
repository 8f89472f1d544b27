-- Fashion (beta): a product may be a garment; its category (what it covers) drives the try-on mask.
-- NULL for every other product. The fashion products list is the products that have one.
ALTER TABLE products ADD COLUMN garment_category text CHECK (garment_category IN ('top', 'bottom', 'dress', 'outfit'));
CREATE INDEX products_user_garment_idx ON products (user_id, created_at DESC, id DESC) WHERE garment_category IS NOT NULL;
