import { sql, type SQL } from 'drizzle-orm';
import { parseTicketNumber, type OrderStatus, type PostFilter, type SaleKind } from '@foyer/contracts';
import { normalizeVoucherCode, VOUCHER_CODE_LENGTH, type PostalAddress } from '@foyer/domain';
import { queryRows, type Tx } from '../../db/client.js';
import type { OrderFee } from '../../db/schema/index.js';
import { orderNumberRanges } from './order-number-prefix.js';

export interface OrderSearch {
  fromInstant: Date;
  toInstant: Date;
  statuses: readonly OrderStatus[];
  /**
   * Matches order numbers starting with it (exactly, under four digits), or orders whose buyer's address, full name or company has
   * what was typed at the start of a word (any case); a whole email address matches that address; a gift voucher's code
   * the order that bought it and those it paid.
   */
  search: string | null;
  /** Only posted orders not yet marked sent, or only those marked sent; null: every order. */
  post?: PostFilter | null;
  limit: number;
  offset: number;
}

export interface OrderSearchRow {
  order_id: string;
  order_number: string;
  status: OrderStatus;
  created_at: Date;
  consumer: Record<string, unknown>;
  currency: string;
  total_gross_minor: string | number;
  payment_method: string;
  voucher_paid_minor: string | number;
  ticket_count: string | number;
  /** Per kind, the quantity the order's lines sell (json from the database). */
  contents: { kind: SaleKind; quantity: number }[] | null;
  refunded_minor: string | number;
  /** A refund the payment provider refused waits to be tried again: its money has not gone back. */
  refund_failed: boolean;
  posted: boolean;
  sent_by_post_at: Date | string | null;
  total: string | number;
}

/** Something@somewhere.tld, nothing around it: searched as that address, not as part of one. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What was typed, as the database keeps buyer words (order_search_tails): from its first letter or
 * digit on ("@blixen" looks for "blixen"), runs of spaces as one; lowered there.
 */
export const searchPhrase = (search: string) =>
  search
    .replace(/^[\s@._+,;:()/"'#-]+/, '')
    .trimEnd()
    .replace(/\s+/g, ' ');

/** What was typed, as a gift voucher's code when it could be one (12 letters and digits, any case, spaced or dashed). */
const voucherCodeOf = (search: string) => {
  const code = normalizeVoucherCode(search);
  return code.length === VOUCHER_CODE_LENGTH && /^[A-Z0-9]+$/.test(code) ? code : null;
};

/**
 * The orders a gift voucher's code touches: the one that bought it and those it paid (a payment
 * attempt given up is not one). The code is unique, so its index finds it under row-level security.
 */
const ordersOfVoucherCode = (orgId: string, code: string) =>
  sql` union all select c.order_id from voucher_codes c where c.org_id = ${orgId} and c.code = ${code}
       union all select r.order_id from voucher_redemptions r
         join voucher_codes c on c.org_id = r.org_id and c.code_id = r.code_id
       where r.org_id = ${orgId} and c.code = ${code} and r.status <> 'Released'`;

/** The highest code point: every word that starts with a prefix sorts below prefix + this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * Orders with a buyer word (a tail of the address, name or company from a word on) starting with
 * `phrase`, lowered as the database lowers the words, through order_search_words_by_word: the
 * byte-wise comparisons are leakproof, so row-level security lets the index serve. The chosen days
 * are applied in the index too (each word carries its order's placing time, migration
 * 20261127T0900): a common name's orders outside them are never fetched.
 */
const ordersStartingWith = (orgId: string, phrase: string, query: Pick<OrderSearch, 'fromInstant' | 'toInstant'>) =>
  sql`select s.order_id from order_search_words s
      where s.org_id = ${orgId} and s.word ~>=~ lower(${phrase}) and s.word ~<~ (lower(${phrase}) || ${LAST_CHARACTER})
        and s.created_at >= ${query.fromInstant.toISOString()} and s.created_at < ${query.toInstant.toISOString()}`;

/**
 * How many orders of these statuses were placed in the range, from the tally the database keeps
 * (migration 20261127T0525): the counts of the whole local days inside it, the changes not yet
 * added into them, and the orders themselves at either end where the range starts or ends inside
 * a day. Exactly count(*), in one snapshot, reading a row per day and status instead of a row per
 * order.
 */
const talliedCount = (orgId: string, query: OrderSearch, statuses: SQL) => {
  const from = query.fromInstant.toISOString();
  const to = query.toInstant.toISOString();
  return sql`with days as (
      select first_day, greatest(first_day, last_day) as end_day,
             order_count_day_start(first_day) as whole_from, order_count_day_start(greatest(first_day, last_day)) as whole_to
      from (select order_count_day(${from}::timestamptz)
                     + (order_count_day_start(order_count_day(${from}::timestamptz)) < ${from}::timestamptz)::int as first_day,
                   order_count_day(${to}::timestamptz) as last_day) bounds)
    select coalesce((select sum(c.orders) from order_day_counts c, days
                     where c.org_id = ${orgId} and c.day >= days.first_day and c.day < days.end_day and c.status in (${statuses})), 0)
         + coalesce((select count(*) filter (where ch.entered_status in (${statuses})) - count(*) filter (where ch.left_status in (${statuses}))
                     from order_day_count_changes ch, days
                     where ch.org_id = ${orgId} and ch.day >= days.first_day and ch.day < days.end_day), 0)
         + (select count(*) from orders o, days where o.org_id = ${orgId} and o.status in (${statuses})
              and o.created_at >= ${from} and o.created_at < least(days.whole_from, ${to}::timestamptz))
         + (select count(*) from orders o, days where o.org_id = ${orgId} and o.status in (${statuses})
              and o.created_at >= greatest(days.whole_to, ${from}::timestamptz) and o.created_at < ${to})
    from days`;
};

/** The orders (`o`) `search` finds: a whole address, a ticket's number, else order numbers, buyer words starting with it or a gift voucher's code (OrderSearch.search). */
function searchCondition(orgId: string, search: string, days: Pick<OrderSearch, 'fromInstant' | 'toInstant'>): SQL {
  // A whole address: that buyer's orders, any case, through orders_by_buyer_email. Equality is
  // leakproof, so the index serves under row-level security, which ilike's cannot.
  if (WHOLE_ADDRESS.test(search)) return sql`o.buyer_email = ${search.toLowerCase()}`;
  // A ticket's number as printed on it (100042-2): its order, as the door's scanner reads it.
  const ticket = parseTicketNumber(search);
  if (ticket)
    return sql`o.order_id in (select n.order_id from orders n where n.org_id = ${orgId} and n.order_number = ${ticket.orderNumber}::bigint)`;
  const phrase = searchPhrase(search);
  // Nothing but separators ("--", "@"): nothing to look for, so nothing is found.
  if (phrase === '') return sql`false`;
  // A number may be an order's number, or its start: those orders join the buyers'.
  const ranges = orderNumberRanges(phrase);
  const byNumber =
    ranges.length > 0
      ? sql` union all select n.order_id from orders n where n.org_id = ${orgId} and (${sql.join(
          ranges.map(([low, high]) => sql`n.order_number between ${String(low)}::bigint and ${String(high)}::bigint`),
          sql` or `,
        )})`
      : sql``;
  // Twelve letters may be a name as well as a gift voucher's code: both are looked for.
  const code = voucherCodeOf(search);
  const byCode = code ? ordersOfVoucherCode(orgId, code) : sql``;
  return sql`o.order_id in (${ordersStartingWith(orgId, phrase, days)}${byNumber}${byCode})`;
}

/**
 * The posted orders (`o`) to send or sent. The Shipping test is written as the partial index
 * orders_by_post's predicate, so the planner reads that index for these lists.
 */
function postCondition(post: PostFilter): SQL {
  // To send: only what has tickets to send, paid or invoiced; a refunded or unpaid posted order
  // is nothing to post (a review walk found a refunded one in the list and the spreadsheet).
  const which =
    post === 'sent' ? sql`o.sent_by_post_at is not null` : sql`o.sent_by_post_at is null and o.status in ('Charged', 'CheckoutCompleted')`;
  return sql`o.fees @> '[{"category": "Shipping"}]'::jsonb and ${which}`;
}

/** The organisation's orders for /orders, newest first, with the count of all that match. */
export function searchOrders(tx: Tx, orgId: string, query: OrderSearch) {
  const statuses = sql.join(
    query.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const conditions: SQL[] = [
    sql`o.org_id = ${orgId}`,
    sql`o.created_at >= ${query.fromInstant.toISOString()}`,
    sql`o.created_at < ${query.toInstant.toISOString()}`,
    sql`o.status in (${statuses})`,
  ];
  if (query.search) conditions.push(searchCondition(orgId, query.search, query));
  if (query.post) conditions.push(postCondition(query.post));
  const where = sql.join(conditions, sql` and `);
  // Without a search or the post filter the tally answers the total. With one, the total is its
  // own count rather than count(*) over (): over the window every matching row's heap tuple is
  // fetched, while the count alone reads the index.
  const total = query.search || query.post ? sql`select count(*) from orders o where ${where}` : talliedCount(orgId, query, statuses);
  return queryRows<OrderSearchRow>(
    tx,
    sql`select o.order_id, o.order_number, o.status, o.created_at, o.consumer, o.currency, o.total_gross_minor, o.payment_method,
          o.voucher_paid_minor,
          (select count(*) from tickets t where t.org_id = o.org_id and t.order_id = o.order_id) as ticket_count,
          (select json_agg(json_build_object('kind', k.kind, 'quantity', k.quantity))
            from (select l.kind, sum(l.quantity)::int as quantity from order_lines l
                  where l.org_id = o.org_id and l.order_id = o.order_id group by l.kind) k) as contents,
          (select coalesce(sum(r.amount_minor), 0) from refunds r
            where r.org_id = o.org_id and r.order_id = o.order_id and r.status = 'Refunded') as refunded_minor,
          exists (select 1 from refunds r
            where r.org_id = o.org_id and r.order_id = o.order_id and r.status = 'Failed') as refund_failed,
          o.fees @> '[{"category": "Shipping"}]'::jsonb as posted, o.sent_by_post_at,
          (${total}) as total
        from orders o
        where ${where}
        order by o.created_at desc, o.order_number desc
        limit ${query.limit} offset ${query.offset}`,
  );
}

/** An order as the orders workbook lists it. */
export interface WorkbookOrderRow {
  order_id: string;
  order_number: string;
  status: OrderStatus;
  created_at: Date;
  /** The buyer's, read out of the order's consumer by the database. */
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  company_name: string | null;
  /** What an invoice by hand needs: the company's number (CVR), an institution's EAN and its own reference. */
  company_number: string | null;
  ean: string | null;
  invoice_reference: string | null;
  currency: string;
  total_gross_minor: string | number;
  payment_method: string;
  voucher_paid_minor: string | number;
  ticket_count: string | number;
  refunded_minor: string | number;
  /** The address a posted order goes to (the buyer's own, or the company's); null when not posted. */
  posted_to: PostalAddress | null;
  /** The fees the order was priced with (postage, EAN invoicing), for the lines sheet. */
  fees: OrderFee[];
  /** created_at as the database writes it, to the microsecond: where the next page starts. */
  placed_key: string;
}

/**
 * A page of the orders placed in the range, oldest first, after `after` (the last order of the
 * page before): read page by page by their place in orders_by_placed, never by an offset, so
 * each page costs the same however far in.
 */
export function workbookOrdersPage(
  tx: Tx,
  orgId: string,
  query: Pick<OrderSearch, 'fromInstant' | 'toInstant' | 'statuses' | 'search' | 'post'> & {
    after: { placedKey: string; orderNumber: string } | null;
    size: number;
  },
) {
  const statuses = sql.join(
    query.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const after = query.after
    ? sql`and (o.created_at, o.order_number) > (${query.after.placedKey}::timestamptz, ${query.after.orderNumber}::bigint)`
    : sql``;
  return queryRows<WorkbookOrderRow>(
    tx,
    sql`select o.order_id, o.order_number, o.status, o.created_at, o.consumer->>'firstName' as first_name,
          o.consumer->>'lastName' as last_name, o.consumer->>'email' as email, o.consumer->'company'->>'name' as company_name,
          o.consumer->'company'->>'number' as company_number, o.consumer->'company'->>'ean' as ean,
          o.consumer->'company'->>'reference' as invoice_reference,
          o.currency, o.total_gross_minor, o.payment_method, o.voucher_paid_minor,
          (select count(*) from tickets t where t.org_id = o.org_id and t.order_id = o.order_id) as ticket_count,
          (select coalesce(sum(r.amount_minor), 0) from refunds r
            where r.org_id = o.org_id and r.order_id = o.order_id and r.status = 'Refunded') as refunded_minor,
          case when o.fees @> '[{"category":"Shipping"}]'
            then case when o.consumer->>'type' = 'Private' then o.consumer->'private' else o.consumer->'company' end
          end as posted_to, o.fees,
          o.created_at::text as placed_key
        from orders o
        where o.org_id = ${orgId} and o.created_at >= ${query.fromInstant.toISOString()} and o.created_at < ${query.toInstant.toISOString()}
          and o.status in (${statuses}) ${after} ${query.search ? sql`and ${searchCondition(orgId, query.search, query)}` : sql``}
          ${query.post ? sql`and ${postCondition(query.post)}` : sql``}
        order by o.created_at, o.order_number
        limit ${query.size}`,
  );
}
