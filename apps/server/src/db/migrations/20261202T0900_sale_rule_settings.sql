-- The sale rules a museum may change became built-in settings with typed values: how long a cart
-- holds its seats (HOLD_MINUTES) and whether an Institution's EAN order waits for staff
-- (EAN_APPROVAL, EAN_AUTO_LIMIT in minor units). Absent, each meant its default; every museum now
-- has them in its settings, with those defaults, so staff see the rules they sell under.
insert into configuration_items (org_id, name, value)
select org_id, defaults.name, defaults.value
  from organizations
 cross join (values ('HOLD_MINUTES', '15'), ('EAN_APPROVAL', 'Manual'), ('EAN_AUTO_LIMIT', '0')) as defaults (name, value)
    on conflict (org_id, name) do nothing;
