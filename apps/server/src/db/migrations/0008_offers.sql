-- Offers (issue 16): enterprise requests. Promo codes and campaigns are operator data
-- (services/billing/catalog.json); their uses are counted from payments.promo_code.

CREATE TABLE enterprise_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  phone text,
  message text NOT NULL,
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
