-- The shop's bank account is configuration (SHOP_BANK_ACCOUNT, SHOP_IBAN, SHOP_BIC; docs/qr-platba.md): the pages,
-- the mails and the QR Platba take it from there. The transfer method's instructions no longer name an account of
-- their own, which could differ from the configured one.
UPDATE payment_methods
SET instructions_cs = 'Jako variabilní symbol uveďte číslo objednávky.',
    instructions_en = 'Use the order number as the variable symbol.'
WHERE code = 'bank_transfer';
