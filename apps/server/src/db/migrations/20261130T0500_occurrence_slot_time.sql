-- A series may have several times a day (timed entry, a tour at 11 and at 14): each occurrence
-- keeps the time of the day it was planned at, so editing the series finds which of a day's
-- visits it is even after staff moved it on its own. Occurrences made before had one time a day:
-- a series' start time (midnight for an all-day one), a single event's own start.
alter table occurrences add column slot_time text;
-- Every museum's rows: FORCEd row security applies to the owner too.
select set_config('app.scope', 'platform', true);
update occurrences o
   set slot_time = case when (e.schedule ->> 'allDay')::boolean then '00:00'
                        when e.kind = 'Recurring' then e.schedule ->> 'startTime'
                        else e.schedule -> 'start' ->> 'time' end
  from events e
 where e.org_id = o.org_id and e.event_id = o.event_id;
