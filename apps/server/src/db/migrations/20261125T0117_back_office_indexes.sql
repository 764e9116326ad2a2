-- Back office at scale (issue 13): the orders list reads an organisation's orders newest first
-- within a date range (order by created_at desc, order_number desc), and the tickets of an
-- occurrence are read by (org_id, occurrence_id); both scanned the whole table before.
-- payments already has (org_id, order_id) (payments_one_per_order, 0014).
create index orders_by_placed on orders (org_id, created_at desc, order_number desc) include (status);
create index tickets_by_occurrence on tickets (org_id, occurrence_id);
