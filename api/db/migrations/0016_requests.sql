-- The contact form, complaints and returns (decision 026). Attachments live in the private R2 bucket
-- CLAIMS under random keys; the rows here say whose they are. Staff move a claim's state (no admin yet).

CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT NOT NULL,
  -- the logged-in customer who sent it, if any
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  -- the version of the consent text shown (contract/claim-limits.ts) and an HMAC of the client's network
  consent_version TEXT NOT NULL,
  ip_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE claim_requests (
  id INTEGER PRIMARY KEY,
  -- complaint: goods with a defect (reason, description, attachments); return: withdrawal within 14 days
  type TEXT NOT NULL CHECK (type IN ('complaint', 'return')),
  state TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'in_progress', 'resolved')),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  -- the address the claim was filed with (its confirmation went there)
  email TEXT NOT NULL,
  reason TEXT,
  description TEXT,
  -- a return's refund account (Czech format or IBAN), as typed, spaces removed
  bank_account TEXT,
  ip_hash TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX claim_requests_order ON claim_requests (order_id);

-- the items a return sends back (whole lines)
CREATE TABLE claim_items (
  claim_id INTEGER NOT NULL REFERENCES claim_requests (id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (claim_id, order_item_id)
);

CREATE TABLE claim_attachments (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claim_requests (id) ON DELETE CASCADE,
  -- random key in the CLAIMS bucket; never served publicly
  object_key TEXT NOT NULL UNIQUE,
  -- sniffed from the bytes
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- the name the customer's file had, cleaned, for the staff only
  file_name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX claim_attachments_claim ON claim_attachments (claim_id);

CREATE TABLE claim_messages (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claim_requests (id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('customer', 'shop')),
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX claim_messages_claim ON claim_messages (claim_id, id);
