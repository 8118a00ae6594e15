-- "Pomohlo mi to" votes on accepted product reviews (docs/decisions/061-product-reviews.md): one row per voter and
-- review, so a second vote of the same voter inserts nothing. The voter is a signed-in customer ('customer:{id}')
-- or a browser ('browser:' and the SHA-256 of the review id with the browser's own random id, so one browser's
-- votes on different reviews cannot be linked to each other). product_reviews.helpful_count is recounted from
-- these rows in the vote's own batch.
CREATE TABLE product_review_votes (
  review_id INTEGER NOT NULL REFERENCES product_reviews (id) ON DELETE CASCADE,
  voter TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now')),
  PRIMARY KEY (review_id, voter)
) WITHOUT ROWID;
