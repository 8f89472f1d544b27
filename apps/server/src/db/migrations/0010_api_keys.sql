-- Public API keys (issue 17): when the key was made and last used, and the secret that signs the
-- key's webhook events. The key itself stays hashed in users.api_key_hash (one key per user).
ALTER TABLE users ADD COLUMN api_key_created_at timestamptz;
ALTER TABLE users ADD COLUMN api_key_last_used_at timestamptz;
ALTER TABLE users ADD COLUMN webhook_secret text;
UPDATE users SET api_key_created_at = updated_at WHERE api_key_hash IS NOT NULL;
-- Keys made before this migration get a webhook secret too (32 random bytes from two v4 UUIDs' hex).
UPDATE users
SET webhook_secret = 'whsec_' || encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64')
WHERE api_key_hash IS NOT NULL;
