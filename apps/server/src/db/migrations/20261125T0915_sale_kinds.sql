-- One order path for everything sold (issue 14). A cart item and an order line carry the kind of
-- what is sold: admissions to an event (the only kind that holds places, so the only one with an
-- occurrence, a ticket type and a bucket), a donation, a gift voucher, a digital-tour product
-- offer, and later memberships and requests with payment. The other kinds name what they sell
-- (`sellable_id`: the donation campaign, voucher or product; `offer_id`: the product's offer) and
-- keep its names as the buyer saw them. Existing rows are admissions and stay as they are.

alter table order_lines add column kind text not null default 'Event'
  check (kind in ('Event', 'Donation', 'Voucher', 'Product', 'Membership', 'RequestWithPayment'));
alter table order_lines alter column kind drop default;
alter table order_lines add column sellable_id uuid;
alter table order_lines add column offer_id text;
alter table order_lines add column sellable_names jsonb;
-- What the buyer added beside the thing itself: a gift's recipient and message, an offer's name.
alter table order_lines add column details jsonb not null default '{}';
alter table order_lines alter column occurrence_id drop not null;
alter table order_lines alter column ticket_type_id drop not null;
alter table order_lines alter column bucket drop not null;
alter table order_lines alter column event_names drop not null;
alter table order_lines alter column ticket_names drop not null;
alter table order_lines alter column starts_at drop not null;
alter table order_lines alter column ends_at drop not null;
alter table order_lines alter column time_zone drop not null;
alter table order_lines add constraint order_lines_shape_of_kind check (
  case when kind = 'Event' then
    occurrence_id is not null and ticket_type_id is not null and bucket is not null and event_names is not null
    and ticket_names is not null and starts_at is not null and ends_at is not null and time_zone is not null
  else
    occurrence_id is null and ticket_type_id is null and bucket is null and sellable_id is not null and sellable_names is not null
  end
);

alter table cart_items drop constraint cart_items_kind_check;
alter table cart_items add constraint cart_items_kind_check
  check (kind in ('Event', 'Donation', 'Voucher', 'Product', 'Membership', 'RequestWithPayment'));
alter table cart_items alter column occurrence_id drop not null;
alter table cart_items add column sellable_id uuid;
alter table cart_items add column offer_id text;
-- How many of a voucher or an offer; a donation is one. Admissions count in their cart lines.
alter table cart_items add column quantity integer check (quantity > 0);
-- The amount a visitor chose to give (a donation's suggested or own amount), in minor units.
alter table cart_items add column amount_minor bigint check (amount_minor > 0);
alter table cart_items add column details jsonb not null default '{}';
alter table cart_items add constraint cart_items_shape_of_kind check (
  case when kind = 'Event' then occurrence_id is not null and sellable_id is null
  else occurrence_id is null and sellable_id is not null and quantity is not null end
);
