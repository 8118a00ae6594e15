-- A mail's attachments (the invoice mail's PDF, decision 045), as references the delivery resolves: the PDF is
-- drawn from the issued document when the mail is sent, not kept a second time. JSON: [{"taxDocument": "<invoices.source_key>"}].
ALTER TABLE mail_outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
-- What the sandbox provider received of each attachment, for tests and a look: [{"name", "contentType", "size"}]
-- (the size in bytes of the decoded content; the content itself is not kept).
ALTER TABLE sandbox_mailbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
