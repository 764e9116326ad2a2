-- Whether an organisation tells its staff of new orders is read with its sale settings (kept a few
-- seconds in each process, sale-settings.ts), so the outbox does not ask the database per order.
-- A change of the notification settings announces the organisation like the other settings do.
create trigger organization_settings_changed after insert or update or delete on organization_notification_settings
  for each row execute function announce_organization('foyer_organization_settings');
