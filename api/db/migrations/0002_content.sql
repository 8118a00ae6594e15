-- Navigation menus, home-page banners and the redirects table the storefront applies before routing.

CREATE TABLE menus (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  menu_code TEXT NOT NULL REFERENCES menus (code) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  locale TEXT NOT NULL DEFAULT 'cs_CZ',
  label TEXT NOT NULL,
  url TEXT NOT NULL
);
CREATE INDEX menu_items_menu ON menu_items (menu_code, locale, position);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  placement TEXT NOT NULL DEFAULT 'homepage',
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  locale TEXT NOT NULL DEFAULT 'cs_CZ',
  title TEXT NOT NULL,
  subtitle TEXT,
  url TEXT NOT NULL,
  image_path TEXT,
  starts_at TEXT,
  ends_at TEXT
);
CREATE INDEX banners_placement ON banners (placement, enabled, position);

CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  -- stored as ops enter it; the storefront matches the decoded, lower-cased path
  origin_url TEXT NOT NULL UNIQUE,
  destination_url TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
