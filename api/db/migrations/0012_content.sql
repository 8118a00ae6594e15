-- Editorial content (decision 017): pages, articles and landing pages, their sections (magazine categories, legal,
-- information), blocks and FAQ items, after BitBag's Sylius CMS plugin. Imported from content/*.md by
-- api/content/import.ts (decision 017); the cms_ prefix keeps them apart from 0002's menus and banners.
-- Texts are per locale; content is stored as the editor's Markdown and as the HTML the safe renderer made of it.

CREATE TABLE cms_sections (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('magazine', 'legal', 'info')),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE cms_section_translations (
  section_id INTEGER NOT NULL REFERENCES cms_sections (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (section_id, locale)
);

CREATE TABLE cms_pages (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('page', 'article', 'landing')),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  -- ISO 8601 UTC; NULL: published since it was made
  publish_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  teaser_image TEXT,
  -- JSON arrays of product codes and of page codes, in the editor's order
  products TEXT NOT NULL DEFAULT '[]',
  related_pages TEXT NOT NULL DEFAULT '[]',
  -- fingerprint of the source file: updated_at moves only when the content does
  source_hash TEXT NOT NULL DEFAULT ''
);
CREATE INDEX cms_pages_listing ON cms_pages (type, enabled, publish_at);

CREATE TABLE cms_page_translations (
  page_id INTEGER NOT NULL REFERENCES cms_pages (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  title TEXT,
  meta_keywords TEXT,
  meta_description TEXT,
  teaser TEXT,
  content_markdown TEXT NOT NULL,
  content_html TEXT NOT NULL,
  PRIMARY KEY (page_id, locale),
  UNIQUE (locale, slug)
);

CREATE TABLE cms_page_sections (
  page_id INTEGER NOT NULL REFERENCES cms_pages (id) ON DELETE CASCADE,
  section_id INTEGER NOT NULL REFERENCES cms_sections (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (page_id, section_id)
);
CREATE INDEX cms_page_sections_section ON cms_page_sections (section_id, page_id);

CREATE TABLE cms_blocks (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);

CREATE TABLE cms_block_translations (
  block_id INTEGER NOT NULL REFERENCES cms_blocks (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT,
  content_markdown TEXT NOT NULL,
  content_html TEXT NOT NULL,
  PRIMARY KEY (block_id, locale)
);

CREATE TABLE cms_block_sections (
  block_id INTEGER NOT NULL REFERENCES cms_blocks (id) ON DELETE CASCADE,
  section_id INTEGER NOT NULL REFERENCES cms_sections (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (block_id, section_id)
);

CREATE TABLE cms_faq (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);
CREATE INDEX cms_faq_position ON cms_faq (enabled, position);

CREATE TABLE cms_faq_translations (
  faq_id INTEGER NOT NULL REFERENCES cms_faq (id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  topic TEXT,
  question TEXT NOT NULL,
  answer_markdown TEXT NOT NULL,
  answer_html TEXT NOT NULL,
  PRIMARY KEY (faq_id, locale)
);
