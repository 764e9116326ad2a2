-- What staff tell the buyer when they refuse an EAN order (optional): the refusal mail gives it,
-- the order's history keeps it. Before, the buyer was only told to contact the museum.
alter table orders add column refusal_reason text check (char_length(refusal_reason) <= 500);
