-- Whether staff approved or refused an EAN order. The status alone said it (Canceled = refused)
-- until an approved order could be canceled afterwards: its buyer was then told it was refused.
alter table orders add column approval_outcome text check (approval_outcome in ('approved', 'refused'));
update orders set approval_outcome = case when status = 'Canceled' then 'refused' else 'approved' end
 where approval_decided_at is not null;
