-- The same tails as 1300 made five times faster (36 µs against 180 µs a phrase, measured on 60,000
-- addresses): one regular expression cuts the phrase into its words, each with the separators that
-- follow it, and each tail joins the words from one on, instead of a test per character. It runs
-- for every order placed, and for every order when the table is filled.
create or replace function order_search_tails(phrase text) returns setof text
language sql immutable as $$
  select array_to_string(words.pieces[i:], '')
  from (select array(
          select piece[1] from regexp_matches(regexp_replace(btrim(lower(phrase)), '[[:space:]]+', ' ', 'g'),
            '([^[:space:]@._+,;:()/"''-]+[[:space:]@._+,;:()/"''-]*)', 'g') as piece) as pieces) words,
       generate_subscripts(words.pieces, 1) i
$$;
