-- The event wizard's draft: one per user and organisation, saved between steps so a user can
-- close the browser and resume elsewhere. It holds the wizard's answers as they are (possibly
-- incomplete, so not an event yet); the event itself is created on the wizard's last step.
create table event_wizard_drafts (
  org_id uuid not null references organizations (org_id) on delete cascade,
  user_id uuid not null references users (user_id) on delete cascade,
  step text not null,
  answers jsonb not null,
  saved_at timestamptz not null default now(),
  primary key (org_id, user_id)
);
alter table event_wizard_drafts enable row level security;
alter table event_wizard_drafts force row level security;
create policy tenant_isolation on event_wizard_drafts using (app_org_visible(org_id)) with check (app_org_visible(org_id));
