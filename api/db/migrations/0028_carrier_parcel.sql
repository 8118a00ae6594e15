-- The carrier port (docs/decisions/060-carrier-port.md): a shipment's parcel id is whichever carrier's parcel it
-- is, not Packeta's packet alone; its carrier is the shipping method's (SHIPPING_CARRIERS).
ALTER TABLE shipments RENAME COLUMN packet_id TO parcel_id;
