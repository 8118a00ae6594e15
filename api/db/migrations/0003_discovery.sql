-- Discovery: listing data for filters and facets, price history (30-day lowest price), associations,
-- engraving, and the full-text search index.

-- The longest engraving a product offers; NULL: no engraving.
ALTER TABLE products ADD COLUMN engraving_max_length INTEGER CHECK (engraving_max_length IS NULL OR engraving_max_length BETWEEN 1 AND 200);

-- What listings filter, count and sort by, one row per product: its default variant (the first enabled one
-- by position) with price, was-price and stock. Kept in step with product_variants by the triggers below, so
-- facets over thousands of products are plain indexed joins.
CREATE TABLE product_listing (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  price INTEGER NOT NULL,
  original_price INTEGER NOT NULL,
  on_offer INTEGER NOT NULL CHECK (on_offer IN (0, 1)),
  in_stock INTEGER NOT NULL CHECK (in_stock IN (0, 1))
);
CREATE INDEX product_listing_price ON product_listing (price);
CREATE INDEX product_listing_offer ON product_listing (on_offer, price);
CREATE INDEX products_country ON products (country_code);
CREATE INDEX products_volume ON products (volume_ml);

CREATE TRIGGER product_listing_after_variant_insert AFTER INSERT ON product_variants BEGIN
  DELETE FROM product_listing WHERE product_id = NEW.product_id;
  INSERT INTO product_listing (product_id, variant_id, price, original_price, on_offer, in_stock)
    SELECT v.product_id, v.id, v.price, COALESCE(v.original_price, v.price),
           COALESCE(v.original_price, v.price) > v.price, v.tracked = 0 OR v.on_hand - v.on_hold > 0
    FROM product_variants v WHERE v.product_id = NEW.product_id AND v.enabled = 1
    ORDER BY v.position, v.id LIMIT 1;
END;

CREATE TRIGGER product_listing_after_variant_update AFTER UPDATE ON product_variants BEGIN
  DELETE FROM product_listing WHERE product_id IN (OLD.product_id, NEW.product_id);
  INSERT INTO product_listing (product_id, variant_id, price, original_price, on_offer, in_stock)
    SELECT v.product_id, v.id, v.price, COALESCE(v.original_price, v.price),
           COALESCE(v.original_price, v.price) > v.price, v.tracked = 0 OR v.on_hand - v.on_hold > 0
    FROM product_variants v
    WHERE v.id = (SELECT id FROM product_variants WHERE product_id = NEW.product_id AND enabled = 1 ORDER BY position, id LIMIT 1)
       OR v.id = (SELECT id FROM product_variants WHERE product_id = OLD.product_id AND enabled = 1 ORDER BY position, id LIMIT 1);
END;

CREATE TRIGGER product_listing_after_variant_delete AFTER DELETE ON product_variants BEGIN
  DELETE FROM product_listing WHERE product_id = OLD.product_id;
  INSERT INTO product_listing (product_id, variant_id, price, original_price, on_offer, in_stock)
    SELECT v.product_id, v.id, v.price, COALESCE(v.original_price, v.price),
           COALESCE(v.original_price, v.price) > v.price, v.tracked = 0 OR v.on_hand - v.on_hold > 0
    FROM product_variants v WHERE v.product_id = OLD.product_id AND v.enabled = 1
    ORDER BY v.position, v.id LIMIT 1;
END;

-- Rows for the products that exist already.
INSERT INTO product_listing (product_id, variant_id, price, original_price, on_offer, in_stock)
  SELECT v.product_id, v.id, v.price, COALESCE(v.original_price, v.price),
         COALESCE(v.original_price, v.price) > v.price, v.tracked = 0 OR v.on_hand - v.on_hold > 0
  FROM product_variants v
  WHERE v.id = (SELECT id FROM product_variants WHERE product_id = v.product_id AND enabled = 1 ORDER BY position, id LIMIT 1);

-- Prices a variant had and since when (UTC 'YYYY-MM-DD HH:MM:SS'). A price change writes a row by trigger;
-- the seed writes the past. The lowest price of the 30 days before a discount comes from here
-- (zákon o ochraně spotřebitele § 12a, docs/czech-commerce.md#lowest-price).
CREATE TABLE variant_price_history (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  price INTEGER NOT NULL CHECK (price >= 0),
  original_price INTEGER CHECK (original_price IS NULL OR original_price >= 0),
  effective_from TEXT NOT NULL
);
CREATE INDEX variant_price_history_variant ON variant_price_history (variant_id, effective_from);

CREATE TRIGGER variant_price_history_after_price_change AFTER UPDATE OF price, original_price ON product_variants
WHEN NEW.price IS NOT OLD.price OR NEW.original_price IS NOT OLD.original_price BEGIN
  INSERT INTO variant_price_history (variant_id, price, original_price, effective_from)
    VALUES (NEW.id, NEW.price, NEW.original_price, datetime('now'));
END;

-- Associated products: `similar` and `recommended` (Sylius product associations).
CREATE TABLE product_association_types (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product_association_type_translations (
  type_id INTEGER NOT NULL REFERENCES product_association_types (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (type_id, locale)
);

CREATE TABLE product_associations (
  id INTEGER PRIMARY KEY,
  owner_product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  type_id INTEGER NOT NULL REFERENCES product_association_types (id) ON DELETE CASCADE,
  associated_product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (owner_product_id, type_id, associated_product_id)
);
CREATE INDEX product_associations_owner ON product_associations (owner_product_id, type_id, position);

-- Full-text search over products, one row per product and locale: Czech diacritics and case do not matter
-- (`jelinek` finds Jelínek), prefixes of 2-4 characters are indexed for predictive search. Written by
-- refreshSearchIndex() in api/db/search.ts whenever products, brands or their categories change.
CREATE VIRTUAL TABLE product_search USING fts5 (
  name,
  brand,
  categories,
  description,
  product_id UNINDEXED,
  locale UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
