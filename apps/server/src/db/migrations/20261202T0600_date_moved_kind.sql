-- A date moved with tickets sold: staff may have its buyers told. One row per move, which the
-- worker turns into a mail per order with tickets for it.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('mail', 'order-confirmation', 'webhook', 'canceled-date-refund', 'new-order-notice', 'date-moved'));
