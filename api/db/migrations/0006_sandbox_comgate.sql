-- The Comgate sandbox (api/sandbox/comgate*.ts): the payments of the local stand-in of the gateway, in D1 so
-- they survive isolates. Gateway-side state, not shop data; nothing reads it when SANDBOXES is off.
-- Times are epoch milliseconds (the sandbox's clock is the worker's, which tests can move).

CREATE TABLE sandbox_comgate_payments (
  trans_id TEXT PRIMARY KEY,
  merchant TEXT NOT NULL,
  test INTEGER NOT NULL CHECK (test IN (0, 1)),
  -- haléře (cents of curr)
  price INTEGER NOT NULL CHECK (price > 0),
  curr TEXT NOT NULL,
  label TEXT NOT NULL,
  ref_id TEXT NOT NULL,
  email TEXT NOT NULL,
  full_name TEXT,
  -- the method selector the merchant sent (ALL, CARD_ALL+BANK_ALL, ...)
  method TEXT NOT NULL,
  delivery TEXT,
  category TEXT,
  lang TEXT NOT NULL,
  country TEXT NOT NULL,
  url_paid TEXT,
  url_cancelled TEXT,
  url_pending TEXT,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'CANCELLED', 'AUTHORIZED')),
  -- the concrete method the payer used, once paid
  paid_method TEXT,
  -- variable symbol Comgate assigns (shown for bank transfers)
  vs TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
