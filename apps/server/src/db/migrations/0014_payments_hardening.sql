-- Payments made safe (issue 10).
-- Each organisation has its own payment settings: which provider takes its shop's payments (none
-- until one is set up) and whether it is in test mode. Only organisations in test mode may use
-- the built-in test provider, and only a platform admin turns test mode on.
create table payment_settings (
  org_id uuid not null references organizations (org_id) on delete cascade,
  provider text check (provider in ('test')),
  test_mode boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (org_id)
);
alter table payment_settings enable row level security;
alter table payment_settings force row level security;
create policy tenant_isolation on payment_settings using (app_org_visible(org_id)) with check (app_org_visible(org_id));

-- Settings of the installation itself, not of a tenant (like the outbox): e.g. the webhook
-- secret generated once when none is configured, so every process agrees on it.
create table platform_settings (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- A retried payment start answers with the same payment page, so its address is kept; and an
-- order never has two payments (two retries racing insert one).
alter table payments add column payment_url text;
create unique index payments_one_per_order on payments (org_id, order_id);

-- The test provider, like a real one, creates one payment per idempotency key (our order id)
-- and knows the merchant (organisation) it collects for.
alter table test_provider_payments add column idempotency_key text unique;
alter table test_provider_payments add column org_id uuid;
