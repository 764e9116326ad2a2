-- Each time staff mark a posted order sent, or take the mark back, kept for the order's history:
-- `orders.sent_by_post_at` says only where it stands now, so "Not sent after all" left no trace.
create table order_post_changes (
  org_id uuid not null references organizations (org_id) on delete cascade,
  change_id uuid not null,
  order_id uuid not null,
  change text not null check (change in ('sent', 'unsent')),
  changed_by uuid,
  created_at timestamptz not null default now(),
  primary key (org_id, change_id),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index order_post_changes_order on order_post_changes (org_id, order_id, created_at);

alter table order_post_changes enable row level security;
alter table order_post_changes force row level security;
create policy tenant_isolation on order_post_changes using (app_org_visible(org_id)) with check (app_org_visible(org_id));

-- The marks made before this table: one change each, at its time and by whom.
insert into order_post_changes (org_id, change_id, order_id, change, changed_by, created_at)
select org_id, gen_random_uuid(), order_id, 'sent', sent_by_post_by, sent_by_post_at from orders where sent_by_post_at is not null;
