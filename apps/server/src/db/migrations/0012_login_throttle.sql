-- Sign-in slows down instead of locking (issue 10). Failures are counted per (account, address)
-- pair with growing delays; fixed-window buckets (per address, per account, forgot-password) now
-- say when they lapse, so a sweep can delete them. Infrastructure tables: no tenant policy.

alter table rate_limit_buckets add column expires_at timestamptz;
-- The longest window in use is an hour (forgot-password).
update rate_limit_buckets set expires_at = window_started_at + interval '1 hour';
alter table rate_limit_buckets alter column expires_at set not null;
create index rate_limit_buckets_expiry on rate_limit_buckets (expires_at);

create table login_failures (
  email text not null,
  address text not null,
  failures integer not null,
  -- The pair's next attempt is refused before this.
  next_attempt_at timestamptz not null,
  -- A pair quiet this long starts again from zero (and the sweep deletes it).
  forget_at timestamptz not null,
  primary key (email, address)
);
create index login_failures_expiry on login_failures (forget_at);
