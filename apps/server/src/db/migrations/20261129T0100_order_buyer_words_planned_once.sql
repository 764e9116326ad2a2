-- The same buyer words as 1300 and 1340, at a third of the cost per order placed (issue 13). The
-- SQL version called order_search_tails in its select list, where PostgreSQL cannot inline it:
-- every order's trigger planned the tails' query anew, three times (120 µs of an order's 440 µs
-- insert, measured on 500 inserts). In PL/pgSQL the loop's query is planned once per connection,
-- with order_search_tails inlined into it (36 µs an order). A word met twice is given once, as
-- `distinct` did; the order they come in does not matter to the insert that takes them.
create or replace function order_buyer_words(consumer jsonb) returns setof text
language plpgsql immutable as $$
declare
  phrase text;
  tail text;
  given text[] := '{}';
begin
  foreach phrase in array array[
    consumer->>'email',
    concat_ws(' ', consumer->>'firstName', consumer->>'lastName'),
    consumer->'company'->>'name'
  ] loop
    continue when phrase is null;
    for tail in select t from order_search_tails(phrase) t loop
      if tail <> '' and not tail = any(given) then
        given := given || tail;
        return next tail;
      end if;
    end loop;
  end loop;
end $$;
