import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, SaleKind } from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';

export interface OrderSearch {
  fromInstant: Date;
  toInstant: Date;
  statuses: readonly OrderStatus[];
  /**
   * Matches the order number exactly, or orders whose buyer words (address, its pieces, names,
   * company) start with each word searched (any case); a whole email address matches that address.
   */
  search: string | null;
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
  ticket_count: string | number;
  /** Per kind, the quantity the order's lines sell (json from the database). */
  contents: { kind: SaleKind; quantity: number }[] | null;
  refunded_minor: string | number;
  total: string | number;
}

/** Something@somewhere.tld, nothing around it: searched as that address, not as part of one. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A search's words, split where the database splits buyer words (order_buyer_words); at most five. */
export const searchWords = (search: string) =>
  search
    .split(/[\s@._+,;:()/"'-]+/)
    .filter((word) => word !== '')
    .slice(0, 5);

/** The highest code point: every word that starts with a prefix sorts below prefix + this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * Orders with a buyer word starting with `word`, lowered as the database lowers the words, through
 * order_search_words_by_word (the byte-wise comparisons are leakproof, so row-level security lets
 * the index serve).
 */
const ordersWithWord = (orgId: string, word: string) =>
  sql`select s.order_id from order_search_words s
      where s.org_id = ${orgId} and s.word ~>=~ lower(${word}) and s.word ~<~ (lower(${word}) || ${LAST_CHARACTER})`;

/** The organisation's orders for /orders, newest first, with the count of all that match. */
export function searchOrders(tx: Tx, orgId: string, query: OrderSearch) {
  const conditions: SQL[] = [
    sql`o.org_id = ${orgId}`,
    sql`o.created_at >= ${query.fromInstant.toISOString()}`,
    sql`o.created_at < ${query.toInstant.toISOString()}`,
    sql`o.status in (${sql.join(
      query.statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  ];
  if (query.search && WHOLE_ADDRESS.test(query.search)) {
    // A whole address: that buyer's orders, any case, through orders_by_buyer_email. Equality is
    // leakproof, so the index serves under row-level security, which ilike's cannot.
    conditions.push(sql`o.buyer_email = ${query.search.toLowerCase()}`);
  } else if (query.search) {
    const words = searchWords(query.search);
    // Nothing but separators ("%", "--"): nothing to look for, so nothing is found.
    if (words.length === 0) conditions.push(sql`false`);
    const [first, ...others] = words;
    // A number may be an order's number too: its orders join the first word's.
    const byNumber = /^\d{1,18}$/.test(query.search)
      ? sql` union all select n.order_id from orders n where n.org_id = ${orgId} and n.order_number = ${Number(query.search)}`
      : sql``;
    if (first !== undefined) conditions.push(sql`o.order_id in (${ordersWithWord(orgId, first)}${byNumber})`);
    for (const word of others) conditions.push(sql`o.order_id in (${ordersWithWord(orgId, word)})`);
  }
  const where = sql.join(conditions, sql` and `);
  // The total is its own count rather than count(*) over (): over the window every matching row's
  // heap tuple is fetched, while the count alone is an index-only scan of orders_by_placed.
  return queryRows<OrderSearchRow>(
    tx,
    sql`select o.order_id, o.order_number, o.status, o.created_at, o.consumer, o.currency, o.total_gross_minor, o.payment_method,
          (select count(*) from tickets t where t.org_id = o.org_id and t.order_id = o.order_id) as ticket_count,
          (select json_agg(json_build_object('kind', k.kind, 'quantity', k.quantity))
            from (select l.kind, sum(l.quantity)::int as quantity from order_lines l
                  where l.org_id = o.org_id and l.order_id = o.order_id group by l.kind) k) as contents,
          (select coalesce(sum(r.amount_minor), 0) from refunds r
            where r.org_id = o.org_id and r.order_id = o.order_id and r.status = 'Refunded') as refunded_minor,
          (select count(*) from orders o where ${where}) as total
        from orders o
        where ${where}
        order by o.created_at desc, o.order_number desc
        limit ${query.limit} offset ${query.offset}`,
  );
}
