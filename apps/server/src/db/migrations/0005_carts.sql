-- The public shop's carts and the holds they take (DESIGN §4). A cart line holds `quantity`
-- tickets of one ticket type of one occurrence, counted in its bucket's `held`. Releasing a line
-- (revoke, expiry) subtracts its quantity and deletes it in one transaction, so no hold is ever
-- released twice; an open cart's lines are exactly what its holds count.

create table carts (
  org_id uuid not null references organizations (org_id) on delete cascade,
  cart_id uuid not null,
  language text not null,
  status text not null default 'Open' check (status in ('Open', 'Expired', 'CheckedOut')),
  -- When the holds lapse; null while the cart holds nothing.
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, cart_id)
);
-- The sweep's look-up: open carts whose holds have lapsed.
create index carts_expiry on carts (expires_at) where status = 'Open' and expires_at is not null;

create table cart_items (
  org_id uuid not null,
  cart_id uuid not null,
  item_id uuid not null,
  kind text not null check (kind in ('Event')),
  occurrence_id uuid not null,
  school_class_id uuid,
  position integer not null,
  primary key (org_id, item_id),
  foreign key (org_id, cart_id) references carts (org_id, cart_id) on delete cascade,
  foreign key (org_id, occurrence_id) references occurrences (org_id, occurrence_id) on delete cascade
);
create index cart_items_cart on cart_items (org_id, cart_id, position);

create table cart_lines (
  org_id uuid not null,
  item_id uuid not null,
  ticket_type_id uuid not null,
  bucket text not null,
  quantity integer not null check (quantity > 0),
  holder_names jsonb not null default '[]',
  primary key (org_id, item_id, ticket_type_id),
  foreign key (org_id, item_id) references cart_items (org_id, item_id) on delete cascade,
  foreign key (org_id, ticket_type_id) references ticket_types (org_id, ticket_type_id) on delete cascade
);

do $$
declare t text;
begin
  foreach t in array array['carts', 'cart_items', 'cart_lines']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (app_org_visible(org_id)) with check (app_org_visible(org_id))', t);
  end loop;
end $$;
