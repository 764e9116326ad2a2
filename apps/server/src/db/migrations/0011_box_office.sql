-- Sales at the desk and printed offline tickets (SPEC §7 offline-buy, GenerateOfflineTicketsWrite).
-- They come from the same inventory buckets as the web shop, counted in sold_offline, and are
-- orders like any other (their tickets are scanned and refunded the same way), paid in cash or
-- otherwise rather than through a provider.
alter table orders drop constraint orders_payment_method_check;
alter table orders add constraint orders_payment_method_check
  check (payment_method in ('Card', 'EanPayment', 'CashPayment', 'PayedOtherwise'));
-- Where the order was sold: the web shop, the desk, or printed ahead.
alter table orders add column channel text not null default 'online' check (channel in ('online', 'door', 'offline'));
