import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { builtOnce, insertBuiltOnce, type Slots } from '../../db/built-once.js';
import type { Tx } from '../../db/client.js';
import { paymentDisputeChanges, payments } from '../../db/schema/index.js';

// An order's payments: the one a checkout starts, its status as the provider reports it, disputes.

export type PaymentRow = typeof payments.$inferSelect;
type OrderKey = { orgId: string; orderId: string };

// The sale's statements, built once (db/built-once.ts).
const insertPayments = insertBuiltOnce(payments);
/** A payment as it starts (payment-start.ts): every column it is written with. */
export type PaymentStart = Required<
  Pick<
    typeof payments.$inferInsert,
    'orgId' | 'paymentId' | 'orderId' | 'provider' | 'providerPaymentId' | 'status' | 'amountMinor' | 'currency' | 'paymentUrl'
  >
>;
const insertFirstPayment = builtOnce((tx, slot: Slots<PaymentStart>) =>
  tx
    .insert(payments)
    .values({
      orgId: slot('orgId'),
      paymentId: slot('paymentId'),
      orderId: slot('orderId'),
      provider: slot('provider'),
      providerPaymentId: slot('providerPaymentId'),
      status: slot('status'),
      amountMinor: slot('amountMinor'),
      currency: slot('currency'),
      paymentUrl: slot('paymentUrl'),
    })
    .onConflictDoNothing()
    .returning({ paymentId: payments.paymentId }),
);
const paymentsOfOrder = builtOnce((tx, slot: Slots<OrderKey>) =>
  tx
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, slot('orgId')), eq(payments.orderId, slot('orderId'))))
    .orderBy(asc(payments.createdAt)),
);
const setPaymentStatus = builtOnce((tx, slot: Slots<{ orgId: string; paymentId: string; status: PaymentRow['status'] }>) =>
  tx
    .update(payments)
    .set({ status: slot('status'), updatedAt: sql`now()` })
    .where(and(eq(payments.orgId, slot('orgId')), eq(payments.paymentId, slot('paymentId')))),
);

export const paymentsRepository = {
  async insert(tx: Tx, row: typeof payments.$inferInsert) {
    await insertPayments.rows(tx, [row]);
  },
  /** The order's one payment, unless it has one already (payments_one_per_order): true when written. */
  async insertFirst(tx: Tx, row: PaymentStart): Promise<boolean> {
    const written = await insertFirstPayment(tx, row);
    return written.length > 0;
  },
  /** By the provider's id, in any organisation: a webhook names no organisation (platform scope). */
  async findByProviderId(tx: Tx, provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
    return row;
  },
  forOrder: (tx: Tx, orgId: string, orderId: string) => paymentsOfOrder(tx, { orgId, orderId }),
  async setStatus(tx: Tx, orgId: string, paymentId: string, status: PaymentRow['status']) {
    await setPaymentStatus(tx, { orgId, paymentId, status });
  },
  /**
   * Marks the payment's dispute open or no longer open, when it was not already: the row's own
   * condition decides, so however often (and in whatever order) webhooks come, each change is
   * written and kept in the history once. Returns whether this call changed it.
   */
  async markDispute(tx: Tx, orgId: string, paymentId: string, open: boolean): Promise<boolean> {
    const changed = await tx
      .update(payments)
      .set({ disputeOpenedAt: open ? sql`now()` : null })
      .where(
        and(
          eq(payments.orgId, orgId),
          eq(payments.paymentId, paymentId),
          open ? isNull(payments.disputeOpenedAt) : isNotNull(payments.disputeOpenedAt),
        ),
      )
      .returning({ paymentId: payments.paymentId });
    if (changed.length === 0) return false;
    await tx.insert(paymentDisputeChanges).values({ orgId, changeId: randomUUID(), paymentId, change: open ? 'opened' : 'closed' });
    return true;
  },
  disputeChanges: (tx: Tx, orgId: string, paymentIds: string[]) =>
    paymentIds.length === 0
      ? Promise.resolve([])
      : tx
          .select()
          .from(paymentDisputeChanges)
          .where(and(eq(paymentDisputeChanges.orgId, orgId), inArray(paymentDisputeChanges.paymentId, paymentIds)))
          .orderBy(asc(paymentDisputeChanges.createdAt)),
};
