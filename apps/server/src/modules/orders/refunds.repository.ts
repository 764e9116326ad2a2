import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
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
  /**
   * A refund asked again: Requested, one attempt more, changed `at`. Undefined when it was neither
   * Failed nor stalled (Requested by staff, untouched since `stalledSince`): another try began.
   */
  async reopen(tx: Tx, orgId: string, refundId: string, at: Date, stalledSince: Date): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'Requested', attempts: sql`${refunds.attempts} + 1`, lastError: null, updatedAt: at })
      .where(
        and(
          eq(refunds.orgId, orgId),
          eq(refunds.refundId, refundId),
          or(
            eq(refunds.status, 'Failed'),
            and(eq(refunds.status, 'Requested'), isNull(refunds.cause), lt(refunds.updatedAt, stalledSince)),
          ),
        ),
      )
      .returning();
    return row;
  },
  /**
   * The provider's answer recorded, if the refund is still where the asking left it: Requested at
   * that attempt (a late answer to an earlier try does not overwrite a later one), or Failed when
   * the provider turned out to have paid it back. False when it was not.
   */
  async settle(
    tx: Tx,
    orgId: string,
    refundId: string,
    to: 'Refunded' | 'Failed',
    from: { status: 'Requested'; attempts: number } | { status: 'Failed' },
    lastError: string | null = null,
  ): Promise<boolean> {
    const rows = await tx
      .update(refunds)
      .set({ status: to, lastError, updatedAt: sql`now()` })
      .where(
        and(
          eq(refunds.orgId, orgId),
          eq(refunds.refundId, refundId),
          eq(refunds.status, from.status),
          from.status === 'Requested' ? eq(refunds.attempts, from.attempts) : undefined,
        ),
      )
      .returning({ refundId: refunds.refundId });
    return rows.length > 0;
  },
};
