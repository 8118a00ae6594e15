-- The accountant's export and its recap filter tax documents by their day of issue (docs/accounting-export.md).
CREATE INDEX invoices_issued_on ON invoices (issued_on);

-- The payment reminder of an unpaid bank transfer (docs/decisions/054-qr-platba.md): the id of the sweep run that
-- sent it, written in the batch that queues the mail, so an order is reminded once however many runs race for it.
ALTER TABLE orders ADD COLUMN payment_reminder_id TEXT;

-- Heureka "Ověřeno zákazníky" (docs/decisions/062-heureka-certification.md): the shopper's opt-out at checkout
-- (1: no questionnaire), and the outbox of the orders to report to Heureka, one row per order (its key: once),
-- delivered with retries as the mail outbox is. Times in epoch milliseconds.
ALTER TABLE orders ADD COLUMN heureka_opt_out INTEGER NOT NULL DEFAULT 0 CHECK (heureka_opt_out IN (0, 1));
CREATE TABLE heureka_outbox (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX heureka_outbox_due ON heureka_outbox (status, next_attempt_at);
-- What the sandbox stand-in of Heureka's API received (api/sandbox/heureka.ts): the body without the key, and
-- whether a key came, for tests and a look.
CREATE TABLE sandbox_heureka_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  body TEXT NOT NULL,
  key_given INTEGER NOT NULL,
  status INTEGER NOT NULL,
  received_at INTEGER NOT NULL
);
