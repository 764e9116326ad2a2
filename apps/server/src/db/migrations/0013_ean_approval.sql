-- Institutions' EAN orders wait for the museum's approval (issue 10). Nothing is paid when such an
-- order is placed, so by default it is Pending (SPEC §4's word) with its places held
-- (orders.holding) until staff approve it (tickets issued: CheckoutCompleted, the invoice follows)
-- or refuse it (Canceled, places back). The unpaid-orders sweep looks only at Created and
-- Payment pending, so a Pending order keeps its holds however long staff take.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('Created', 'Pending', 'Payment pending', 'Charged', 'CheckoutCompleted', 'Canceled', 'CouldNotLock', 'Refunded', 'RefundRequested'));

-- When and by whom an order was approved or refused, for the order's history.
alter table orders add column approval_decided_at timestamptz;
alter table orders add column approval_decided_by uuid;

-- Staff look for the orders waiting for them.
create index orders_awaiting_approval on orders (org_id, created_at) where status = 'Pending';
