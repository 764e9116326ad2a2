-- Fees (SPEC §2 /fee, §3 Fee) and the shop's analytics integrations (SPEC §3, §7).
-- Same tenancy pattern as 0001: org_id first in every key, FORCEd RLS on app_org_visible.

-- At most one fee per category and organisation. Percentage is in basis points of the cart's
-- net subtotal (150 = 1.5 %), Fixed amount in net minor units; the fee's own VAT is added on top
-- (@foyer/domain priceFee).
create table fees (
  org_id uuid not null references organizations (org_id) on delete cascade,
  category text not null check (category in ('Shipping', 'EAN')),
  type text not null check (type in ('Percentage', 'Fixed amount')),
  value integer not null check (value >= 0),
  vat_basis_points integer not null default 2500 check (vat_basis_points between 0 and 10000),
  updated_at timestamptz not null default now(),
  primary key (org_id, category),
  constraint fees_percentage_range check (type <> 'Percentage' or value <= 10000)
);

-- Third-party scripts the embedded shop loads. The tracking id goes into a script address, so
-- the API checks its format (G-…/UA-… or digits) before it is stored.
create table analytics_integrations (
  org_id uuid not null references organizations (org_id) on delete cascade,
  analytics_integration_id uuid not null,
  type text not null check (type in ('GoogleAnalytics', 'FacebookPixel')),
  tracking_id text not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (org_id, analytics_integration_id),
  constraint analytics_integrations_tracking_unique unique (org_id, type, tracking_id)
);

do $$
declare t text;
begin
  foreach t in array array['fees', 'analytics_integrations']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (app_org_visible(org_id)) with check (app_org_visible(org_id))', t);
  end loop;
end $$;
