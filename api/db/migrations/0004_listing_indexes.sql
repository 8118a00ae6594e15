-- Listings of a category read its members as (product_id, position) by taxon for every statement of a page
-- and its facets; with the product id in the index that is an index-only read (EXPLAIN QUERY PLAN: COVERING
-- INDEX) instead of a table row per member.
CREATE INDEX product_taxons_taxon_product ON product_taxons (taxon_id, product_id, position);
