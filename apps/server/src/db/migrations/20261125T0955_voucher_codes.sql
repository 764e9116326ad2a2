-- Gift voucher codes (issue 14): each voucher sold is a code worth its value, spent in part or
-- whole against later orders of the same organisation until it expires. A redemption is held by
-- an order while its payment is open (the code's balance already taken, so two buyers can never
-- spend the same money), spent when the order is charged, released when the attempt fails.

create table voucher_codes (
  org_id uuid not null references organizations (org_id) on delete cascade,
  code_id uuid not null,
  -- What the buyer types and the QR carries: 12 characters of an alphabet without look-alikes.
  code text not null unique,
  voucher_id uuid not null,
  -- The order that bought it, and its line.
  order_id uuid not null,
  line_no integer not null,
  value_minor bigint not null check (value_minor > 0),
  balance_minor bigint not null check (balance_minor >= 0 and balance_minor <= value_minor),
  currency text not null,
  -- Null: it does not expire (valid for 0 months).
  expires_at timestamptz,
  status text not null default 'Active' check (status in ('Active', 'Canceled')),
  recipient_name text,
  message text,
  created_at timestamptz not null default now(),
  canceled_at timestamptz,
  primary key (org_id, code_id),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index voucher_codes_voucher on voucher_codes (org_id, voucher_id, created_at);
create index voucher_codes_order on voucher_codes (org_id, order_id);

create table voucher_redemptions (
  org_id uuid not null,
  redemption_id uuid not null,
  code_id uuid not null,
  -- The order it pays (part of).
  order_id uuid not null,
  amount_minor bigint not null check (amount_minor > 0),
  status text not null check (status in ('Held', 'Spent', 'Released')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  primary key (org_id, redemption_id),
  foreign key (org_id, code_id) references voucher_codes (org_id, code_id) on delete cascade,
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index voucher_redemptions_order on voucher_redemptions (org_id, order_id);
create index voucher_redemptions_code on voucher_redemptions (org_id, code_id, created_at);

-- The part of an order's total a voucher pays; the provider is asked for the rest.
alter table orders add column voucher_paid_minor bigint not null default 0 check (voucher_paid_minor >= 0);

do $$
declare t text;
begin
  foreach t in array array['voucher_codes', 'voucher_redemptions']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (app_org_visible(org_id)) with check (app_org_visible(org_id))', t);
  end loop;
end $$;

-- A refund of an order a gift voucher paid goes back on the code first (up to what it paid), the
-- rest to the card: the part credited to vouchers, of the refund's whole amount.
alter table refunds add column voucher_minor bigint not null default 0 check (voucher_minor >= 0 and voucher_minor <= amount_minor);
