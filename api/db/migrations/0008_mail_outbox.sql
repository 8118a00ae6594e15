-- E-mail (api/mail): the outbox that request handlers write rendered mails into, and the sandbox mailbox
-- (api/sandbox/mailbox.ts), the local delivery target that stands in for the provider. Times are epoch
-- milliseconds (the worker's clock, which tests can move).

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  -- the template it was rendered from (account-verification, password-reset, order-confirmation, ...)
  template TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  -- queued: waiting for (another) delivery attempt; sent: the provider accepted it; failed: given up
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  -- delivery attempts started (at most 5); a running attempt holds the row until next_attempt_at
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error TEXT,
  -- the provider's id of the accepted message
  provider_message_id TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  next_attempt_at INTEGER NOT NULL
);

-- the delivery run's scan: queued mails that are due
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- Mails the sandbox provider accepted, as a mailbox would hold them. Provider-side state, not shop data;
-- nothing reads it when SANDBOXES is off.
CREATE TABLE sandbox_mailbox (
  -- the MessageID the sandbox answered with
  id TEXT PRIMARY KEY,
  from_address TEXT NOT NULL,
  -- the To field as sent
  to_address TEXT NOT NULL,
  -- its bare address in lower case, for look-ups by recipient
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT,
  text TEXT,
  tag TEXT,
  received_at INTEGER NOT NULL
);

CREATE INDEX sandbox_mailbox_recipient ON sandbox_mailbox (recipient, received_at);
CREATE INDEX sandbox_mailbox_received ON sandbox_mailbox (received_at);
