-- Refunding the buyers of a canceled event or date (POST /api/events/:id/refund-buyers): one
-- outbox row per order, so a date of three hundred orders is paid back by the worker, one provider
-- call at a time, with nothing lost if the server stops half-way.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('mail', 'order-confirmation', 'webhook', 'canceled-date-refund'));

-- The event page counts its refunds by the id it canceled (an event's or a date's).
create index outbox_canceled_date_refunds on outbox (org_id, (payload->>'scopeId')) where kind = 'canceled-date-refund';

-- Why a refund was made, where it was not staff's choice for that order: the order's page and
-- the buyer's mail say the event was canceled. Null for a refund staff or the provider made.
alter table refunds add column cause text check (cause in ('eventCanceled'));
