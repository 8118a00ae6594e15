-- docs/decisions/014-cart-revision-and-completion.md: the revision of a cart, bumped by every write
-- that changes what the order would be (items, addresses, e-mail, coupon, note, shipment, payment) in the same
-- statement batch as the write. Completion places the cart only at the revision it priced, so a write landing
-- between the pricing and the placing statement makes the placement change nothing.
ALTER TABLE orders ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
