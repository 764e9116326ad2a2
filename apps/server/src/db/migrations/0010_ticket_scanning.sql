-- Scanning tickets at the door (SPEC §2 /scanTicket, §4 Ticket: Activate, Mark museum visit).
-- The rules live in @foyer/domain ticket-lifecycle.ts; these columns keep what it decided.

-- When and where the ticket was first let in. The venue is one of the organisation's (for a park's
-- combi ticket, the partner museum where the visitor started); null when none was named.
alter table tickets add column activated_at timestamptz;
alter table tickets add column activation_venue_id uuid;
alter table tickets add constraint tickets_activation_venue_fk
  foreign key (org_id, activation_venue_id) references venues (org_id, venue_id);

-- Museum visits marked on a ticket: at most one per venue (a park's combi ticket visits each
-- partner museum once; the domain allows a regular ticket one visit in all). The ticket row is
-- locked while a visit is added, so the key is the last guard, not the first.
create table ticket_visits (
  org_id uuid not null,
  ticket_id uuid not null,
  venue_id uuid not null,
  visited_at timestamptz not null,
  -- The staff member who scanned; kept when the user is removed, as the visit still happened.
  scanned_by uuid references users (user_id) on delete set null,
  primary key (org_id, ticket_id, venue_id),
  foreign key (org_id, ticket_id) references tickets (org_id, ticket_id) on delete cascade,
  foreign key (org_id, venue_id) references venues (org_id, venue_id)
);
-- The visits report (SPEC §7 /api/tickets/fetch/visits) reads visits by venue and time.
create index ticket_visits_venue on ticket_visits (org_id, venue_id, visited_at);

alter table ticket_visits enable row level security;
alter table ticket_visits force row level security;
create policy tenant_isolation on ticket_visits using (app_org_visible(org_id)) with check (app_org_visible(org_id));
