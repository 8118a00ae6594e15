-- Customer accounts (decision 011): the customer's own data, the shop user with its password, one-time tokens for
-- e-mail verification and password reset, the address book, and failed-attempt counters for rate limits.

ALTER TABLE customers ADD COLUMN first_name TEXT;
ALTER TABLE customers ADD COLUMN last_name TEXT;
ALTER TABLE customers ADD COLUMN phone_number TEXT;
ALTER TABLE customers ADD COLUMN subscribed_to_newsletter INTEGER NOT NULL DEFAULT 0 CHECK (subscribed_to_newsletter IN (0, 1));
ALTER TABLE customers ADD COLUMN updated_at TEXT;

-- Orders a guest made stay readable by their token after the e-mail gets an account (docs/shop-api.md#order-access);
-- orders made while logged in need the owner's token.
ALTER TABLE orders ADD COLUMN created_by_guest INTEGER NOT NULL DEFAULT 1 CHECK (created_by_guest IN (0, 1));

-- A customer who can log in. Guests are customers without a row here.
CREATE TABLE shop_users (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  -- pbkdf2-sha256$iterations$salt$hash (base64url); NULL for accounts made by social login only
  password_hash TEXT,
  verified_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- One-time tokens sent by e-mail; only their SHA-256 is stored.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verification', 'password_reset')),
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- written by the request that used the token: the rest of its batch runs only where it was written
  use_id TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX account_tokens_customer ON account_tokens (customer_id, purpose);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  company_id TEXT,
  vat_id TEXT,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'CZ',
  -- the customer's default data, pre-filled in the checkout (at most one per customer)
  default_address INTEGER NOT NULL DEFAULT 0 CHECK (default_address IN (0, 1)),
  -- "someone else receives the parcel"
  other_receiver INTEGER NOT NULL DEFAULT 0 CHECK (other_receiver IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX addresses_customer ON addresses (customer_id, id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (customer_id) WHERE default_address = 1;

-- Failures per key (login: the e-mail; reset requests: the e-mail) in a fixed window.
CREATE TABLE auth_attempts (
  key TEXT PRIMARY KEY,
  window_started_at TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0
);
