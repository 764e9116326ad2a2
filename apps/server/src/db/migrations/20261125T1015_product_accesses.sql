-- Digital-tour access sold (issue 14): one access code per offer bought, which the tour app
-- (podwalk or wayfinder) checks through a public endpoint. Issued when the order is charged and
-- canceled with a refund of the order.

create table product_accesses (
  org_id uuid not null references organizations (org_id) on delete cascade,
  access_id uuid not null,
  -- 128 random bits, like a ticket's: the code is the key to the tour, so it must not be guessable.
  code text not null unique,
  product_id uuid not null,
  offer_id text not null,
  order_id uuid not null,
  line_no integer not null,
  status text not null default 'Active' check (status in ('Active', 'Canceled')),
  created_at timestamptz not null default now(),
  canceled_at timestamptz,
  primary key (org_id, access_id),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index product_accesses_order on product_accesses (org_id, order_id);

alter table product_accesses enable row level security;
alter table product_accesses force row level security;
create policy tenant_isolation on product_accesses using (app_org_visible(org_id)) with check (app_org_visible(org_id));
