-- Objective age check before ordering alcohol (docs/decisions/038-age-verification.md).
-- Only the fact is kept: "verified adult, when, by which method". The bank identity's birth date, name or
-- subject are never stored. A logged-in customer's verification is remembered on the customer; a guest's
-- stays on its cart (order) only.

ALTER TABLE customers ADD COLUMN age_verified_at TEXT;
ALTER TABLE customers ADD COLUMN age_verification_method TEXT;
ALTER TABLE orders ADD COLUMN age_verified_at TEXT;
ALTER TABLE orders ADD COLUMN age_verification_method TEXT;

-- Set at placement for orders with alcohol: the courier (or the pickup point) checks the buyer's age again.
ALTER TABLE shipments ADD COLUMN check_age_at_handover INTEGER NOT NULL DEFAULT 0;

-- One age check under way: single use (deleted when the bank answers), 10 minutes, bound to the browser like
-- a social sign-in (decision 012) and to the cart it verifies.
CREATE TABLE age_check_authorizations (
  state_hash TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  binding_hash TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX age_check_authorizations_expiry ON age_check_authorizations (expires_at);
