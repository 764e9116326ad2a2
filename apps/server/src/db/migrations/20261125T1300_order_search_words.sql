-- Back office at scale (issue 13): finding orders by part of a buyer's address or name through an
-- index. `ilike '%…%'` cannot use one under row-level security (see 0655: it is not leakproof);
-- a comparison of text by its bytes can (text_pattern_ge and text_pattern_lt are leakproof). So
-- each order keeps, here, the tails of its buyer's address, full name and company that start at a
-- word ("h.c@andersen.test", "c@andersen.test", "andersen.test", "test"; "hans christian
-- andersen", "christian andersen", "andersen"), kept by the database itself as buyer_email is, and
-- a search finds the orders with a tail that starts with what was typed: "blix" finds
-- karen@blixen.test, "hans chr" and "christian andersen" Hans Christian Andersen. One range of
-- one index, whatever the words.
create table order_search_words (
  org_id uuid not null,
  order_id uuid not null,
  word text not null,
  primary key (org_id, order_id, word),
  foreign key (org_id, order_id) references orders (org_id, order_id) on delete cascade
);
create index order_search_words_by_word on order_search_words (org_id, word text_pattern_ops) include (order_id);

-- lower() as the database has it, so a search lowered the same way meets the same letters; runs of
-- spaces read as one, as the search reads them.
create function order_search_tails(phrase text) returns setof text
language sql immutable as $$
  select substr(p.text, start.at)
  from (select regexp_replace(btrim(lower(phrase)), '[[:space:]]+', ' ', 'g') as text) p,
       generate_series(1, length(p.text)) as start(at)
  where substr(p.text, start.at, 1) !~ '[[:space:]@._+,;:()/"''-]'
    and (start.at = 1 or substr(p.text, start.at - 1, 1) ~ '[[:space:]@._+,;:()/"''-]')
$$;

create function order_buyer_words(consumer jsonb) returns setof text
language sql immutable as $$
  select distinct tail from (
    select order_search_tails(consumer->>'email') as tail
    union all
    select order_search_tails(concat_ws(' ', consumer->>'firstName', consumer->>'lastName'))
    union all
    select order_search_tails(consumer->'company'->>'name')
  ) tails
  where tail is not null and tail <> ''
$$;

create function keep_order_search_words() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.consumer is not distinct from old.consumer then return new; end if;
    delete from order_search_words where org_id = new.org_id and order_id = new.order_id;
  end if;
  insert into order_search_words (org_id, order_id, word)
    select new.org_id, new.order_id, word from order_buyer_words(new.consumer) word;
  return new;
end $$;

create trigger orders_keep_search_words after insert or update of consumer on orders
  for each row execute function keep_order_search_words();

-- The orders there are, before the policy below would ask for an organisation.
insert into order_search_words (org_id, order_id, word)
  select o.org_id, o.order_id, word from orders o, order_buyer_words(o.consumer) word;

alter table order_search_words enable row level security;
alter table order_search_words force row level security;
create policy tenant_isolation on order_search_words using (app_org_visible(org_id)) with check (app_org_visible(org_id));
