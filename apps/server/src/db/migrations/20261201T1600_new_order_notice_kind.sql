-- An EAN order that waits for staff's approval has no confirmation to carry the "New order" notice:
-- it queues a row of its own, delivered by the outbox like the others.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check
  check (kind in ('mail', 'order-confirmation', 'webhook', 'canceled-date-refund', 'new-order-notice'));
