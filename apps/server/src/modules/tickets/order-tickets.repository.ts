import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';

export type TicketRow = typeof tickets.$inferSelect;

/** An order's tickets: issued when it is paid or sold, canceled when refunded. */
export const orderTicketsRepository = {
  async insertMany(tx: Tx, rows: (typeof tickets.$inferInsert)[]) {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(tickets).values(rows.slice(i, i + 500));
  },

  forOrder: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orgId, orgId), eq(tickets.orderId, orderId)))
      .orderBy(asc(tickets.lineNo), asc(tickets.createdAt), asc(tickets.code)),

  /** The tickets' new status, all at once (a refund cancels several). */
  async setStatus(tx: Tx, orgId: string, ticketIds: string[], status: 'CANCELED') {
    if (ticketIds.length > 0)
      await tx
        .update(tickets)
        .set({ status })
        .where(and(eq(tickets.orgId, orgId), inArray(tickets.ticketId, ticketIds)));
  },
};
