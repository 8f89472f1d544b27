-- Plans, subscriptions and payments (issue 16). Plans, prices and features are operator data
-- (services/billing/catalog.json), not rows. The ledger keeps its kinds; `ref` makes every
-- billing credit change idempotent: one entry per (payment, month, transfer token ...).

ALTER TABLE users ADD COLUMN trial_ends_at timestamptz;

ALTER TABLE credit_ledger ADD COLUMN ref text;
CREATE UNIQUE INDEX credit_ledger_ref_key ON credit_ledger (ref) WHERE ref IS NOT NULL;

ALTER TABLE subscriptions
  ADD COLUMN provider text NOT NULL DEFAULT 'test',
  ADD COLUMN provider_subscription_id text,
  ADD COLUMN provider_customer_id text,
  ADD COLUMN credits_per_month integer NOT NULL DEFAULT 0,
  -- The payment that bought the current term; monthly grants and expiries are keyed by it.
  ADD COLUMN term_payment_id uuid,
  ADD COLUMN term_started_at timestamptz,
  ADD COLUMN cycles_granted integer NOT NULL DEFAULT 0,
  ADD COLUMN term_closed boolean NOT NULL DEFAULT false,
  ADD COLUMN payment_failed_at timestamptz;
CREATE UNIQUE INDEX subscriptions_provider_subscription_key ON subscriptions (provider_subscription_id) WHERE provider_subscription_id IS NOT NULL;

-- A checkout session and what it became. The amount is computed by the server at checkout.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  session_id text NOT NULL,
  invoice_id text,
  kind text NOT NULL CHECK (kind IN ('purchase', 'renewal')),
  plan_id text NOT NULL,
  term_months integer NOT NULL CHECK (term_months IN (1, 3, 6, 12)),
  amount integer NOT NULL CHECK (amount >= 0),
  full_amount integer NOT NULL CHECK (full_amount >= 0),
  currency text NOT NULL,
  discount_percent integer NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  promo_code text,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'expired')),
  receipt_url text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_session_key ON payments (provider, session_id);
CREATE UNIQUE INDEX payments_invoice_key ON payments (provider, invoice_id) WHERE invoice_id IS NOT NULL;
CREATE INDEX payments_user_idx ON payments (user_id, created_at);
CREATE INDEX payments_promo_idx ON payments (promo_code) WHERE promo_code IS NOT NULL;

-- Provider events already handled: a duplicate delivery is acknowledged and ignored.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
