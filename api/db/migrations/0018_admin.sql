-- The admin API (decision 029): its audit log, and the version of the redirect table the storefront checks.

-- Every change made through /api/v2/admin: who (the token's name), what, when, the row before and after.
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  resource TEXT NOT NULL,
  -- JSON of the row before and after the change; NULL for a row that did not exist before or after
  before_json TEXT,
  after_json TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
);
CREATE INDEX admin_audit_resource ON admin_audit (resource, id);

-- One row: bumped by every write to redirects, whoever makes it (admin API, seed, SQL by hand), so the
-- storefront knows when its cached copy of the table is stale without fetching the whole table.
CREATE TABLE redirect_table_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO redirect_table_version (id, version) VALUES (1, 1);

CREATE TRIGGER redirect_table_version_after_insert AFTER INSERT ON redirects BEGIN
  UPDATE redirect_table_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER redirect_table_version_after_update AFTER UPDATE ON redirects BEGIN
  UPDATE redirect_table_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER redirect_table_version_after_delete AFTER DELETE ON redirects BEGIN
  UPDATE redirect_table_version SET version = version + 1 WHERE id = 1;
END;
