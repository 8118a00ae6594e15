-- Complaints and returns handled by staff through the admin API (decision 050): the decision on a claim, who
-- wrote a shop reply, which attachments belong to a reply, and the audit log's filters.

-- The decision: accepted (refund, replacement or repair) or rejected with a reason; made once (resolved).
ALTER TABLE claim_requests ADD COLUMN decision TEXT CHECK (decision IN ('accepted', 'rejected'));
ALTER TABLE claim_requests ADD COLUMN resolution TEXT CHECK (resolution IN ('refund', 'replacement', 'repair'));
ALTER TABLE claim_requests ADD COLUMN decision_reason TEXT;
-- haléře given back through the order's payment with the decision (NULL: none given through the shop)
ALTER TABLE claim_requests ADD COLUMN refund_amount INTEGER;
ALTER TABLE claim_requests ADD COLUMN decided_by TEXT;
ALTER TABLE claim_requests ADD COLUMN decided_at TEXT;
-- A decision in the making: the deciding request's id and until when (ms) it holds the claim, so two staff
-- deciding at once never both refund; `transition` is the id of the decision that was made (its guard).
ALTER TABLE claim_requests ADD COLUMN decision_lock TEXT;
ALTER TABLE claim_requests ADD COLUMN decision_lock_until INTEGER;
ALTER TABLE claim_requests ADD COLUMN transition TEXT;
CREATE INDEX claim_requests_state ON claim_requests (state, created_at);

-- the staff member (the admin API's actor) who wrote a shop reply; NULL for the customer's messages
ALTER TABLE claim_messages ADD COLUMN staff TEXT;

-- the reply an attachment came with; NULL for the customer's files filed with the claim
ALTER TABLE claim_attachments ADD COLUMN message_id INTEGER REFERENCES claim_messages (id) ON DELETE CASCADE;

CREATE INDEX admin_audit_actor ON admin_audit (actor, id);
CREATE INDEX admin_audit_created ON admin_audit (created_at);
