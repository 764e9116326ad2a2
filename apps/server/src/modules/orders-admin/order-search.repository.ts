import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, SaleKind } from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';

export interface OrderSearch {
  fromInstant: Date;
  toInstant: Date;
  statuses: readonly OrderStatus[];
  /**
   * Matches the order number exactly, or the buyer's email or name in part (any case); a whole
   * email address matches that address (any case).
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

/** `%` and `_` typed by staff are looked for as such. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    const like = likeEscaped(query.search);
    const number = /^\d{1,18}$/.test(query.search) ? sql` or o.order_number = ${Number(query.search)}` : sql``;
    conditions.push(sql`(o.consumer->>'email' ilike ${like}
      or (coalesce(o.consumer->>'firstName', '') || ' ' || coalesce(o.consumer->>'lastName', '')) ilike ${like}
      or o.consumer->'company'->>'name' ilike ${like}${number})`);
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
