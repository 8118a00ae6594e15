-- A voucher issued by hand carries the Idempotency-Key of the form that issued it (decision 056): a double submit
-- or a retry after a lost answer gets the same voucher, never a second one.
ALTER TABLE gift_cards ADD COLUMN issue_key TEXT;
CREATE UNIQUE INDEX gift_cards_issue_key ON gift_cards (issue_key) WHERE issue_key IS NOT NULL;
