-- Back office at scale (issue 13), the search and the order page at a million orders.
-- The list's search is `ilike '%term%'` on the buyer's email, name and company (order-search
-- repository): pg_trgm's GIN indexes serve a partial match in any case, so the same rows are found
-- without reading every order. The expressions are exactly those the search writes. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it from its
-- contrib (db/client.ts).
create extension if not exists pg_trgm;
create index orders_search_email on orders using gin ((consumer->>'email') gin_trgm_ops);
create index orders_search_name on orders using gin (
  (coalesce(consumer->>'firstName', '') || ' ' || coalesce(consumer->>'lastName', '')) gin_trgm_ops
);
create index orders_search_company on orders using gin ((consumer->'company'->>'name') gin_trgm_ops);
-- The order page reads the order's confirmation mails from the outbox by the order in the payload.
create index outbox_order_confirmations on outbox (org_id, (payload->>'orderId')) where kind = 'order-confirmation';
