-- An event's refund policy can now be changed after it has sold (PUT /api/events/:id/details).
-- What was sold keeps the policy it was sold under: each admission line carries its own copy, as it
-- carries the event's names and venue. Null on the other kinds, and on an admission whose event is
-- gone (which refunds nothing without an override, as before).
alter table order_lines add column refund_policy text;

-- Every museum's rows: FORCEd row security applies to the owner too.
select set_config('app.scope', 'platform', true);

-- Until now the policy could not change after creation, so the event's policy today is the one
-- each of its lines was sold under.
update order_lines l
   set refund_policy = e.refund_policy
  from occurrences o
  join events e on e.org_id = o.org_id and e.event_id = o.event_id
 where l.kind = 'Event'
   and l.org_id = o.org_id
   and l.occurrence_id = o.occurrence_id;
