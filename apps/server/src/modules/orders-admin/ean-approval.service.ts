import { EAN_APPROVAL_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findOccurrenceWithEvent } from '../events/index.js';
import { approveEanOrder, findOrder, eventLinesOf, orderLinesOf, refuseEanOrder } from '../orders/index.js';
import { getOrder } from './orders-admin.service.js';

/**
 * Why the order's admissions can no longer be approved, as their dates stand now (a date may have
 * moved, or been canceled since the order was placed); null when they can.
 */
async function whyNotApprovable(tx: Tx, orgId: string, orderId: string, now: Date): Promise<string | null> {
  const lines = eventLinesOf(await orderLinesOf(tx, orgId, orderId));
  for (const occurrenceId of new Set(lines.map((line) => line.occurrenceId))) {
    const found = await findOccurrenceWithEvent(tx, orgId, occurrenceId);
    if (!found || found.occurrence.endsAt.getTime() <= now.getTime()) return EAN_APPROVAL_MESSAGES.eventEnded;
    if (found.occurrence.status === 'Canceled' || found.event.status === 'Canceled') return EAN_APPROVAL_MESSAGES.eventCanceled;
  }
  return null;
}

/**
 * POST /api/orders/{orderId}/approve and /refuse: staff decide on an Institution's EAN order that
 * awaits approval. The order row is locked, so two staff members deciding at once decide once:
 * the second finds it no longer Pending (409).
 */
async function decide(
  ctx: AppContext,
  actor: Actor,
  orderId: string,
  approve: boolean,
  reason: string | null = null,
): Promise<TOrderDetail> {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const order = await findOrder(tx, actor.orgId, orderId, true);
    if (!order) throw notFound('Order');
    if (order.status !== 'Pending' || !order.holding)
      throw conflict(EAN_APPROVAL_MESSAGES.notAwaiting, { orderId: EAN_APPROVAL_MESSAGES.notAwaiting });
    if (approve) {
      // Tickets for an event that is over or canceled would be invoiced for nothing: refuse instead.
      const why = await whyNotApprovable(tx, actor.orgId, orderId, ctx.now());
      if (why) throw conflict(why, { orderId: why });
      await approveEanOrder(tx, order, actor.userId, ctx.now());
    } else await refuseEanOrder(tx, order, actor.userId, reason);
  });
  ctx.wakeOutbox();
  return getOrder(ctx, actor, orderId);
}

export const approveOrder = (ctx: AppContext, actor: Actor, orderId: string) => decide(ctx, actor, orderId, true);
export const refuseOrder = (ctx: AppContext, actor: Actor, orderId: string, reason: string | null) =>
  decide(ctx, actor, orderId, false, reason);
