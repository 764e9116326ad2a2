import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { refunds } from '../../db/schema/index.js';

export type RefundRow = typeof refunds.$inferSelect;

export const refundsRepository = {
  async insert(tx: Tx, row: typeof refunds.$inferInsert): Promise<RefundRow> {
    const [created] = await tx.insert(refunds).values(row).returning();
    return created!;
  },
  forOrder: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orgId, orgId), eq(refunds.orderId, orderId)))
      .orderBy(asc(refunds.createdAt)),
  /** A refused refund asked again: Requested, one attempt more; undefined when it was not Failed (another try began). */
  async reopen(tx: Tx, orgId: string, refundId: string): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'Requested', attempts: sql`${refunds.attempts} + 1`, lastError: null, updatedAt: sql`now()` })
      .where(and(eq(refunds.orgId, orgId), eq(refunds.refundId, refundId), eq(refunds.status, 'Failed')))
      .returning();
    return row;
  },
  async settle(tx: Tx, orgId: string, refundId: string, status: 'Refunded' | 'Failed', lastError: string | null = null) {
    await tx
      .update(refunds)
      .set({ status, lastError, updatedAt: sql`now()` })
      .where(and(eq(refunds.orgId, orgId), eq(refunds.refundId, refundId)));
  },
};
