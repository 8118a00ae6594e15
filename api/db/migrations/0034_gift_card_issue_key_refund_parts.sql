-- A voucher issued by hand carries the Idempotency-Key of the form that issued it (decision 056): a double submit
-- or a retry after a lost answer gets the same voucher, never a second one.
ALTER TABLE gift_cards ADD COLUMN issue_key TEXT;
CREATE UNIQUE INDEX gift_cards_issue_key ON gift_cards (issue_key) WHERE issue_key IS NOT NULL;

-- The part of a refund given back to each voucher that paid the order (decision 056), written with the refund:
-- staff see it on the order beside the money part. A failed refund's parts were taken back with it.
CREATE TABLE refund_gift_cards (
  id INTEGER PRIMARY KEY,
  refund_id INTEGER NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  gift_card_id INTEGER NOT NULL REFERENCES gift_cards (id),
  amount INTEGER NOT NULL CHECK (amount > 0)
);
CREATE INDEX refund_gift_cards_refund ON refund_gift_cards (refund_id);
