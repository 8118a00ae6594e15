-- The accountant's export and its recap filter tax documents by their day of issue (docs/accounting-export.md).
CREATE INDEX invoices_issued_on ON invoices (issued_on);

-- The payment reminder of an unpaid bank transfer (docs/decisions/054-qr-platba.md): the id of the sweep run that
-- sent it, written in the batch that queues the mail, so an order is reminded once however many runs race for it.
ALTER TABLE orders ADD COLUMN payment_reminder_id TEXT;
