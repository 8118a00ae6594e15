-- Tax documents (daňové doklady) and the bank statement lines already seen
-- (docs/decisions/045-invoices-and-bank-statements.md). Money in haléře.

-- An invoice (daňový doklad) or a credit note (opravný daňový doklad) exactly as issued: the document column
-- holds everything the PDF prints (seller, buyer, lines, VAT recapitulation, dates), so a later change of the
-- order, the catalogue or the seller's details never changes an issued document.
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  -- the id the shop API names (as Sylius's invoicing plugin, a random UUID): never guessable from a number
  public_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  -- the unbroken yearly series: 2026000001 (invoices), D2026000001 (credit notes)
  number TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  -- a credit note: the invoice it corrects
  corrects_id INTEGER REFERENCES invoices (id),
  -- what the document is for, once: 'order:{id}' for the invoice, the refund's own key for a credit note
  source_key TEXT NOT NULL UNIQUE,
  -- a fresh id per issuing batch: the sequence moves only where this batch wrote its row
  issue_id TEXT NOT NULL UNIQUE,
  -- the total with VAT; negative for a credit note
  total INTEGER NOT NULL,
  issued_on TEXT NOT NULL,
  document TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  CHECK ((kind = 'invoice') = (corrects_id IS NULL))
);
CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice';
CREATE INDEX invoices_order ON invoices (order_id, id);
CREATE INDEX invoices_corrects ON invoices (corrects_id);

-- an issued tax document is never changed or removed (the law keeps it for ten years)
CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices
BEGIN
  SELECT RAISE(ABORT, 'an issued tax document cannot be changed');
END;
CREATE TRIGGER invoices_kept BEFORE DELETE ON invoices
BEGIN
  SELECT RAISE(ABORT, 'an issued tax document cannot be deleted');
END;

-- Bank statement lines paired to a payment, by the bank's own transaction id: importing the same statement
-- again pairs nothing twice, and one payment is paid by one bank movement (a second one is listed, not paired).
-- The lifecycle completes the payment in the batch that writes its row here.
CREATE TABLE bank_transactions (
  id INTEGER PRIMARY KEY,
  -- the account and the bank's id of the movement (Fio: column22; GPC: the transaction id field)
  transaction_key TEXT NOT NULL UNIQUE,
  payment_id INTEGER NOT NULL UNIQUE REFERENCES payments (id),
  amount INTEGER NOT NULL,
  variable_symbol TEXT NOT NULL,
  value_date TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
