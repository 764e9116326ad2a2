-- Back office at scale (issue 13), the search by email. The trigram indexes of 0636 are never used
-- by the app: under row-level security PostgreSQL evaluates the organisation policy before any
-- condition that is not leakproof, and ilike is not, so the app role's search filters rows
-- instead (measured by bench:scale: bare SQL used them, the app did not). Equality on a plain
-- column is leakproof: the buyer's address lower-cased, kept by PostgreSQL itself, serves a search
-- by a whole address through an index. Adding the stored column rewrites orders once.
drop index orders_search_email;
drop index orders_search_name;
drop index orders_search_company;
alter table orders add column buyer_email text generated always as (lower(consumer->>'email')) stored;
create index orders_by_buyer_email on orders (org_id, buyer_email);
