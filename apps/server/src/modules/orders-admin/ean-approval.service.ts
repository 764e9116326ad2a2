import { EAN_APPROVAL_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { approveEanOrder, refuseEanOrder } from '../orders/ean-orders.js';
import { ordersRepository } from '../orders/orders.repository.js';
import { getOrder } from './orders-admin.service.js';

/**
 * POST /api/orders/{orderId}/approve and /refuse: staff decide on an Institution's EAN order that
 * awaits approval. The order row is locked, so two staff members deciding at once decide once:
 * the second finds it no longer Pending (409).
 */
async function decide(ctx: AppContext, actor: Actor, orderId: string, approve: boolean): Promise<TOrderDetail> {
  await inTenant(ctx.db, actor.orgId, async (tx) => {
    const order = await ordersRepository.find(tx, actor.orgId, orderId, true);
    if (!order) throw notFound('Order');
    if (order.status !== 'Pending' || !order.holding)
      throw conflict(EAN_APPROVAL_MESSAGES.notAwaiting, { orderId: EAN_APPROVAL_MESSAGES.notAwaiting });
    if (approve) await approveEanOrder(tx, order, actor.userId);
    else await refuseEanOrder(tx, order, actor.userId);
  });
  ctx.wakeOutbox();
  return getOrder(ctx, actor, orderId);
}

export const approveOrder = (ctx: AppContext, actor: Actor, orderId: string) => decide(ctx, actor, orderId, true);
export const refuseOrder = (ctx: AppContext, actor: Actor, orderId: string) => decide(ctx, actor, orderId, false);
