import { ORDER_POST_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import { carriesPostage } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findOrder, setSentByPost } from '../orders/index.js';
import { getOrder } from './orders-admin.service.js';

/**
 * POST /api/orders/{orderId}/sentByPost: a posted order's tickets went in the post. Marking it
 * twice keeps the first mark (two staff members at the desk post it once). Only an order with
 * tickets to send (paid, or invoiced by EAN) can be sent.
 */
export async function markSentByPost(ctx: AppContext, actor: Actor, orderId: string): Promise<TOrderDetail> {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const order = await findOrder(tx, actor.orgId, orderId, true);
    if (!order) throw notFound('Order');
    if (!carriesPostage(order.fees)) throw conflict(ORDER_POST_MESSAGES.notPosted, { orderId: ORDER_POST_MESSAGES.notPosted });
    if (order.status !== 'Charged' && order.status !== 'CheckoutCompleted')
      throw conflict(ORDER_POST_MESSAGES.notSendable, { orderId: ORDER_POST_MESSAGES.notSendable });
    if (!order.sentByPostAt) await setSentByPost(tx, actor.orgId, orderId, true, actor.userId);
  });
  return getOrder(ctx, actor, orderId);
}

/** DELETE /api/orders/{orderId}/sentByPost: marked by mistake, the order is to send again. */
export async function unmarkSentByPost(ctx: AppContext, actor: Actor, orderId: string): Promise<TOrderDetail> {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const order = await findOrder(tx, actor.orgId, orderId, true);
    if (!order) throw notFound('Order');
    if (!carriesPostage(order.fees)) throw conflict(ORDER_POST_MESSAGES.notPosted, { orderId: ORDER_POST_MESSAGES.notPosted });
    if (order.sentByPostAt) await setSentByPost(tx, actor.orgId, orderId, false, actor.userId);
  });
  return getOrder(ctx, actor, orderId);
}
