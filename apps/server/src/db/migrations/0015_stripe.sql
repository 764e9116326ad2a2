-- Stripe as the first real payment provider (issue 10).
-- An organisation may choose Stripe and paste its account's keys: the secret API key and the
-- webhook signing secret. Both are stored encrypted (AES-256-GCM, `lib/secret-box.ts`, bound to
-- the organisation), never returned: the settings show only whether each is set and its last
-- four characters, kept apart for that.
alter table payment_settings drop constraint payment_settings_provider_check;
alter table payment_settings add constraint payment_settings_provider_check check (provider in ('test', 'stripe'));
alter table payment_settings add column stripe_secret_key text;
alter table payment_settings add column stripe_secret_key_last4 text;
alter table payment_settings add column stripe_webhook_secret text;
alter table payment_settings add column stripe_webhook_secret_last4 text;

-- The test provider honours a refund's idempotency key as Stripe does, so both pass one contract.
alter table test_provider_payments add column refund_keys text[] not null default '{}';
