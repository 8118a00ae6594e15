-- PPL home delivery with the age checked at the door (docs/decisions/063-ppl-home-delivery.md).

-- The method's surcharge for the age check, added to its fee when the cart holds alcohol (api/domain/pricing.ts).
ALTER TABLE shipping_methods ADD COLUMN age_check_fee INTEGER NOT NULL DEFAULT 0 CHECK (age_check_fee >= 0);

INSERT INTO shipping_methods (code, position, kind, fee, age_check_fee, free_shipping_eligible, delivery_days_min, delivery_days_max, name_cs, name_en, description_cs, description_en) VALUES
  ('ppl_home', 4, 'address', 11900, 3000, 1, 1, 2, 'PPL – doručení domů', 'PPL home delivery',
   'Doručení kurýrem PPL na vaši adresu. U zásilky s alkoholem kurýr ověří věk příjemce (příplatek 30 Kč je v ceně dopravy).',
   'Delivered by a PPL courier to your address. For a parcel with alcohol the courier checks the recipient''s age (the 30 CZK surcharge is in the shipping price).');

INSERT INTO shipping_payment_methods (shipping_code, payment_code) VALUES
  ('ppl_home', 'comgate'), ('ppl_home', 'bank_transfer'), ('ppl_home', 'cod');

-- The PPL sandbox (api/sandbox/ppl.ts): its issued tokens and the shipments it was asked for, with the request
-- as sent, so tests read what PPL would have been told (the age check, cash on delivery).
CREATE TABLE sandbox_ppl_tokens (
  token TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE sandbox_ppl_shipments (
  shipment_number TEXT PRIMARY KEY,
  batch_id TEXT NOT NULL,
  reference_id TEXT NOT NULL,
  request TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'DataShipment',
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX sandbox_ppl_shipments_batch ON sandbox_ppl_shipments (batch_id);
