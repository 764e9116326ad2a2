-- Two more things every process keeps a few seconds (issue 13), each kept right by the database
-- announcing its changes at commit (as migration 20261127T0512 does for the settings).

-- One function announces a changed row's organisation on the channel its trigger names: the
-- settings' triggers (20261127T0512, whose function of their own it replaces) and the catalogue's.
create function announce_organization() returns trigger language plpgsql as $$
begin
  perform pg_notify(tg_argv[0], (case when tg_op = 'DELETE' then old.org_id else new.org_id end)::text);
  return null;
end $$;

do $$
declare
  settings_table text;
begin
  foreach settings_table in array array['organizations', 'configuration_items', 'payment_settings', 'fees'] loop
    execute format('drop trigger organization_settings_changed on %I', settings_table);
    execute format('create trigger organization_settings_changed after insert or update or delete on %I
      for each row execute function announce_organization(''foyer_organization_settings'')', settings_table);
  end loop;
end $$;
drop function notify_organization_settings();

-- The shop's event lists: an organisation is announced when its catalogue changes (events, their
-- types, venues, occurrences, ticket types) or when a bucket's "tickets left" turns: a sale that
-- leaves tickets either side of that line is not announced, so a rush does not clear the lists.
do $$
declare
  catalogue_table text;
begin
  foreach catalogue_table in array array['events', 'event_types', 'venues', 'occurrences', 'ticket_types'] loop
    execute format('create trigger shop_catalogue_changed after insert or update or delete on %I
      for each row execute function announce_organization(''foyer_shop_catalogue'')', catalogue_table);
  end loop;
end $$;
create trigger shop_catalogue_changed after insert or delete on inventory_buckets
  for each row execute function announce_organization('foyer_shop_catalogue');
create trigger shop_catalogue_tickets_left_turned after update on inventory_buckets
  for each row
  when ((old.capacity is null or old.capacity > old.sold + old.sold_offline + old.held)
    is distinct from (new.capacity is null or new.capacity > new.sold + new.sold_offline + new.held))
  execute function announce_organization('foyer_shop_catalogue');

-- Signed-in identities, kept by session: a session revoked, shortened or set back (its last use
-- moved earlier) announces itself; an account's change announces the account, an organisation's
-- access definition the organisation. A session's last use moving on is not announced.
create function notify_identity() returns trigger language plpgsql as $$
declare
  changed record;
begin
  if tg_op = 'DELETE' then changed := old; else changed := new; end if;
  -- One branch per table: a record's fields are only read where the table has them.
  if tg_table_name = 'sessions' then
    perform pg_notify('foyer_identities', 'session:' || changed.token_hash);
  elsif tg_table_name = 'users' then
    perform pg_notify('foyer_identities', 'user:' || changed.user_id::text);
  else
    perform pg_notify('foyer_identities', 'org:' || changed.org_id::text);
  end if;
  return null;
end $$;

create trigger identity_changed after update on sessions
  for each row
  when (old.revoked_at is distinct from new.revoked_at
    or old.expires_at is distinct from new.expires_at
    or new.last_seen_at < old.last_seen_at
    or old.user_id is distinct from new.user_id)
  execute function notify_identity();
create trigger identity_ended after delete on sessions
  for each row execute function notify_identity();
create trigger identity_changed after update or delete on users
  for each row execute function notify_identity();
create trigger identity_changed after insert or update or delete on access_definitions
  for each row execute function notify_identity();
