-- Social login (decision 012; api/auth/oauth): sign-ins under way, one-time hand-overs of the session to the
-- storefront, and the provider accounts linked to customers. Then the sandbox identity provider's own state
-- (api/sandbox/identity*.ts). Times are epoch milliseconds. Secrets handed to the browser (state, hand-over
-- code, binding cookie) are stored as SHA-256 only.

-- One authorization request: single use (deleted when the provider answers), 10 minutes.
CREATE TABLE oauth_authorizations (
  state_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  -- the browser that started it (an HttpOnly cookie of the storefront); the answer must come back to it
  binding_hash TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX oauth_authorizations_expiry ON oauth_authorizations (expires_at);

-- The signed-in customer waiting for the storefront to collect the session: single use, 60 seconds.
CREATE TABLE oauth_handoffs (
  code_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  binding_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX oauth_handoffs_expiry ON oauth_handoffs (expires_at);

-- A provider's account (its stable `sub`) belongs to one customer; later sign-ins find the customer by it.
CREATE TABLE oauth_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- the address the provider gave when linked
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX oauth_identities_customer ON oauth_identities (customer_id);

-- Sandbox identity provider: its RS256 key pair (JWK), made on first use and kept.
CREATE TABLE sandbox_identity_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kid TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Sandbox identity provider: authorization codes it issued (single use, 5 minutes).
CREATE TABLE sandbox_identity_codes (
  code TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT,
  code_challenge_method TEXT,
  nonce TEXT,
  person TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
