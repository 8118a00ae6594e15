-- Catalogue: taxon tree, products with translations, variants with price and stock, images, attributes.
-- Money in haléře (integers); prices include 21 % VAT.

CREATE TABLE taxons (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES taxons (id),
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  image_path TEXT
);
CREATE INDEX taxons_parent ON taxons (parent_id, position);

CREATE TABLE taxon_translations (
  taxon_id INTEGER NOT NULL REFERENCES taxons (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (taxon_id, locale),
  UNIQUE (locale, slug)
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE countries (
  code TEXT PRIMARY KEY CHECK (length(code) = 2),
  name_cs TEXT NOT NULL,
  name_en TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  main_taxon_id INTEGER REFERENCES taxons (id),
  brand_id INTEGER REFERENCES brands (id),
  country_code TEXT REFERENCES countries (code),
  -- bottle volume in millilitres (0.7 l = 700); NULL for goods that are not drinks
  volume_ml INTEGER CHECK (volume_ml IS NULL OR volume_ml > 0),
  -- alcohol by volume in tenths of a per cent (40.0 % = 400)
  alcohol_tenths INTEGER CHECK (alcohol_tenths IS NULL OR alcohol_tenths BETWEEN 0 AND 1000),
  -- units sold, the bestseller order
  sold_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX products_created ON products (enabled, created_at DESC);
CREATE INDEX products_sold ON products (enabled, sold_count DESC);
CREATE INDEX products_brand ON products (brand_id);

CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT,
  short_description TEXT,
  PRIMARY KEY (product_id, locale),
  UNIQUE (locale, slug)
);

CREATE TABLE product_taxons (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  taxon_id INTEGER NOT NULL REFERENCES taxons (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (product_id, taxon_id)
);
CREATE INDEX product_taxons_taxon ON product_taxons (taxon_id, position);

CREATE TABLE product_variants (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  name TEXT,
  price INTEGER NOT NULL CHECK (price >= 0),
  -- the "was" price while on offer; NULL when not discounted
  original_price INTEGER CHECK (original_price IS NULL OR original_price >= 0),
  minimum_price INTEGER NOT NULL DEFAULT 0,
  tracked INTEGER NOT NULL DEFAULT 1 CHECK (tracked IN (0, 1)),
  on_hand INTEGER NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
  on_hold INTEGER NOT NULL DEFAULT 0 CHECK (on_hold >= 0 AND on_hold <= on_hand),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  type TEXT NOT NULL DEFAULT 'main',
  path TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product ON product_images (product_id, position);

CREATE TABLE product_attributes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('text', 'textarea', 'integer', 'percent', 'checkbox', 'select', 'date')),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE product_attribute_translations (
  attribute_id INTEGER NOT NULL REFERENCES product_attributes (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (attribute_id, locale)
);

CREATE TABLE product_attribute_values (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES product_attributes (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  -- JSON: a string, number, boolean or array of labels, by the attribute's type
  value TEXT NOT NULL,
  UNIQUE (product_id, attribute_id, locale)
);
