-- Issue 12, defect 8: a ticket for a later day is refused at the door unless a staff member
-- overrides on purpose. Who let a ticket in, and whether that was such an override, is kept on the
-- ticket (its activation time is activated_at). The user is kept out when removed, as the entry
-- still happened.
alter table tickets add column activated_by uuid references users (user_id) on delete set null;
alter table tickets add column activated_before_its_day boolean not null default false;
