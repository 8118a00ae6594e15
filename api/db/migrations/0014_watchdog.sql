-- The watch list (decision 022): a logged-in customer watches product variants for events
-- (back_in_stock, price_lower_than) and gets one e-mail when one happens. Triggers on product_variants and
-- products write what may have fired into watchdog_changes, whatever made the change (checkout, seed, import,
-- SQL by hand); the cron drains it every minute (api/domain/watchdog.ts).

CREATE TABLE watchdog_entries (
  -- AUTOINCREMENT: an id is never used twice, so an unsubscribe link (signed over the id) cannot reach a later entry
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  -- the storefront origin the customer used (links in the alert when STOREFRONT_URL is empty, i.e. locally)
  storefront_origin TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (customer_id, variant_id)
);
CREATE INDEX watchdog_entries_variant ON watchdog_entries (variant_id);

CREATE TABLE watchdog_events (
  entry_id INTEGER NOT NULL REFERENCES watchdog_entries (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('back_in_stock', 'price_lower_than')),
  -- price_lower_than: fires when the variant's price is below this (haléře); NULL for back_in_stock
  price INTEGER CHECK ((type = 'price_lower_than') = (price IS NOT NULL) AND (price IS NULL OR price > 0)),
  -- set when (re-)armed; back_in_stock fires only for a return to stock at or after it
  armed_at TEXT NOT NULL DEFAULT (datetime('now')),
  -- NULL: armed; else when it fired (it does not fire again until PUT re-arms it)
  fired_at TEXT,
  -- the drain run that fired it: the alert mail is inserted in the same batch only where this is its id
  fire_id TEXT,
  PRIMARY KEY (entry_id, type)
) WITHOUT ROWID;

-- Variants that may have made an armed event fire. Written only while somebody watches the variant with an
-- armed event of the kind, so checkouts of unwatched variants add nothing. A drain run claims rows by
-- setting claimed_until (epoch ms, a lease: a run that dies leaves them to the next one), then deletes them in
-- the batch that fires the events and queues the mails.
CREATE TABLE watchdog_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  variant_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('stock', 'price')),
  changed_at TEXT NOT NULL DEFAULT (datetime('now')),
  claimed_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX watchdog_changes_due ON watchdog_changes (claimed_until, id);

-- Back in stock: the variant was not available (disabled, or tracked with nothing free) and now is.
CREATE TRIGGER watchdog_after_variant_available AFTER UPDATE OF on_hand, on_hold, tracked, enabled ON product_variants
WHEN NOT (OLD.enabled = 1 AND (OLD.tracked = 0 OR OLD.on_hand - OLD.on_hold > 0))
  AND NEW.enabled = 1 AND (NEW.tracked = 0 OR NEW.on_hand - NEW.on_hold > 0)
BEGIN
  INSERT INTO watchdog_changes (variant_id, kind)
    SELECT NEW.id, 'stock'
    WHERE EXISTS (SELECT 1 FROM watchdog_entries w JOIN watchdog_events e ON e.entry_id = w.id
                  WHERE w.variant_id = NEW.id AND e.type = 'back_in_stock' AND e.fired_at IS NULL);
END;

-- A lower price, below what somebody waits for.
CREATE TRIGGER watchdog_after_price_drop AFTER UPDATE OF price ON product_variants
WHEN NEW.price < OLD.price
BEGIN
  INSERT INTO watchdog_changes (variant_id, kind)
    SELECT NEW.id, 'price'
    WHERE EXISTS (SELECT 1 FROM watchdog_entries w JOIN watchdog_events e ON e.entry_id = w.id
                  WHERE w.variant_id = NEW.id AND e.type = 'price_lower_than' AND e.fired_at IS NULL AND e.price > NEW.price);
END;

-- A product back in the offer: its watched variants are looked at again (stock and price).
CREATE TRIGGER watchdog_after_product_enabled AFTER UPDATE OF enabled ON products
WHEN NEW.enabled = 1 AND OLD.enabled = 0
BEGIN
  INSERT INTO watchdog_changes (variant_id, kind)
    SELECT v.id, 'stock' FROM product_variants v
    WHERE v.product_id = NEW.id
      AND EXISTS (SELECT 1 FROM watchdog_entries w JOIN watchdog_events e ON e.entry_id = w.id
                  WHERE w.variant_id = v.id AND e.fired_at IS NULL);
END;
