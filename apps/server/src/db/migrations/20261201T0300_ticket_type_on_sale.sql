-- A ticket type can be taken off sale (PUT /api/events/:id/details, `tickets.N.onSale`): the shop
-- and the desk stop selling it; what was sold stays valid, and a basket already holding it may be
-- paid within its hold. Every existing type is on sale.
alter table ticket_types add column on_sale boolean not null default true;
