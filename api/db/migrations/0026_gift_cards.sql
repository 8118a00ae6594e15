-- Gift vouchers (dárkové poukazy, docs/decisions/056-gift-vouchers.md): multi-purpose vouchers sold as products,
-- paid like any order, then spent at checkout as a means of payment. Money in haléře.

-- A voucher's variant: a fixed one's price is its value; a free-amount one has its limits (whole crowns) and the
-- line carries the amount the buyer chose.
ALTER TABLE product_variants ADD COLUMN gift_card INTEGER NOT NULL DEFAULT 0 CHECK (gift_card IN (0, 1));
ALTER TABLE product_variants ADD COLUMN gift_card_min INTEGER CHECK (gift_card_min IS NULL OR gift_card_min > 0);
ALTER TABLE product_variants ADD COLUMN gift_card_max INTEGER CHECK (gift_card_max IS NULL OR gift_card_max >= gift_card_min);
-- A free-amount voucher line's value (0 for every other line: NOT NULL, so it can join a uniqueness later).
ALTER TABLE order_items ADD COLUMN gift_card_amount INTEGER NOT NULL DEFAULT 0 CHECK (gift_card_amount >= 0);
-- What vouchers pay of the order: `total` is what is left to pay in money.
ALTER TABLE orders ADD COLUMN gift_cards_total INTEGER NOT NULL DEFAULT 0 CHECK (gift_cards_total >= 0);

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  -- 16 signs of contract/gift-cards.ts's alphabet, without the dashes it is printed with
  code TEXT NOT NULL UNIQUE,
  initial_amount INTEGER NOT NULL CHECK (initial_amount > 0),
  remaining INTEGER NOT NULL CHECK (remaining >= 0 AND remaining <= initial_amount),
  currency_code TEXT NOT NULL DEFAULT 'CZK',
  -- UTC, `YYYY-MM-DD HH:MM:SS`: the end of a Prague day 12 months after the issue
  expires_at TEXT NOT NULL,
  origin TEXT NOT NULL CHECK (origin IN ('order', 'manual')),
  -- the order line that bought it, and which of the line's units (one voucher per unit, issued once)
  order_id INTEGER REFERENCES orders (id),
  order_item_id INTEGER,
  unit INTEGER,
  note TEXT,
  -- where its PDF was mailed (a manual issue's address, or the buyer's)
  email TEXT,
  created_by TEXT,
  voided_at TEXT,
  void_reason TEXT,
  voided_by TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (order_item_id, unit)
);
CREATE INDEX gift_cards_order ON gift_cards (order_id);

-- A voucher applied to an order: `cart` while the order is a cart (the amount follows the cart), `used` once the
-- placement deducted it, `returned` once a cancellation or refund gave it back.
CREATE TABLE gift_card_redemptions (
  id INTEGER PRIMARY KEY,
  gift_card_id INTEGER NOT NULL REFERENCES gift_cards (id),
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  state TEXT NOT NULL DEFAULT 'cart' CHECK (state IN ('cart', 'used', 'returned')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  used_at TEXT,
  returned_at TEXT,
  UNIQUE (order_id, gift_card_id)
);
CREATE INDEX gift_card_redemptions_card ON gift_card_redemptions (gift_card_id, state);

-- A cart of vouchers only goes by e-mail: no parcel, no address beyond the billing one. Kind 'shop' (nothing to
-- carry, no pickup point); never offered to a cart with goods (api/domain/gift-card-cart.ts).
INSERT INTO shipping_methods (code, position, kind, fee, free_shipping_eligible, delivery_days_min, delivery_days_max, name_cs, name_en, description_cs, description_en) VALUES
  ('gift_card_email', 90, 'shop', 0, 0, 0, 0, 'E-mailem', 'By e-mail',
   'Dárkový poukaz pošleme e-mailem jako PDF hned po zaplacení.', 'We e-mail the gift voucher as a PDF as soon as it is paid.');
INSERT INTO shipping_payment_methods (shipping_code, payment_code) VALUES
  ('gift_card_email', 'comgate'), ('gift_card_email', 'bank_transfer');
