-- Staff taking a call type a name the way a keyboard without æ, ø and å lets them: "soren" for
-- "Søren", "moller" or "moeller" for "Møller", "aase" for "Åse". Each buyer word is also kept in
-- two plain spellings: the letters without their marks (ø → o, å → a, æ → ae) and as they are
-- written out (ø → oe, å → aa, æ → ae); ö, ä, ü and é likewise. A word without such letters
-- gives no more words, so an ordinary sale's insert writes what it wrote before.
create or replace function order_buyer_words(consumer jsonb) returns setof text
language plpgsql immutable as $$
declare
  phrase text;
  tail text;
  spelled text;
  given text[] := '{}';
begin
  foreach phrase in array array[
    consumer->>'email',
    concat_ws(' ', consumer->>'firstName', consumer->>'lastName'),
    consumer->'company'->>'name'
  ] loop
    continue when phrase is null;
    for tail in select t from order_search_tails(phrase) t loop
      continue when tail = '';
      foreach spelled in array array[
        tail,
        translate(replace(replace(tail, 'æ', 'ae'), 'Æ', 'ae'), 'øåöäüéèØÅÖÄÜÉÈ', 'oaoaueeoaoauee'),
        translate(
          replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
            tail, 'æ', 'ae'), 'Æ', 'ae'), 'ø', 'oe'), 'Ø', 'oe'), 'å', 'aa'), 'Å', 'aa'),
            'ö', 'oe'), 'Ö', 'oe'), 'ä', 'ae'), 'Ä', 'ae'), 'ü', 'ue'), 'Ü', 'ue'),
          'éèÉÈ', 'eeee')
      ] loop
        if not spelled = any(given) then
          given := given || spelled;
          return next spelled;
        end if;
      end loop;
    end loop;
  end loop;
end $$;

-- The orders placed before: their words in the plain spellings too (only names with such letters
-- gain any).
alter table order_search_words no force row level security;
insert into order_search_words (org_id, order_id, word, created_at)
  select o.org_id, o.order_id, w.word, o.created_at
  from orders o, order_buyer_words(o.consumer) w(word)
  where o.consumer::text ~ '[æøåöäüéèÆØÅÖÄÜÉÈ]'
on conflict do nothing;
alter table order_search_words force row level security;
