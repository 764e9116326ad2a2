-- Refunds of charged orders (SPEC §2 /orders/{orderId}): the whole order or some of its tickets.
-- A refund is written with its tickets canceled and their places given back before the provider
-- is asked for the money, so two staff members can never refund the same ticket twice; the row
-- then records whether the provider paid it back.
create table refunds (
  org_id uuid not null references organizations (org_id) on delete cascade,
  refund_id uuid not null,
  order_id uuid not null,
  payment_id uuid,
  amount_minor bigint not null check (amount_minor >= 0),
  ticket_ids uuid[] not null,
  -- Staff refunded against the event's refund policy (or a used ticket).
  override boolean not null default false,
  status text not null check (status in ('Requested', 'Refunded', 'Failed')),
  requested_by uuid,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, refund_id),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index refunds_order on refunds (org_id, order_id, created_at);

alter table refunds enable row level security;
alter table refunds force row level security;
create policy tenant_isolation on refunds using (app_org_visible(org_id)) with check (app_org_visible(org_id));
