import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { OrderStatus } from '../../db/schema/index.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import { reopenCartWithHolds } from '../carts/index.js';
import { releaseHeldPlaces, sellHeldPlaces } from '../inventory/index.js';
import { settleVoucherPayments } from '../voucher-codes/index.js';
import { eventLinesOf, type OrderLine } from './order-lines.js';
import { issueWhatWasSold } from './order-placement.js';
import { applyProviderRefund } from './refund-core.js';
import { enqueueOrderConfirmation } from '../outbox/index.js';
import { paymentProviderNamed, type ProviderPaymentState } from '../payments/index.js';
import { orderLinesRepository, ordersRepository, type OrderRow } from './orders.repository.js';
import { paymentsRepository, type PaymentRow } from './payments.repository.js';
import { queueLatePaymentMail } from './buyer-mails.js';

/** The order's admissions by bucket, the order every inventory change takes its rows in. */
const byBucket = (lines: readonly OrderLine[]) =>
  eventLinesOf(lines).sort((a, b) => a.occurrenceId.localeCompare(b.occurrenceId) || a.bucket.localeCompare(b.bucket));

/**
 * The payment came while the order still held its tickets: what it sold is issued (a ticket per
 * admission, issueWhatWasSold), held become sold and the confirmation is queued, all in the caller's transaction. The
 * buckets move last, so a rush's hot row is locked only from that statement to the commit.
 */
export const chargeOrder = (tx: Tx, order: OrderRow, now: Date, lines?: readonly OrderLine[]) =>
  completeOrder(tx, order, 'Charged', now, true, lines);

/**
 * An Institution's order paid by EAN invoice, once staff approved it (or at checkout under the
 * organisation's automatic limit, ean-orders.ts): its tickets issued; the money comes with the invoice.
 * `newOrder`: placed just now in the shop (staff approving an order knew of it already).
 */
export const completeOnInvoice = (tx: Tx, order: OrderRow, now: Date, newOrder: boolean) =>
  completeOrder(tx, order, 'CheckoutCompleted', now, newOrder);

/**
 * `now`: the app's clock (ctx.now()), from which a gift voucher sold runs; `newOrder`: whether
 * staff may be told of it (outbox-delivery.ts); `known`: the order's lines when the caller read
 * them with its lock (ordersRepository.lockWithLines).
 */
async function completeOrder(
  tx: Tx,
  order: OrderRow,
  status: 'Charged' | 'CheckoutCompleted',
  now: Date,
  newOrder: boolean,
  known?: readonly OrderLine[],
) {
  const lines = known ?? (await orderLinesRepository.list(tx, order.orgId, order.orderId));
  await issueWhatWasSold(tx, order, lines, now);
  await ordersRepository.setStatus(tx, order.orgId, order.orderId, status, { holding: false, charged: status === 'Charged' });
  await enqueueOrderConfirmation(tx, order.orgId, order.orderId, newOrder);
  for (const line of byBucket(lines)) await sellHeldPlaces(tx, order.orgId, line.occurrenceId, line.bucket, line.quantity);
}

/** Gives the order's held tickets back and closes it with `status` (declined, abandoned, lapsed). */
export async function releaseOrderHolds(tx: Tx, order: OrderRow, status: OrderStatus) {
  if (order.holding) {
    const lines = await orderLinesRepository.list(tx, order.orgId, order.orderId);
    for (const line of byBucket(lines)) await releaseHeldPlaces(tx, order.orgId, line.occurrenceId, line.bucket, line.quantity);
  }
  await ordersRepository.setStatus(tx, order.orgId, order.orderId, status, { holding: false });
  await settleVoucherPayments(tx, order, 'Released');
}

/**
 * A payment attempt that failed (declined, or left by the buyer) while the order held its places:
 * the order is canceled and its holds pass back to its cart, which opens again with the time the
 * order had left (order-retry.ts). The caller holds the order's lock.
 */
export async function returnHoldsToCart(tx: Tx, order: OrderRow) {
  await ordersRepository.setStatus(tx, order.orgId, order.orderId, 'Canceled', { holding: false });
  // A voucher's part goes back on the code; paying again names it again.
  await settleVoucherPayments(tx, order, 'Released');
  await reopenCartWithHolds(tx, order.orgId, order.cartId, order.holdExpiresAt);
}

export const isOpen = (order: OrderRow) => order.holding && (order.status === 'Created' || order.status === 'Payment pending');

/**
 * Brings the order in line with what the provider says of its payment now. Safe to repeat and to
 * run in any order: each state moves the order only from the states it may leave.
 * - approved while holding: charged; approved after the holds lapsed, or for a date staff canceled
 *   meanwhile: CouldNotLock, refunded (and the places held for a canceled date given back).
 * - declined while holding: canceled, tickets back. refunded: the payment is marked refunded.
 * - refunded at the provider, wholly or in part, beyond our own refunds: the order is refunded.
 * - a dispute opened or closed at the provider: the payment is marked (or no longer), once.
 */
export async function applyPaymentState(
  ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox' | 'now'>,
  payment: PaymentRow,
  state: ProviderPaymentState,
  refundedMinor = 0,
  /** Whether a dispute is open at the provider now; undefined leaves the payment's mark as it is. */
  disputeOpen?: boolean,
): Promise<PaymentOutcome> {
  const moved = await inTenant(ctx.db, payment.orgId, async (tx) => {
    const locked = await ordersRepository.lockWithLines(tx, payment.orgId, payment.orderId);
    if (!locked) return { refund: false, outcome: 'unchanged' as const };
    // Staff must answer an open dispute at the provider; a lost one comes in below as a refund.
    // Marked first: a charge's bucket UPDATE must stay the transaction's last statement (the hot row).
    // A payment still pending carries no dispute (one is opened on a charge), so "none" changes nothing there.
    const changesDispute = disputeOpen !== undefined && (disputeOpen || payment.status !== 'Pending');
    if (changesDispute) await paymentsRepository.markDispute(tx, payment.orgId, payment.paymentId, disputeOpen);
    return moveOrder(tx, locked, payment, state, refundedMinor, ctx.now());
  });
  ctx.wakeOutbox();
  if (moved.refund) {
    const provider = await paymentProviderNamed(ctx, payment.provider, payment.orgId);
    // Keyed by our payment: however often this runs, the money goes back once.
    await provider?.refund(payment.providerPaymentId, payment.amountMinor, `could-not-lock-${payment.paymentId}`);
  }
  return moved.outcome;
}

/**
 * What applying a payment's state did to its order: 'charged' when this call charged the open
 * order (so its caller knows the order's state without reading it again); anything else
 * 'unchanged' here, which tells nothing of what another call may have done.
 */
export type PaymentOutcome = 'charged' | 'unchanged';

/** The order's part of applyPaymentState, under the order's lock: whether the money must go back, and whether it was charged now. */
async function moveOrder(
  tx: Tx,
  { order, lines, dateGone }: { order: OrderRow; lines: readonly OrderLine[]; dateGone: boolean },
  payment: PaymentRow,
  state: ProviderPaymentState,
  refundedMinor: number,
  now: Date,
): Promise<{ refund: boolean; outcome: PaymentOutcome }> {
  const unchanged = { refund: false, outcome: 'unchanged' as const };
  if (state === 'approved') {
    if (payment.status === 'Pending') await paymentsRepository.setStatus(tx, payment.orgId, payment.paymentId, 'Charged');
    // A date canceled while the buyer paid is not sold: the money goes back, as for a payment too late.
    if (isOpen(order) && dateGone) {
      await releaseOrderHolds(tx, order, 'CouldNotLock');
      await queueLatePaymentMail(tx, order, payment, 'dateCanceled');
      return { refund: true, outcome: 'unchanged' };
    }
    if (isOpen(order)) {
      await chargeOrder(tx, order, now, lines);
      return { refund: false, outcome: 'charged' };
    }
    if (order.status === 'Canceled') {
      await ordersRepository.setStatus(tx, order.orgId, order.orderId, 'CouldNotLock');
      await queueLatePaymentMail(tx, order, payment, 'late');
      return { refund: true, outcome: 'unchanged' };
    }
    // Part of it may have been refunded at the provider.
    await applyProviderRefund(tx, order, payment, refundedMinor);
    return unchanged;
  }
  if (state === 'declined') {
    if (payment.status === 'Pending') await paymentsRepository.setStatus(tx, payment.orgId, payment.paymentId, 'Declined');
    // The attempt failed, not the purchase: the places go back to the cart for another try.
    if (isOpen(order)) await returnHoldsToCart(tx, order);
    return unchanged;
  }
  if (state === 'refunded' && payment.status !== 'Refunded') {
    await paymentsRepository.setStatus(tx, payment.orgId, payment.paymentId, 'Refunded');
  }
  // A refund made at the provider refunds the order as staff would (refund-core.ts).
  await applyProviderRefund(tx, order, payment, refundedMinor);
  return unchanged;
}

/** Re-reads a payment's state at its provider and applies it. */
export async function settleFromProvider(
  ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox' | 'now'>,
  payment: PaymentRow,
): Promise<PaymentOutcome> {
  const provider = await paymentProviderNamed(ctx, payment.provider, payment.orgId);
  const current = provider && (await provider.getPayment(payment.providerPaymentId));
  return current ? applyPaymentState(ctx, payment, current.state, current.refundedMinor, current.disputeOpen) : 'unchanged';
}

/**
 * The sweep: orders whose holds lapsed before the payment came. A payment approved meanwhile
 * (its webhook still on the way) is honoured first; the rest give their tickets back.
 */
export async function releaseLapsedOrders(ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox' | 'now'>) {
  const lapsed = await inPlatformScope(ctx.db, (tx) => ordersRepository.lapsedHolding(tx, ctx.now(), 100));
  for (const { org_id: orgId, order_id: orderId } of lapsed) {
    const orderPayments = await inTenant(ctx.db, orgId, (tx) => paymentsRepository.forOrder(tx, orgId, orderId));
    for (const payment of orderPayments) await settleFromProvider(ctx, payment);
    await inTenant(ctx.db, orgId, async (tx) => {
      const order = await ordersRepository.find(tx, orgId, orderId, true);
      if (order && isOpen(order) && order.holdExpiresAt.getTime() <= ctx.now().getTime()) await releaseOrderHolds(tx, order, 'Canceled');
    });
  }
}
