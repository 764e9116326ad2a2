-- What every shop call reads and staff rarely change (the organisation, its settings, payment
-- settings and fees) is kept a few seconds in each server process (issue 13). Any change of those
-- rows announces the organisation on one channel, in the changing transaction (NOTIFY is sent at
-- commit, and not at all on rollback), so every process forgets its copy whoever wrote the row.
create function notify_organization_settings() returns trigger language plpgsql as $$
begin
  perform pg_notify('foyer_organization_settings', (case when tg_op = 'DELETE' then old.org_id else new.org_id end)::text);
  return null;
end $$;

create trigger organization_settings_changed after insert or update or delete on organizations
  for each row execute function notify_organization_settings();
create trigger organization_settings_changed after insert or update or delete on configuration_items
  for each row execute function notify_organization_settings();
create trigger organization_settings_changed after insert or update or delete on payment_settings
  for each row execute function notify_organization_settings();
create trigger organization_settings_changed after insert or update or delete on fees
  for each row execute function notify_organization_settings();
