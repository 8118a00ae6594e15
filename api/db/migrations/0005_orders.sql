-- Carts and orders (docs/shop-api.md#cart-and-checkout): methods, customers, orders with items, shipments and payments,
-- cart promotions with coupons, and the order-number sequence. Money in haléře.

CREATE TABLE shipping_methods (
  code TEXT PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  -- pickup_point: Packeta (branch id and name); address: courier; shop: personal pickup in the Prague shop
  kind TEXT NOT NULL CHECK (kind IN ('pickup_point', 'address', 'shop')),
  fee INTEGER NOT NULL CHECK (fee >= 0),
  -- free-shipping promotions apply to it
  free_shipping_eligible INTEGER NOT NULL DEFAULT 1 CHECK (free_shipping_eligible IN (0, 1)),
  -- working days from dispatch to delivery
  delivery_days_min INTEGER NOT NULL DEFAULT 1,
  delivery_days_max INTEGER NOT NULL DEFAULT 2,
  name_cs TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_cs TEXT,
  description_en TEXT
);

CREATE TABLE payment_methods (
  code TEXT PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  -- the payment gateway that takes the payment; NULL: paid outside the shop (transfer, cash)
  gateway TEXT CHECK (gateway IS NULL OR gateway IN ('comgate')),
  fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),
  name_cs TEXT NOT NULL,
  name_en TEXT NOT NULL,
  description_cs TEXT,
  description_en TEXT,
  instructions_cs TEXT,
  instructions_en TEXT
);

-- Which payments go with which shipping (docs/decisions/010-checkout.md).
CREATE TABLE shipping_payment_methods (
  shipping_code TEXT NOT NULL REFERENCES shipping_methods (code) ON DELETE CASCADE,
  payment_code TEXT NOT NULL REFERENCES payment_methods (code) ON DELETE CASCADE,
  PRIMARY KEY (shipping_code, payment_code)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- the bearer secret of a guest's cart and order: 64 URL-safe random characters
  token TEXT NOT NULL UNIQUE,
  number TEXT UNIQUE,
  state TEXT NOT NULL DEFAULT 'cart' CHECK (state IN ('cart', 'new', 'cancelled', 'fulfilled')),
  checkout_state TEXT NOT NULL DEFAULT 'cart'
    CHECK (checkout_state IN ('cart', 'addressed', 'shipping_selected', 'shipping_skipped', 'payment_selected', 'payment_skipped', 'completed')),
  payment_state TEXT NOT NULL DEFAULT 'cart'
    CHECK (payment_state IN ('cart', 'awaiting_payment', 'authorized', 'paid', 'cancelled', 'refunded')),
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
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX orders_payment_due ON orders (state, payment_state, payment_due_at);
CREATE INDEX orders_customer ON orders (customer_id, state);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES product_variants (id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  -- the prices the customer last saw: a later difference is reported as changes.order
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  original_unit_price INTEGER,
  discounted_unit_price INTEGER NOT NULL,
  subtotal INTEGER NOT NULL,
  total INTEGER NOT NULL,
  -- names at the time of ordering: a placed order keeps them
  product_name TEXT NOT NULL,
  variant_name TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (order_id, variant_id)
);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  method_code TEXT REFERENCES shipping_methods (code),
  state TEXT NOT NULL DEFAULT 'cart'
    CHECK (state IN ('cart', 'ready', 'waiting_for_expedition', 'ready_for_expedition', 'shipped', 'ready_for_pickup', 'delivered', 'refused', 'cancelled')),
  -- the Packeta pickup point
  branch_id TEXT,
  branch_name TEXT,
  shipped_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method_code TEXT REFERENCES payment_methods (code),
  state TEXT NOT NULL DEFAULT 'cart'
    CHECK (state IN ('cart', 'new', 'processing', 'authorized', 'completed', 'failed', 'cancelled', 'refunded')),
  amount INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- the gateway's transaction, where the customer was sent, and the Idempotency-Key that started it
  gateway_trans_id TEXT UNIQUE,
  gateway_redirect TEXT,
  gateway_key TEXT,
  transition_id TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX payments_order ON payments (order_id, id);
CREATE INDEX payments_state ON payments (state, updated_at);

-- Cart promotions (docs/shop-api.md#prices-and-promotions). rules and actions are JSON lists, read by api/domain/promotions.ts.
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  priority INTEGER NOT NULL DEFAULT 0,
  exclusive INTEGER NOT NULL DEFAULT 0 CHECK (exclusive IN (0, 1)),
  coupon_based INTEGER NOT NULL DEFAULT 0 CHECK (coupon_based IN (0, 1)),
  starts_at TEXT,
  ends_at TEXT,
  name_cs TEXT NOT NULL,
  name_en TEXT NOT NULL,
  rules TEXT NOT NULL DEFAULT '[]',
  actions TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE promotion_coupons (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit >= 0),
  used INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0 AND (usage_limit IS NULL OR used <= usage_limit)),
  expires_at TEXT
);

CREATE TABLE sequences (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
INSERT INTO sequences (name, value) VALUES ('order_number', 0);

-- The shop's methods (reference data the checkout cannot work without).
INSERT INTO shipping_methods (code, position, kind, fee, free_shipping_eligible, delivery_days_min, delivery_days_max, name_cs, name_en, description_cs, description_en) VALUES
  ('packeta', 1, 'pickup_point', 7900, 1, 1, 2, 'Zásilkovna – výdejní místo', 'Packeta pickup point',
   'Vyzvednutí na jednom z tisíců výdejních míst. Zásilky s alkoholem jen na místech s obsluhou.', 'Collect at one of thousands of pickup points. Parcels with alcohol only at staffed points.'),
  ('courier', 2, 'address', 12900, 1, 1, 2, 'Kurýr na adresu', 'Courier to your address',
   'Doručení kurýrem, převzetí s kontrolou věku.', 'Delivered by courier, age checked on hand-over.'),
  ('shop_pickup', 3, 'shop', 0, 0, 0, 1, 'Osobní odběr v prodejně Praha', 'Pickup at our Prague shop',
   'Vyzvedněte si objednávku v naší prodejně a baru v Praze.', 'Collect your order at our shop and bar in Prague.');

INSERT INTO payment_methods (code, position, gateway, fee, name_cs, name_en, description_cs, description_en, instructions_cs, instructions_en) VALUES
  ('comgate', 1, 'comgate', 0, 'Online platba kartou nebo bankovním převodem', 'Online payment by card or bank transfer',
   'Zaplatíte hned přes platební bránu Comgate.', 'Pay right away through the Comgate gateway.', NULL, NULL),
  ('bank_transfer', 2, NULL, 0, 'Bankovní převod', 'Bank transfer',
   'Zboží odešleme po připsání platby.', 'We ship once the payment arrives.',
   'Číslo účtu: 2001234567/2010, variabilní symbol: číslo objednávky.', 'Account: 2001234567/2010, variable symbol: the order number.'),
  ('cod', 3, NULL, 3900, 'Dobírka', 'Cash on delivery',
   'Zaplatíte při převzetí zásilky.', 'Pay when you receive the parcel.', NULL, NULL);

INSERT INTO shipping_payment_methods (shipping_code, payment_code) VALUES
  ('packeta', 'comgate'), ('packeta', 'bank_transfer'), ('packeta', 'cod'),
  ('courier', 'comgate'), ('courier', 'bank_transfer'), ('courier', 'cod'),
  ('shop_pickup', 'comgate'), ('shop_pickup', 'bank_transfer');
