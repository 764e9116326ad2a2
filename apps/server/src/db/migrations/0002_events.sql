-- Events: admin event types, events (single or recurring series), their occurrences, ticket
-- types, inventory buckets (the only home of capacity, DESIGN §4) and guide assignments.
-- Same tenancy pattern as 0001: org_id first in every key, FORCEd RLS on app_org_visible.

create table event_types (
  org_id uuid not null references organizations (org_id) on delete cascade,
  event_type_id uuid not null,
  name text not null,
  created_at timestamptz not null default now(),
  primary key (org_id, event_type_id),
  unique (org_id, name)
);

create table events (
  org_id uuid not null references organizations (org_id) on delete cascade,
  event_id uuid not null,
  kind text not null check (kind in ('Single', 'Recurring')),
  status text not null default 'Draft' check (status in ('Draft', 'Published', 'Canceled')),
  publish_at timestamptz,
  visibility text not null check (visibility in ('Private', 'Public', 'CustomerRequest', 'CustomerRequestWithPayment')),
  names jsonb not null,
  event_type_id uuid not null,
  category text,
  languages text[] not null default '{}',
  display boolean not null default true,
  venue_id uuid,
  online_url text,
  time_zone text not null,
  duration_minutes integer not null check (duration_minutes >= 0),
  experience jsonb not null,
  refund_policy text not null,
  default_language text not null,
  sale_mode text not null check (sale_mode in ('POOL', 'INDIVIDUAL')),
  pool_capacity integer check (pool_capacity >= 0),
  schedule jsonb not null,
  version integer not null default 1,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, event_id),
  foreign key (org_id, event_type_id) references event_types (org_id, event_type_id),
  foreign key (org_id, venue_id) references venues (org_id, venue_id),
  check ((venue_id is null) <> (online_url is null))
);
create index events_org_status on events (org_id, status);

create table occurrences (
  org_id uuid not null,
  occurrence_id uuid not null,
  event_id uuid not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  local_date date not null,
  all_day boolean not null default false,
  status text not null default 'Published' check (status in ('Published', 'Canceled')),
  overrides jsonb not null default '{}',
  primary key (org_id, occurrence_id),
  foreign key (org_id, event_id) references events (org_id, event_id) on delete cascade,
  check (ends_at > starts_at)
);
create index occurrences_event on occurrences (org_id, event_id, starts_at);
create index occurrences_time on occurrences (org_id, starts_at);

create table ticket_types (
  org_id uuid not null,
  ticket_type_id uuid not null,
  event_id uuid not null,
  names jsonb not null,
  age text not null check (age in ('Adult', 'Underage')),
  net_minor bigint not null check (net_minor >= 0),
  vat_basis_points integer not null check (vat_basis_points between 0 and 10000),
  sales_channel text not null check (sales_channel in ('ONLINE', 'ONLINE_AND_DOOR')),
  quantity integer check (quantity >= 0),
  require_minimum_quantity integer check (require_minimum_quantity >= 1),
  position integer not null,
  primary key (org_id, ticket_type_id),
  foreign key (org_id, event_id) references events (org_id, event_id) on delete cascade
);
create index ticket_types_event on ticket_types (org_id, event_id, position);

-- bucket: 'pool' (Pool restricted) or a ticket_type_id (Individual restricted).
create table inventory_buckets (
  org_id uuid not null,
  occurrence_id uuid not null,
  bucket text not null,
  capacity integer check (capacity >= 0),
  sold integer not null default 0 check (sold >= 0),
  sold_offline integer not null default 0 check (sold_offline >= 0),
  held integer not null default 0 check (held >= 0),
  primary key (org_id, occurrence_id, bucket),
  foreign key (org_id, occurrence_id) references occurrences (org_id, occurrence_id) on delete cascade,
  constraint inventory_within_capacity check (capacity is null or sold + sold_offline + held <= capacity)
);

create table guide_assignments (
  org_id uuid not null,
  assignment_id uuid not null,
  event_id uuid not null,
  occurrence_id uuid,
  user_id uuid not null references users (user_id) on delete cascade,
  status text not null default 'REQUESTED' check (status in ('REQUESTED', 'ACCEPTED', 'REJECTED', 'CONFIRMED_BY_ADMIN')),
  created_at timestamptz not null default now(),
  primary key (org_id, assignment_id),
  foreign key (org_id, event_id) references events (org_id, event_id) on delete cascade,
  foreign key (org_id, occurrence_id) references occurrences (org_id, occurrence_id) on delete cascade
);
create index guide_assignments_event on guide_assignments (org_id, event_id);
create index guide_assignments_user on guide_assignments (org_id, user_id);

do $$
declare t text;
begin
  foreach t in array array['event_types', 'events', 'occurrences', 'ticket_types', 'inventory_buckets', 'guide_assignments']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (app_org_visible(org_id)) with check (app_org_visible(org_id))', t);
  end loop;
end $$;

-- The §3 admin-created event types for organisations that exist already; new ones get them from
-- organization-setup.service.ts. Platform scope: FORCEd RLS applies to a non-superuser owner too.
select set_config('app.scope', 'platform', true);
insert into event_types (org_id, event_type_id, name)
select o.org_id, gen_random_uuid(), t.name
from organizations o
cross join unnest(array['Vernissage', 'Guide', 'Concert', 'EntranceTicket', 'EntranceTicketKombi', 'IntroductionMax40People',
  'GuidedTourMax15People', 'CombiTicket5p5', 'BookResercher', 'SchoolClass']) as t(name)
on conflict do nothing;
