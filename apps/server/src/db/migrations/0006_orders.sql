-- Orders, their payments and tickets (SPEC §3 Order, §4 order and payment status, Ticket).
-- An order is made from a cart at payment: its lines keep what was held, with the prices of that
-- moment. While the payment is pending the holds stay counted in the buckets until
-- hold_expires_at; a charge turns them into sold tickets, a decline or a lapse gives them back.

create sequence order_numbers start 100001;

create table orders (
  org_id uuid not null references organizations (org_id) on delete cascade,
  order_id uuid not null,
  order_number bigint not null default nextval('order_numbers') unique,
  cart_id uuid not null,
  status text not null check (status in ('Created', 'Payment pending', 'Charged', 'Canceled', 'CouldNotLock', 'Refunded', 'RefundRequested')),
  -- Whether the lines' tickets are still counted as held in their buckets.
  holding boolean not null default true,
  hold_expires_at timestamptz not null,
  currency text not null,
  total_net_minor bigint not null,
  total_tax_minor bigint not null,
  total_gross_minor bigint not null,
  consumer jsonb not null,
  language text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  charged_at timestamptz,
  primary key (org_id, order_id),
  unique (org_id, cart_id)
);
create index orders_pending on orders (hold_expires_at) where holding and status in ('Created', 'Payment pending');

create table order_lines (
  org_id uuid not null,
  order_id uuid not null,
  line_no integer not null,
  occurrence_id uuid not null,
  ticket_type_id uuid not null,
  bucket text not null,
  quantity integer not null check (quantity > 0),
  unit_net_minor bigint not null,
  vat_basis_points integer not null,
  unit_gross_minor bigint not null,
  -- What the buyer saw, kept even if staff rename or delete later.
  event_names jsonb not null,
  ticket_names jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  time_zone text not null,
  venue_name text,
  holder_names jsonb not null default '[]',
  primary key (org_id, order_id, line_no),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);

create table payments (
  org_id uuid not null,
  payment_id uuid not null,
  order_id uuid not null,
  provider text not null,
  provider_payment_id text not null,
  status text not null check (status in ('Pending', 'Charged', 'Declined', 'Refunded')),
  amount_minor bigint not null,
  currency text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (org_id, payment_id),
  unique (provider, provider_payment_id),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);

create table tickets (
  org_id uuid not null,
  ticket_id uuid not null,
  order_id uuid not null,
  line_no integer not null,
  occurrence_id uuid not null,
  ticket_type_id uuid not null,
  -- The QR's content: 128 random bits, unguessable, unique across all organisations.
  code text not null unique,
  status text not null default 'NOT_ACTIVATED' check (status in ('NOT_ACTIVATED', 'ACTIVATED', 'EXPIRED', 'CANCELED')),
  visit_state text not null default 'NOT_VISITED' check (visit_state in ('NOT_VISITED', 'VISITED')),
  holder_name text,
  created_at timestamptz not null default now(),
  primary key (org_id, ticket_id),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index tickets_order on tickets (org_id, order_id);

do $$
declare t text;
begin
  foreach t in array array['orders', 'order_lines', 'payments', 'tickets']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (app_org_visible(org_id)) with check (app_org_visible(org_id))', t);
  end loop;
end $$;

-- Provider webhooks, kept by their event id so a duplicate changes nothing. Infrastructure like
-- the outbox: written before the organisation is known.
create table payment_webhook_events (
  provider text not null,
  event_id text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- The built-in test provider's own book of payments (it stands for an external service).
create table test_provider_payments (
  provider_payment_id text primary key,
  amount_minor bigint not null,
  currency text not null,
  description text not null,
  return_url text not null,
  webhook_url text not null,
  state text not null default 'pending' check (state in ('pending', 'approved', 'declined', 'refunded')),
  refunded_minor bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in ('mail', 'order-confirmation', 'webhook'));
