-- A whole refund of an order that sold gift vouchers cancels what is left on its codes and keeps
-- what they had paid for since (issue 14): the refund records both, the rest canceled (refunded
-- with the amount) and the part used (kept by the museum, not in the amount).
alter table refunds add column codes_used_minor bigint not null default 0 check (codes_used_minor >= 0);
alter table refunds add column codes_canceled_minor bigint not null default 0 check (codes_canceled_minor >= 0);
