-- Fees in carts and orders, and Institutions paying by EAN invoice (SPEC §3 Fee, §7 `fee`).
-- A cart keeps the fee categories the visitor asked for (Shipping; EAN when an Institution is
-- about to check out); its fees are priced from the organisation's fee rules whenever it is read.
-- An order keeps the fees it was priced with, as it keeps its lines' prices.
alter table carts add column requested_fees text[] not null default '{}'
  check (requested_fees <@ array['Shipping', 'EAN']::text[]);

alter table orders add column fees jsonb not null default '[]';
alter table orders add column payment_method text not null default 'Card'
  check (payment_method in ('Card', 'EanPayment'));
-- Where the shop was when the buyer left to pay (family, the museum's page), for the way back.
alter table orders add column shop_return jsonb not null default '{}';

-- An Institution's order is complete at checkout (its tickets issued and counted as sold) and is
-- paid later by the EAN invoice: CheckoutCompleted, as SPEC §4 names it.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('Created', 'Payment pending', 'Charged', 'CheckoutCompleted', 'Canceled', 'CouldNotLock', 'Refunded', 'RefundRequested'));
