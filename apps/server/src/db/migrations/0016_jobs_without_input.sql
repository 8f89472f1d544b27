-- Tools that start from a prompt alone (text-to-image) have no input image. NULLs are distinct in
-- the one-active-job-per-image index, so such jobs never block each other.
ALTER TABLE jobs ALTER COLUMN input_image_id DROP NOT NULL;
