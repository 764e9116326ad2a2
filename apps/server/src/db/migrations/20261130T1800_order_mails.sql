-- The order's page lists every mail about the order, not only its confirmations: the refund mails
-- and the refusal of an EAN order now carry the order in their payload (`orderId`, `orderMail`).
-- One index serves both kinds; it replaces the confirmations' own.
drop index if exists outbox_order_confirmations;
create index outbox_order_mails on outbox (org_id, (payload->>'orderId')) where kind in ('order-confirmation', 'mail');

-- Every museum's rows: FORCEd row security applies to the owner too.
select set_config('app.scope', 'platform', true);

-- The mails queued before this carry no order. Each was written in the transaction that refunded
-- or refused the order, so its now() is that refund's or that decision's time, to the same buyer.
update outbox m
   set payload = m.payload || jsonb_build_object('orderId', r.order_id, 'orderMail', 'order-refund')
  from refunds r
  join orders o on o.org_id = r.org_id and o.order_id = r.order_id
 where m.kind = 'mail'
   and not (m.payload ? 'orderId')
   and m.org_id = r.org_id
   and r.status = 'Refunded'
   and m.created_at in (r.created_at, r.updated_at)
   and lower(m.payload->>'to') = o.buyer_email;

update outbox m
   set payload = m.payload || jsonb_build_object('orderId', o.order_id, 'orderMail', 'order-refused')
  from orders o
 where m.kind = 'mail'
   and not (m.payload ? 'orderId')
   and m.org_id = o.org_id
   and o.status = 'Canceled'
   and m.created_at = o.approval_decided_at
   and lower(m.payload->>'to') = o.buyer_email;

-- 20261130T1600 copied the posted marks made before it without this scope, so a database whose
-- owner is not a superuser got none of them: copied here, once, for an order that has no change yet.
insert into order_post_changes (org_id, change_id, order_id, change, changed_by, created_at)
select o.org_id, gen_random_uuid(), o.order_id, 'sent', o.sent_by_post_by, o.sent_by_post_at
  from orders o
 where o.sent_by_post_at is not null
   and not exists (select 1 from order_post_changes c where c.org_id = o.org_id and c.order_id = o.order_id);
