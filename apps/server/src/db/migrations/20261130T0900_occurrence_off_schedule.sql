-- A series edit keeps a date whose day or time it dropped when the date sold or holds places:
-- it is marked, so a later edit neither moves it to another time (a sold 14:00 took a 16:00
-- added later, which was then never made) nor leaves it canceled when its own time comes back.
-- 'kept': kept for its sales, still on sale; 'offSale': kept only for places in a visitor's
-- cart, so the edit took it off sale (canceled), and it goes back on sale with its time.
alter table occurrences add column off_schedule text check (off_schedule in ('kept', 'offSale'));
