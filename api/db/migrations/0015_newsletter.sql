-- The Drinksletter (decision 024): subscriptions with double opt-in, and the proof of every consent
-- given or withdrawn. Customers keep their customers.subscribed_to_newsletter flag; it and the subscription of
-- their address are written together.

CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY,
  -- lower case
  email TEXT NOT NULL UNIQUE,
  -- pending: asked, waiting for the confirmation link; subscribed; unsubscribed (withdrawn)
  status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  -- SHA-256 of the confirmation link's token; cleared once used
  confirm_token_hash TEXT UNIQUE,
  confirm_expires_at TEXT,
  -- when the last confirmation mail went out (a new request within minutes sends none)
  confirm_sent_at TEXT,
  subscribed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- Append-only: who agreed to or withdrew which consent, when, where, to which wording, from which network.
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  consent_code TEXT NOT NULL,
  -- requested: the form was sent (double opt-in pending); granted; withdrawn
  action TEXT NOT NULL CHECK (action IN ('requested', 'granted', 'withdrawn')),
  source TEXT NOT NULL,
  text_version TEXT NOT NULL,
  -- HMAC of the client's address with a server secret: proof without keeping the address itself
  ip_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX consent_records_email ON consent_records (email, created_at);

-- Mails may carry headers (List-Unsubscribe, List-Unsubscribe-Post on every newsletter mail), as JSON.
ALTER TABLE mail_outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
ALTER TABLE sandbox_mailbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
