-- Back office at scale (issue 13): the orders list's "of total" without counting every matching
-- order. The database keeps a tally of orders per museum, day and status; the list adds up the
-- days of its range instead of counting ~220,000 rows at 1 M orders.
--
-- No row is updated by checkouts: a counter per (museum, day, status) would be a hot row every
-- order of the day waits on. Each order placed, and each change of its status, appends a row to
-- order_day_count_changes (trigger below); the orders sweep (orders/order-day-counts.ts) moves
-- them into order_day_counts, one row per (museum, day, status), in one statement. A count reads
-- both in one snapshot, so it is exact at any moment.

-- The day an order counts on: its date in the museum's time zone, as the list reads its days
-- (orders-admin orderRange, DEFAULT_TIME_ZONE). A range whose ends are not such days counts its
-- partial days from orders (order-search.repository.ts).
create function order_count_day(placed timestamptz) returns date
language sql immutable as $$ select (placed at time zone 'Europe/Copenhagen')::date $$;

create function order_count_day_start(day date) returns timestamptz
language sql immutable as $$ select day::timestamp at time zone 'Europe/Copenhagen' $$;

create table order_day_counts (
  org_id uuid not null references organizations (org_id) on delete cascade,
  day date not null,
  status text not null,
  orders bigint not null,
  primary key (org_id, day, status)
);

-- An order entered a status on a day (placed: entered only), left one (a status change: both), or
-- went (left only). No foreign key to organizations: checking it would lock the museum's row for
-- every change; the sweep drops the changes of a museum deleted meanwhile.
create table order_day_count_changes (
  org_id uuid not null,
  change_id bigint generated always as identity,
  day date not null,
  left_status text,
  entered_status text,
  primary key (org_id, change_id)
);

create function keep_order_day_counts() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into order_day_count_changes (org_id, day, entered_status)
      values (new.org_id, order_count_day(new.created_at), new.status);
  elsif tg_op = 'DELETE' then
    insert into order_day_count_changes (org_id, day, left_status)
      values (old.org_id, order_count_day(old.created_at), old.status);
  elsif new.org_id = old.org_id and order_count_day(new.created_at) = order_count_day(old.created_at) then
    if new.status is distinct from old.status then
      insert into order_day_count_changes (org_id, day, left_status, entered_status)
        values (new.org_id, order_count_day(new.created_at), old.status, new.status);
    end if;
  else
    insert into order_day_count_changes (org_id, day, left_status, entered_status)
      values (old.org_id, order_count_day(old.created_at), old.status, null),
             (new.org_id, order_count_day(new.created_at), null, new.status);
  end if;
  return null;
end $$;

create trigger orders_keep_day_counts after insert or delete or update of status, created_at, org_id on orders
  for each row execute function keep_order_day_counts();

-- The orders there are, before the policies below would ask for an organisation.
insert into order_day_counts (org_id, day, status, orders)
  select org_id, order_count_day(created_at), status, count(*) from orders group by 1, 2, 3;

alter table order_day_counts enable row level security;
alter table order_day_counts force row level security;
create policy tenant_isolation on order_day_counts using (app_org_visible(org_id)) with check (app_org_visible(org_id));
alter table order_day_count_changes enable row level security;
alter table order_day_count_changes force row level security;
create policy tenant_isolation on order_day_count_changes using (app_org_visible(org_id)) with check (app_org_visible(org_id));
