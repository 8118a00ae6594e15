-- Engraved order lines (docs/decisions/032-engraved-order-lines.md).
-- A line now keeps the engraving text the customer typed: one variant may sit in a cart on several lines, one per
-- text ('' for no engraving), so the uniqueness moves from (order, variant) to (order, variant, text).
-- SQLite cannot change a table constraint in place: both tables are rebuilt with their ids kept. claim_items
-- (which references order_items) is rebuilt first against the new table, so no row ever points at a dropped
-- table and no foreign key is violated at any step; the renames rewrite the references (legacy_alter_table off).

CREATE TABLE order_items_new (
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
  -- the engraving text, '' when none (NOT NULL, so the uniqueness below holds for unengraved lines too)
  engraving TEXT NOT NULL DEFAULT '' CHECK (length(engraving) <= 255),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (order_id, variant_id, engraving)
);

INSERT INTO order_items_new (id, order_id, variant_id, quantity, unit_price, original_unit_price, discounted_unit_price,
    subtotal, total, product_name, variant_name, engraving, created_at)
  SELECT id, order_id, variant_id, quantity, unit_price, original_unit_price, discounted_unit_price,
    subtotal, total, product_name, variant_name, '', created_at
  FROM order_items;

CREATE TABLE claim_items_new (
  claim_id INTEGER NOT NULL REFERENCES claim_requests (id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items_new (id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (claim_id, order_item_id)
);

INSERT INTO claim_items_new (claim_id, order_item_id, quantity) SELECT claim_id, order_item_id, quantity FROM claim_items;

DROP TABLE claim_items;
DROP TABLE order_items;
ALTER TABLE order_items_new RENAME TO order_items;
ALTER TABLE claim_items_new RENAME TO claim_items;
