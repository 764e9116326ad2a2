import { REFUND_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { returnSoldPlaces } from '../inventory/index.js';
import { findOrder, eventLinesOf, orderLinesOf, queueCanceledOnInvoiceMail, releaseOrderHolds, setOrderStatus } from '../orders/index.js';
import { cancelTickets, ticketsOfOrder } from '../tickets/index.js';
import { getOrder } from './orders-admin.service.js';

/**
 * POST /api/orders/{orderId}/cancel. An unpaid order gives its held places back (a payment that
 * still comes is refunded: CouldNotLock). An Institution's invoiced order has its unused tickets
 * canceled and their places back, and its buyer is told; the invoice is credited outside Foyer. A paid order is refunded
 * instead. An order awaiting approval (Pending) is refused, not canceled: 409 saying so.
 */
export async function cancelOrder(ctx: AppContext, actor: Actor, orderId: string): Promise<TOrderDetail> {
  const orgId = actor.orgId;
  await inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, orderId, true);
    if (!order) throw notFound('Order');
    if ((order.status === 'Created' || order.status === 'Payment pending') && order.holding) {
      await releaseOrderHolds(tx, order, 'Canceled');
      return;
    }
    // An Institution's order awaiting approval is unpaid too, but staff decide on it by refusing
    // (which tells the buyer); canceling would drop it silently.
    if (order.status === 'Pending') throw conflict(REFUND_MESSAGES.awaitingApproval, { orderId: REFUND_MESSAGES.awaitingApproval });
    if (order.status !== 'CheckoutCompleted') throw conflict(REFUND_MESSAGES.notCancelable);
    const lines = eventLinesOf(await orderLinesOf(tx, orgId, orderId));
    const tickets = await ticketsOfOrder(tx, orgId, orderId);
    const used = tickets.filter((ticket) => ticket.status === 'ACTIVATED');
    if (used.length > 0) throw conflict(REFUND_MESSAGES.used, { orderId: REFUND_MESSAGES.used });
    const open = tickets.filter((ticket) => ticket.status === 'NOT_ACTIVATED');
    const back = new Map<string, { occurrenceId: string; bucket: string; quantity: number }>();
    for (const ticket of open) {
      const line = lines.find((l) => l.lineNo === ticket.lineNo)!;
      const key = `${line.occurrenceId}|${line.bucket}`;
      back.set(key, { occurrenceId: line.occurrenceId, bucket: line.bucket, quantity: (back.get(key)?.quantity ?? 0) + 1 });
    }
    for (const [, entry] of [...back].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(await returnSoldPlaces(tx, orgId, entry.occurrenceId, entry.bucket, entry.quantity, order.channel !== 'online')))
        throw new AppError('internal', `Bucket ${entry.bucket} of ${entry.occurrenceId} has fewer sold than this order`);
    }
    await cancelTickets(
      tx,
      orgId,
      open.map((ticket) => ticket.ticketId),
    );
    await setOrderStatus(tx, orgId, orderId, 'Canceled');
    await queueCanceledOnInvoiceMail(tx, order);
  });
  return getOrder(ctx, actor, orderId);
}
