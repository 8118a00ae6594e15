-- A refund of an order that vouchers paid wholly (decision 056) pays no money: its lines go back to the vouchers
-- (refund_gift_cards) and it is tied to no payment. refunds gains method 'gift_card', a NULL payment_id and an
-- amount of 0, allowed together only: a refund with money still names its payment and pays more than 0.
-- SQLite cannot change a CHECK in place: refunds is rebuilt with its ids. Dropping the old table deletes its parts
-- by their ON DELETE CASCADE, so the refunds and their parts are kept aside and put back (the parents first) into
-- the new table renamed refunds; foreign keys are checked at the end of the migration (defer_foreign_keys).
PRAGMA defer_foreign_keys = on;

CREATE TABLE refunds_new (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_id INTEGER REFERENCES payments (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('gateway', 'bank_transfer', 'gift_card')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'completed', 'failed')),
  -- bank transfers: the account the money went to (Czech format or IBAN)
  account TEXT,
  reason TEXT,
  actor TEXT NOT NULL,
  -- the refund's transition id: its later statements run only where it was written
  transition_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  CHECK ((method = 'gift_card' AND payment_id IS NULL AND amount = 0)
    OR (method != 'gift_card' AND payment_id IS NOT NULL AND amount > 0))
);

CREATE TABLE keep_refunds AS SELECT * FROM refunds;
CREATE TABLE keep_refund_lines AS SELECT * FROM refund_lines;
CREATE TABLE keep_refund_gift_cards AS SELECT * FROM refund_gift_cards;
-- emptied here too, so the parts are put back once whether or not foreign keys cascade the drop
DELETE FROM refund_lines;
DELETE FROM refund_gift_cards;

DROP TABLE refunds;
ALTER TABLE refunds_new RENAME TO refunds;
CREATE INDEX refunds_payment ON refunds (payment_id, state);
CREATE INDEX refunds_order ON refunds (order_id);

INSERT INTO refunds (id, order_id, payment_id, amount, method, state, account, reason, actor, transition_id,
    created_at, updated_at)
  SELECT id, order_id, payment_id, amount, method, state, account, reason, actor, transition_id, created_at, updated_at
  FROM keep_refunds;
INSERT INTO refund_lines SELECT * FROM keep_refund_lines;
INSERT INTO refund_gift_cards SELECT * FROM keep_refund_gift_cards;
DROP TABLE keep_refunds;
DROP TABLE keep_refund_lines;
DROP TABLE keep_refund_gift_cards;
