-- Gift voucher definitions (issue 14): what staff sell as vouchers, worth `value` minor units of
-- the organisation's currency, valid for `valid_for_months` from the sale (0: no expiry), sold
-- on the days from `sale_starts_on` to `sale_ends_on` (both included; null: no bound). The codes
-- sold and their redemptions are the orders' tables.
create table vouchers (
  org_id uuid not null references organizations (org_id) on delete cascade,
  voucher_id uuid not null,
  status text not null default 'Draft' check (status in ('Draft', 'Published')),
  names jsonb not null,
  descriptions jsonb not null default '{}',
  default_language text not null default 'en',
  value integer not null check (value > 0),
  valid_for_months integer not null check (valid_for_months >= 0),
  venue_id uuid,
  sale_starts_on date,
  sale_ends_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, voucher_id),
  foreign key (org_id, venue_id) references venues (org_id, venue_id) on delete set null (venue_id),
  check (sale_ends_on is null or sale_starts_on is null or sale_ends_on >= sale_starts_on)
);

alter table vouchers enable row level security;
alter table vouchers force row level security;
create policy tenant_isolation on vouchers using (app_org_visible(org_id)) with check (app_org_visible(org_id));
