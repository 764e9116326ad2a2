-- Digital-tour products (issue 14, SPEC §3 Product): a podwalk or wayfinder with its offers
-- ([{offerId, name, price}], prices VAT included in minor units of the organisation's currency)
-- and a name and description per language (`localization`). Offers live in the row: they are
-- few, always read with their product, and keep their ids across edits so sales keep naming them.
create table products (
  org_id uuid not null references organizations (org_id) on delete cascade,
  product_id uuid not null,
  kind text not null check (kind in ('Podwalk', 'Wayfinder')),
  status text not null default 'Draft' check (status in ('Draft', 'Published')),
  localization jsonb not null,
  default_language text not null default 'en',
  offers jsonb not null,
  vat_basis_points integer not null default 2500 check (vat_basis_points between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, product_id)
);

alter table products enable row level security;
alter table products force row level security;
create policy tenant_isolation on products using (app_org_visible(org_id)) with check (app_org_visible(org_id));
