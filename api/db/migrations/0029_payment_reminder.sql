-- The accountant's export and its recap filter tax documents by their day of issue (docs/accounting-export.md).
CREATE INDEX invoices_issued_on ON invoices (issued_on);
