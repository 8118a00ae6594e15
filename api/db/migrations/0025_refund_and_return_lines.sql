-- A refund's parts (docs/decisions/044-fulfilment.md): pieces of an order line, the shipping, a goodwill amount,
-- each with its reason. A refund recorded before this table has no lines: it was an amount over the order's rates.
CREATE TABLE refund_lines (
  id INTEGER PRIMARY KEY,
  refund_id INTEGER NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('item', 'shipping', 'goodwill')),
  -- the order line of an `item` part; its name is kept as the credit note printed it
  order_item_id INTEGER REFERENCES order_items (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT
);
CREATE INDEX refund_lines_refund ON refund_lines (refund_id);
CREATE INDEX refund_lines_item ON refund_lines (order_item_id);

-- A return's goods received (decision 050): which lines came back, how many, in what state. Resellable pieces go
-- back on the shelf (on_hand) in the same batch. Once per claim: the claim's receipt columns are written first and
-- guard the rest.
ALTER TABLE claim_requests ADD COLUMN received_at TEXT;
ALTER TABLE claim_requests ADD COLUMN received_by TEXT;
ALTER TABLE claim_requests ADD COLUMN received_transition TEXT;
CREATE TABLE claim_returned_items (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claim_requests (id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  condition TEXT NOT NULL CHECK (condition IN ('resellable', 'damaged'))
);
CREATE INDEX claim_returned_items_claim ON claim_returned_items (claim_id);
