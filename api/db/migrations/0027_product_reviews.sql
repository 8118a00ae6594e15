-- Product reviews from buyers only (docs/decisions/061-product-reviews.md). A review belongs to the order line
-- whose goods the customer received, at most one per line (the UNIQUE below is what makes a signed link usable
-- once). Nothing is shown before staff accept it; 'new', 'accepted' and 'rejected' are Sylius's review states.
CREATE TABLE product_reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL UNIQUE REFERENCES order_items (id) ON DELETE CASCADE,
  -- the name the customer chose to be shown under the review
  author TEXT NOT NULL CHECK (length(author) BETWEEN 1 AND 60),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT CHECK (title IS NULL OR length(title) <= 120),
  comment TEXT NOT NULL CHECK (length(comment) BETWEEN 1 AND 2000),
  pros TEXT CHECK (pros IS NULL OR length(pros) <= 500),
  cons TEXT CHECK (cons IS NULL OR length(cons) <= 500),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'accepted', 'rejected')),
  reject_reason TEXT,
  moderated_by TEXT,
  moderated_at TEXT,
  -- a fresh id per moderation: the later statements of its batch (aggregate, audit, mail) run only where it was written
  transition_id TEXT,
  -- the shop's public answer under the review
  reply TEXT,
  replied_by TEXT,
  replied_at TEXT,
  helpful_count INTEGER NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
);
CREATE INDEX product_reviews_product ON product_reviews (product_id, status, created_at);
CREATE INDEX product_reviews_status ON product_reviews (status, id);

-- The accepted reviews' aggregate, kept on the product row so a listing's cards show stars without a join;
-- written in the moderation's own batch.
ALTER TABLE products ADD COLUMN average_rating REAL NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0;

-- The review invitation is a commercial message: sent only with consent, given at checkout (this order) or in the
-- account (every order of the customer); review_invited_at is written once, by the sweep that queues the mail.
ALTER TABLE orders ADD COLUMN review_invitation_consent INTEGER NOT NULL DEFAULT 0 CHECK (review_invitation_consent IN (0, 1));
ALTER TABLE orders ADD COLUMN review_invited_at TEXT;
ALTER TABLE customers ADD COLUMN review_invitations INTEGER NOT NULL DEFAULT 0 CHECK (review_invitations IN (0, 1));
CREATE INDEX orders_review_invitation ON orders (review_invited_at, state);
