-- Fulfilment (docs/decisions/044-fulfilment.md): an order's whole life after placement. The order
-- states gain 'progressing' (paid or handed to expedition) and the payment states 'partially_refunded'; every
-- transition is logged in order_history; shipments keep the carrier's parcel; refunds are recorded.

-- SQLite cannot change a CHECK in place: orders is rebuilt with its ids. Dropping the old table deletes its
-- children by their ON DELETE CASCADE, so the orders and those children are kept aside and put back into the
-- new table (rows inserted into the table named orders, so SQLite counts the claims' references as resolved);
-- foreign keys are checked at the end of the migration's transaction (defer_foreign_keys).
PRAGMA defer_foreign_keys = on;

CREATE TABLE orders_new (
  id INTEGER PRIMARY KEY,
  -- the bearer secret of a guest's cart and order: 64 URL-safe random characters
  token TEXT NOT NULL UNIQUE,
  number TEXT UNIQUE,
  -- progressing: paid or handed to expedition; fulfilled: delivered or picked up
  state TEXT NOT NULL DEFAULT 'cart' CHECK (state IN ('cart', 'new', 'progressing', 'cancelled', 'fulfilled')),
  checkout_state TEXT NOT NULL DEFAULT 'cart'
    CHECK (checkout_state IN ('cart', 'addressed', 'shipping_selected', 'shipping_skipped', 'payment_selected', 'payment_skipped', 'completed')),
  payment_state TEXT NOT NULL DEFAULT 'cart'
    CHECK (payment_state IN ('cart', 'awaiting_payment', 'authorized', 'paid', 'cancelled', 'partially_refunded', 'refunded')),
  shipping_state TEXT NOT NULL DEFAULT 'cart'
    CHECK (shipping_state IN ('cart', 'ready', 'waiting_for_expedition', 'ready_for_expedition', 'shipped', 'ready_for_pickup', 'delivered', 'refused', 'cancelled')),
  locale TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id),
  -- JSON addresses (firstName, lastName, company, companyId, vatId, street, city, postcode, phoneNumber, countryCode)
  billing_address TEXT,
  shipping_address TEXT,
  coupon_code TEXT,
  notes TEXT,
  items_total INTEGER NOT NULL DEFAULT 0,
  items_subtotal INTEGER NOT NULL DEFAULT 0,
  shipping_total INTEGER NOT NULL DEFAULT 0,
  payment_fee_total INTEGER NOT NULL DEFAULT 0,
  order_promotion_total INTEGER NOT NULL DEFAULT 0,
  shipping_promotion_total INTEGER NOT NULL DEFAULT 0,
  tax_total INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL DEFAULT 0 CHECK (total >= 0),
  -- the Idempotency-Key of the completion that placed the order
  completion_key TEXT,
  -- a fresh id per state change: the later statements of its D1 batch run only where it was written
  transition_id TEXT,
  checkout_completed_at TEXT,
  payment_due_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  created_by_guest INTEGER NOT NULL DEFAULT 1 CHECK (created_by_guest IN (0, 1)),
  revision INTEGER NOT NULL DEFAULT 0,
  age_verified_at TEXT,
  age_verification_method TEXT,
  -- 1 once the held stock left the warehouse's count (paid, or dispatched unpaid as cash on delivery):
  -- a cancellation then puts it back on hand instead of releasing the hold
  stock_sold INTEGER NOT NULL DEFAULT 0 CHECK (stock_sold IN (0, 1)),
  -- why it was cancelled, as the customer's mail says it
  cancel_reason TEXT
);

CREATE TABLE keep_orders AS SELECT * FROM orders;
CREATE TABLE keep_order_items AS SELECT * FROM order_items;
CREATE TABLE keep_shipments AS SELECT * FROM shipments;
CREATE TABLE keep_payments AS SELECT * FROM payments;
CREATE TABLE keep_age_check_authorizations AS SELECT * FROM age_check_authorizations;

DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_payment_due ON orders (state, payment_state, payment_due_at);
CREATE INDEX orders_customer ON orders (customer_id, state);
CREATE INDEX orders_completed ON orders (checkout_completed_at);

-- the parents first, so each child put back finds its order (and the claims, never deleted, find theirs)
INSERT INTO orders (id, token, number, state, checkout_state, payment_state, shipping_state, locale, customer_id,
    billing_address, shipping_address, coupon_code, notes, items_total, items_subtotal, shipping_total, payment_fee_total,
    order_promotion_total, shipping_promotion_total, tax_total, total, completion_key, transition_id, checkout_completed_at,
    payment_due_at, created_at, updated_at, created_by_guest, revision, age_verified_at, age_verification_method, stock_sold)
  SELECT id, token, number, state, checkout_state, payment_state, shipping_state, locale, customer_id,
    billing_address, shipping_address, coupon_code, notes, items_total, items_subtotal, shipping_total, payment_fee_total,
    order_promotion_total, shipping_promotion_total, tax_total, total, completion_key, transition_id, checkout_completed_at,
    payment_due_at, created_at, updated_at, created_by_guest, revision, age_verified_at, age_verification_method,
    -- markPaid sold the stock of every live order it paid
    CASE WHEN state = 'new' AND payment_state = 'paid' AND total > 0 THEN 1 ELSE 0 END
  FROM keep_orders;

INSERT INTO order_items SELECT * FROM keep_order_items;
INSERT INTO shipments SELECT * FROM keep_shipments;
INSERT INTO payments SELECT * FROM keep_payments;
INSERT INTO age_check_authorizations SELECT * FROM keep_age_check_authorizations;
DROP TABLE keep_orders;
DROP TABLE keep_order_items;
DROP TABLE keep_shipments;
DROP TABLE keep_payments;
DROP TABLE keep_age_check_authorizations;

-- The carrier's side of a shipment: Packeta's packet id and barcode (label, tracking), a courier's tracking
-- number; when the parcel's status was last asked; the age check at a hand-over in the shop.
ALTER TABLE shipments ADD COLUMN transition_id TEXT;
ALTER TABLE shipments ADD COLUMN packet_id TEXT;
ALTER TABLE shipments ADD COLUMN barcode TEXT;
ALTER TABLE shipments ADD COLUMN tracking_number TEXT;
ALTER TABLE shipments ADD COLUMN tracking_url TEXT;
ALTER TABLE shipments ADD COLUMN delivered_at TEXT;
ALTER TABLE shipments ADD COLUMN status_checked_at TEXT;
-- a ship call asking the carrier for a parcel holds the shipment until then, so two staff never make two parcels
ALTER TABLE shipments ADD COLUMN ship_claim TEXT;
ALTER TABLE shipments ADD COLUMN ship_claimed_until TEXT;
-- shop pickup of alcohol: who handed it over and that they checked the buyer's ID (1)
ALTER TABLE shipments ADD COLUMN handover_age_checked INTEGER CHECK (handover_age_checked IS NULL OR handover_age_checked IN (0, 1));
ALTER TABLE shipments ADD COLUMN handed_over_by TEXT;
CREATE INDEX shipments_state ON shipments (state, status_checked_at);

ALTER TABLE payments ADD COLUMN completed_at TEXT;

-- Every transition of a placed order: what, who ('system', 'gateway', 'carrier', 'customer' or the staff
-- token's name), when, and a JSON detail. Written in the transition's own batch, only where it happened.
CREATE TABLE order_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  transition TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
);
CREATE INDEX order_history_order ON order_history (order_id, id);

-- Money given back on a payment: through the gateway (card payments) or by a bank transfer to the customer's
-- account (recorded by staff). 'pending': the gateway was asked and has not confirmed; 'failed' refunds do
-- not count against the payment.
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  method TEXT NOT NULL CHECK (method IN ('gateway', 'bank_transfer')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'completed', 'failed')),
  -- bank transfers: the account the money went to (Czech format or IBAN)
  account TEXT,
  reason TEXT,
  actor TEXT NOT NULL,
  -- the refund's transition id: its later statements run only where it was written
  transition_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX refunds_payment ON refunds (payment_id, state);

-- The Packeta sandbox (api/sandbox/packeta-rest.ts): the parcels of the local stand-in of Packeta's API,
-- carrier-side state, not shop data. status_code is Packeta's (1 received data … 7 delivered, 10 returned,
-- 11 cancelled).
CREATE TABLE sandbox_packeta_packets (
  id INTEGER PRIMARY KEY,
  barcode TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL,
  -- the whole packetAttributes the shop sent, as JSON (tests read cod, value, weight, adultContent)
  attributes TEXT NOT NULL,
  status_code INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- The Comgate sandbox's refunds: one per (transaction, refId), so a repeated call refunds once.
CREATE TABLE sandbox_comgate_refunds (
  trans_id TEXT NOT NULL,
  ref_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (trans_id, ref_id)
);
