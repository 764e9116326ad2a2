-- Donation campaigns (issue 14): what a visitor may give, in the organisation's currency (minor
-- units). Names and descriptions per language, as events keep their names. The image is the
-- storage key of the processed JPEG, as events keep theirs (0003). A venue that is deleted leaves
-- its campaigns without one rather than refusing.
create table donations (
  org_id uuid not null references organizations (org_id) on delete cascade,
  donation_id uuid not null,
  status text not null default 'Draft' check (status in ('Draft', 'Published')),
  names jsonb not null,
  descriptions jsonb not null default '{}',
  default_language text not null default 'en',
  suggested_amounts integer[] not null default '{}',
  custom_amount_allowed boolean not null,
  minimum_amount integer not null default 0 check (minimum_amount >= 0),
  venue_id uuid,
  image_file text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, donation_id),
  foreign key (org_id, venue_id) references venues (org_id, venue_id) on delete set null (venue_id)
);

alter table donations enable row level security;
alter table donations force row level security;
create policy tenant_isolation on donations using (app_org_visible(org_id)) with check (app_org_visible(org_id));
