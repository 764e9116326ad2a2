-- Foundation: tenancy, identity, sessions, mail outbox, administration.
-- Tenant tables carry org_id first in their primary key and foreign keys (Citus-ready) and are
-- guarded by FORCEd row-level security keyed on the transaction setting app.org_id.

do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'foyer_app') then
    create role foyer_app nologin nosuperuser nobypassrls;
  end if;
end $$;

-- Visible when the row belongs to the transaction's organisation, or the transaction is an
-- explicit platform-scope one (sign-in, platform admin lists, outbox worker). A missing setting
-- yields null, which denies.
create or replace function app_org_visible(row_org uuid) returns boolean
language sql stable as $$
  select coalesce(row_org = nullif(current_setting('app.org_id', true), '')::uuid, false)
      or coalesce(current_setting('app.scope', true) = 'platform', false)
$$;

create table organizations (
  org_id uuid primary key,
  name text not null,
  features jsonb not null default '{"payouts": false}',
  css jsonb,
  target_origin text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table venues (
  org_id uuid not null references organizations (org_id) on delete cascade,
  venue_id uuid not null,
  name text not null,
  address text,
  post_code text,
  city text,
  country text,
  time_zone text not null default 'Europe/Copenhagen',
  css jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, venue_id)
);

create table user_types (
  org_id uuid not null references organizations (org_id) on delete cascade,
  user_type_id uuid not null,
  name text not null,
  roles text[] not null,
  guide_type text,
  created_at timestamptz not null default now(),
  primary key (org_id, user_type_id),
  unique (org_id, name)
);

-- Identity is global: a person signs in before any organisation is known, and platform staff move
-- between organisations (org_id is the one they act in now). RLS still scopes every read.
create table users (
  user_id uuid primary key,
  org_id uuid not null references organizations (org_id),
  email text not null,
  password_hash text,
  first_name text not null,
  last_name text not null,
  phone text,
  language text not null default 'en',
  roles text[] not null,
  user_type_id uuid,
  guide_type text,
  limit_data_access_from date,
  email_verified_at timestamptz,
  active boolean not null default true,
  avatar_file text,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (org_id, user_type_id) references user_types (org_id, user_type_id)
);
create unique index users_email_live on users (lower(email)) where deleted_at is null;
create index users_org on users (org_id, last_name, first_name);

create table sessions (
  token_hash text primary key,
  user_id uuid not null references users (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user on sessions (user_id);

create table auth_tokens (
  token_hash text primary key,
  user_id uuid not null references users (user_id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_verification')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_tokens_user on auth_tokens (user_id, purpose);

create table rate_limit_buckets (
  bucket text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

create table outbox (
  id bigserial primary key,
  org_id uuid references organizations (org_id) on delete set null,
  kind text not null check (kind in ('mail')),
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'logged', 'failed')),
  attempts integer not null default 0,
  available_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_due on outbox (available_at) where status in ('pending', 'sending');

create table configuration_items (
  org_id uuid not null references organizations (org_id) on delete cascade,
  name text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (org_id, name)
);

create table access_definitions (
  org_id uuid not null references organizations (org_id) on delete cascade,
  access_id uuid not null,
  name text not null,
  groups jsonb not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  primary key (org_id, access_id),
  unique (org_id)
);

create table user_notification_preferences (
  org_id uuid not null references organizations (org_id) on delete cascade,
  user_id uuid not null references users (user_id) on delete cascade,
  kind text not null,
  email boolean not null,
  sms boolean not null,
  primary key (org_id, user_id, kind)
);

create table organization_notification_settings (
  org_id uuid not null references organizations (org_id) on delete cascade,
  kind text not null,
  enabled boolean not null,
  email_recipients uuid[] not null default '{}',
  sms_recipients uuid[] not null default '{}',
  message text not null default '',
  primary key (org_id, kind)
);

do $$
declare t text;
begin
  foreach t in array array['organizations', 'venues', 'user_types', 'users', 'configuration_items',
    'access_definitions', 'user_notification_preferences', 'organization_notification_settings']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (app_org_visible(org_id)) with check (app_org_visible(org_id))', t);
  end loop;
end $$;
