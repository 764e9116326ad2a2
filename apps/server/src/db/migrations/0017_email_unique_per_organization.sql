-- An address is unique per organisation, not platform-wide: one person (a freelance guide) may
-- have an account in several museums, and an organisation admin must not learn from a refusal
-- that an address has an account elsewhere. Sign-in tries every live account with the address.
drop index users_email_live;
create unique index users_org_email_live on users (org_id, lower(email)) where deleted_at is null;
-- Sign-in and password reset look accounts up by address across organisations.
create index users_email on users (lower(email)) where deleted_at is null;
