import { REFUND_MESSAGES, type TCanceledRefunds } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { CanceledDateRefundPayload } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { occurrencesOfEvent, resolveEvent } from '../events/index.js';
import { applyRefund, awaitingApprovalOn, findOrder, orderLinesOf, paymentsOfOrder, refundsOfOrder } from '../orders/index.js';
import { canceledDateRefundsOf, enqueueCanceledDateRefund, type DeliveryOutcome } from '../outbox/index.js';
import { isUnused, ticketsOfOrder, unusedOrdersOn } from '../tickets/index.js';
import { payBack, providerToAsk } from './refund-order.service.js';

/*
 * When a museum cancels an event or a date, its buyers get their money back without staff opening
 * each order: one outbox row per order, refunded by the worker one provider call at a time
 * (a date of three hundred orders would not fit in one request), each with the buyer's mail. Only
 * the tickets' money goes back (with the fees once an order has no ticket left): a donation or a
 * gift voucher bought with them stays the buyer's.
 */

/**
 * The dates an id covers: the one date it names, or the event's dates that have not ended (a series
 * canceled half-way refunds what is still to come, not the visits made).
 */
async function canceledDates(tx: Tx, actor: Actor, id: string, now: Date, forUpdate: boolean) {
  const found = await resolveEvent(tx, actor, id, { forUpdate });
  if (!found) throw notFound('Event');
  const { event, occurrence } = found;
  const canceled = event.status === 'Canceled' || occurrence?.status === 'Canceled';
  const occurrenceIds = occurrence
    ? [occurrence.occurrenceId]
    : (await occurrencesOfEvent(tx, actor.orgId, event.eventId)).filter((date) => date.endsAt > now).map((date) => date.occurrenceId);
  return { canceled, occurrenceIds };
}

const PAID_AT_DESK = new Set(['CashPayment', 'PayedOtherwise']);

async function progressOf(tx: Tx, orgId: string, scopeId: string, occurrenceIds: string[]): Promise<TCanceledRefunds> {
  const rows = await canceledDateRefundsOf(tx, orgId, scopeId);
  const count = (...statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  const named = (pick: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter(pick)
      .reverse()
      .map((row) => ({ orderId: row.payload.orderId, orderNumber: row.payload.orderNumber }));
  const found = await unusedOrdersOn(tx, orgId, occurrenceIds);
  const unused = found.filter((order) => !order.invoiced);
  return {
    waiting: count('pending', 'sending'),
    refunded: count('sent'),
    nothingLeft: count('logged'),
    failed: named((row) => row.status === 'failed'),
    atDesk: named((row) => row.status === 'sent' && row.payload.atDesk),
    invoiced: found.filter((order) => order.invoiced).map(({ orderId, orderNumber }) => ({ orderId, orderNumber })),
    awaitingApproval: await awaitingApprovalOn(tx, orgId, occurrenceIds),
    validTickets: unused.reduce((sum, order) => sum + order.tickets, 0),
    validOrders: unused.length,
  };
}

/** GET /api/events/:id/refund-buyers: how far the refunds of a canceled event or date have come. */
export function canceledRefunds(ctx: AppContext, actor: Actor, id: string) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const { occurrenceIds } = await canceledDates(tx, actor, id, ctx.now(), false);
    return progressOf(tx, actor.orgId, id, occurrenceIds);
  });
}

/**
 * POST /api/events/:id/refund-buyers: queues a refund of every charged order's valid tickets for
 * the canceled event or date. The event row is locked, so two clicks queue each order once; an
 * order already waiting is not queued again.
 */
export async function refundBuyers(ctx: AppContext, actor: Actor, id: string): Promise<TCanceledRefunds> {
  const progress = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const { canceled, occurrenceIds } = await canceledDates(tx, actor, id, ctx.now(), true);
    if (!canceled) throw conflict(REFUND_MESSAGES.notCanceled);
    const waiting = new Set(
      (await canceledDateRefundsOf(tx, actor.orgId, id))
        .filter((row) => row.status === 'pending' || row.status === 'sending')
        .map((row) => row.payload.orderId),
    );
    for (const order of await unusedOrdersOn(tx, actor.orgId, occurrenceIds)) {
      // An invoiced order has not paid through us: staff cancel it, or credit its invoice.
      if (order.invoiced || waiting.has(order.orderId)) continue;
      await enqueueCanceledDateRefund(tx, actor.orgId, {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        atDesk: PAID_AT_DESK.has(order.paymentMethod ?? ''),
        occurrenceIds,
        scopeId: id,
        requestedBy: actor.userId,
      });
    }
    return progressOf(tx, actor.orgId, id, occurrenceIds);
  });
  ctx.wakeOutbox();
  return progress;
}

/**
 * The worker's part for one order: its valid tickets for the canceled dates canceled and refunded
 * whatever the refund policy says (the museum canceled, not the buyer), then the money asked of
 * the provider. Run again after a crash between the two, it pays back the refund it left
 * requested (the refund's id keeps the provider from paying twice).
 */
export async function refundCanceledDateOrder(
  ctx: Omit<AppContext, 'wakeOutbox'>,
  orgId: string,
  payload: CanceledDateRefundPayload,
): Promise<DeliveryOutcome> {
  const reserved = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await findOrder(tx, orgId, payload.orderId, true);
    if (!order) return null;
    const payment = (await paymentsOfOrder(tx, orgId, order.orderId)).find((p) => p.status === 'Charged');
    const tickets = await ticketsOfOrder(tx, orgId, order.orderId);
    const ticketIds = tickets
      .filter((ticket) => isUnused(ticket) && payload.occurrenceIds.includes(ticket.occurrenceId))
      .map((ticket) => ticket.ticketId);
    if (order.status !== 'Charged' || ticketIds.length === 0) {
      const leftRequested = (await refundsOfOrder(tx, orgId, order.orderId)).find(
        (refund) => refund.cause === 'eventCanceled' && refund.status === 'Requested',
      );
      return leftRequested ? { refund: leftRequested, payment: providerToAsk(leftRequested, payment) } : null;
    }
    const lines = await orderLinesOf(tx, orgId, order.orderId);
    const refund = await applyRefund(tx, order, {
      lines,
      tickets,
      ticketIds,
      override: true,
      requestedBy: payload.requestedBy,
      payment,
      cause: 'eventCanceled',
      ticketsOnly: true,
    });
    return { refund, payment: providerToAsk(refund, payment) };
  });
  if (!reserved) return 'logged';
  if (!reserved.payment) return 'sent';
  // The worker is the one woken: it drains what this queues (the buyer's mail, the provider's webhook) before it rests.
  const inWorker = { ...ctx, wakeOutbox: () => undefined };
  return (await payBack(inWorker, orgId, reserved.refund, reserved.payment)) ? 'failed' : 'sent';
}
