-- A refund by line of a voucher-paid order gives part of a voucher's amount back (decision 056): how much of the
-- used amount went back so far. A cancellation returns the rest (amount - returned_amount).
ALTER TABLE gift_card_redemptions ADD COLUMN returned_amount INTEGER NOT NULL DEFAULT 0 CHECK (returned_amount >= 0);
