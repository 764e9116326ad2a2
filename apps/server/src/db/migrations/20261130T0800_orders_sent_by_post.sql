-- A buyer may ask for their tickets by post (the order carries the Shipping fee): staff mark the
-- order sent once it is in the post, so the orders list can show what is still to send.
alter table orders add column sent_by_post_at timestamptz, add column sent_by_post_by uuid;
-- The list's "to send by post" and "sent by post": the posted orders of a museum by placing time,
-- without walking its other orders (a few in a hundred are posted).
create index orders_by_post on orders (org_id, created_at desc, order_number desc)
  where fees @> '[{"category": "Shipping"}]'::jsonb;
