-- Decision 013: server-side sessions, so a token can be ended before it expires (logout, password change or reset,
-- a social login taking over an unverified account), and one table of fixed-window counters for every rate
-- limit (per account, per client address, per mail recipient). Times are unix seconds.

-- One row per issued access token; the token's `sid` claim names it. A token whose row is gone is refused.
CREATE TABLE sessions (
  -- 32 random bytes, base64url; it sits in a signed token, so knowing it alone opens nothing
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  -- the token's `exp`; the hourly cron deletes rows past it
  expires_at INTEGER NOT NULL
);
-- ending all sessions of a customer
CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Hits per key in a fixed window: `login:{e-mail}:{client}`, `client:{action}:{address}`, `mail:{kind}:{address}`.
-- Counted with one UPSERT … RETURNING before the guarded work, so concurrent requests cannot all slip under.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_started_at INTEGER NOT NULL,
  hits INTEGER NOT NULL
);
CREATE INDEX rate_limits_window ON rate_limits (window_started_at);

-- replaced by rate_limits (its counters only lived 15 to 60 minutes; nothing is lost)
DROP TABLE auth_attempts;
