-- A payment the buyer disputed with their card issuer (issue 10 follow-up). Staff must answer it
-- at the provider before its deadline, so the order shows it while it is open:
-- `dispute_opened_at` is set when settlement first reads the dispute as open and cleared when it
-- no longer is (won; or lost, which settlement also applies as a refund). Each change is kept,
-- once, for the order's history.
alter table payments add column dispute_opened_at timestamptz;

create table payment_dispute_changes (
  org_id uuid not null references organizations (org_id) on delete cascade,
  change_id uuid not null,
  payment_id uuid not null,
  change text not null check (change in ('opened', 'closed')),
  created_at timestamptz not null default now(),
  primary key (org_id, change_id),
  foreign key (org_id, payment_id) references payments (org_id, payment_id) on delete cascade
);
create index payment_dispute_changes_payment on payment_dispute_changes (org_id, payment_id, created_at);

alter table payment_dispute_changes enable row level security;
alter table payment_dispute_changes force row level security;
create policy tenant_isolation on payment_dispute_changes using (app_org_visible(org_id)) with check (app_org_visible(org_id));
