-- A declined or abandoned payment no longer ends the purchase (issue 12): the failed attempt's
-- order is canceled and the cart opens again with its holds, so the buyer pays again from the same
-- cart, which then becomes a new order with a new payment. A cart may therefore have several
-- orders, one per attempt; only one of them is ever live, because an attempt is made under the
-- cart's lock and only from an open cart.
alter table orders drop constraint orders_org_id_cart_id_key;
create index orders_by_cart on orders (org_id, cart_id, created_at);
