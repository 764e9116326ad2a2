import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { insertBuiltOnce } from '../../db/built-once.js';
import { queryRows, type Tx } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';

export type TicketRow = typeof tickets.$inferSelect;

/** An order's few tickets built once per shape (db/built-once.ts); a school's hundreds go the ordinary way. */
const insertTickets = insertBuiltOnce(tickets);

/** An order's tickets: issued when it is paid or sold, canceled when refunded. */
export const orderTicketsRepository = {
  async insertMany(tx: Tx, rows: (typeof tickets.$inferInsert)[]) {
    for (let i = 0; i < rows.length; i += 500) await insertTickets.rows(tx, rows.slice(i, i + 500));
  },

  forOrder: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orgId, orgId), eq(tickets.orderId, orderId)))
      .orderBy(asc(tickets.lineNo), asc(tickets.createdAt), asc(tickets.code)),

  /** How many tickets the order has, whatever their status (its confirmation counts them). */
  async countForOrder(tx: Tx, orgId: string, orderId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.orgId, orgId), eq(tickets.orderId, orderId)));
    return row?.count ?? 0;
  },

  /**
   * Orders charged or invoiced holding tickets for these dates that nobody has used (not canceled,
   * not let in), with how many each, oldest order first.
   */
  async unusedOrdersOn(tx: Tx, orgId: string, occurrenceIds: string[]) {
    if (occurrenceIds.length === 0) return [];
    return queryRows<{ order_id: string; order_number: string; status: string; payment_method: string | null; tickets: number }>(
      tx,
      sql`select t.order_id, o.order_number::text as order_number, o.status, o.payment_method, count(*)::int as tickets
            from tickets t
            join orders o on o.org_id = t.org_id and o.order_id = t.order_id
           where t.org_id = ${orgId} and t.occurrence_id in ${occurrenceIds}
             and t.status in ('NOT_ACTIVATED', 'EXPIRED') and o.status in ('Charged', 'CheckoutCompleted')
           group by t.order_id, o.order_number, o.status, o.payment_method, o.created_at
           order by o.created_at, t.order_id`,
    );
  },

  /** The tickets' new status, all at once (a refund cancels several). */
  async setStatus(tx: Tx, orgId: string, ticketIds: string[], status: 'CANCELED') {
    if (ticketIds.length > 0)
      await tx
        .update(tickets)
        .set({ status })
        .where(and(eq(tickets.orgId, orgId), inArray(tickets.ticketId, ticketIds)));
  },
};
