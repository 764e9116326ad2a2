import { SHOP_MESSAGES, type TBackToCart, type TCart } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findCart, loadCartView, reopenCartAndHoldAgain } from '../carts/index.js';
import { isOpen, returnHoldsToCart, settleFromProvider } from './order-settlement.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { paymentsRepository } from './payments.repository.js';
import { codePayingOrder } from '../voucher-codes/index.js';

/**
 * Whether the buyer of `order` may go back to its cart and pay again: the order is the cart's
 * latest attempt, its payment is not done (pending, declined, left, or lapsed), and the cart still
 * has something to give back (a cart reopened and then lapsed lost its tickets to others).
 */
export async function canReturnToCart(tx: Tx, order: OrderRow): Promise<boolean> {
  // An EAN order is never paid at checkout: one the museum refused has no payment to try again.
  if (order.channel !== 'online' || order.paymentMethod === 'EanPayment') return false;
  if (!(isOpen(order) || order.status === 'Canceled')) return false;
  const latest = await ordersRepository.findByCart(tx, order.orgId, order.cartId);
  const cart = await findCart(tx, order.orgId, order.cartId);
  return latest?.orderId === order.orderId && cart !== undefined && cart.status !== 'Expired';
}

/**
 * POST /api/public/orders/{orderId}/cart: back from a declined or abandoned payment to the cart,
 * to try again. A payment still pending is read at its provider first, so one the buyer did
 * approve is honoured (409 then: the order is paid). Left unpaid, the attempt ends: the order is
 * canceled and its holds go back to the cart with the time they had; a payment made on the old
 * page after all is refunded as one that came too late (CouldNotLock). When the holds had already
 * lapsed, the cart takes its places again while there is room. The next payment start makes a new
 * order with a new payment from the same cart (idempotent by cart, payment-start.ts).
 */
export async function backToCart(ctx: AppContext, orgId: string, orderId: string): Promise<TBackToCart> {
  const pending = await inTenant(ctx.db, orgId, async (tx) => {
    const order = await ordersRepository.find(tx, orgId, orderId);
    if (!order) throw notFound('Order');
    return isOpen(order) ? paymentsRepository.forOrder(tx, orgId, orderId) : [];
  });
  for (const payment of pending) if (payment.status === 'Pending') await settleFromProvider(ctx, payment);
  return inTenant(ctx.db, orgId, async (tx) => {
    const { cart, order } = await cartBack(tx, orgId, orderId, ctx.now());
    // The gift voucher code the attempt paid with: the shop offers it again (the declined order let go of its money).
    const voucherCode = order.voucherPaidMinor > 0 ? await codePayingOrder(tx, orgId, orderId) : null;
    return { cart, consumer: order.consumer as TBackToCart['consumer'], voucherCode };
  });
}

/** The cart of backToCart, in its transaction. */
async function cartBack(tx: Tx, orgId: string, orderId: string, now: Date): Promise<{ cart: TCart; order: OrderRow }> {
  // The order first, then its cart: the order the webhook's settlement locks first too.
  const order = (await ordersRepository.find(tx, orgId, orderId, true))!;
  const current = await findCart(tx, orgId, order.cartId, true);
  if (!current || !(await canReturnToCart(tx, order))) {
    // Retried after the cart was already given back (and maybe changed): the cart as it is.
    if (order.status === 'Canceled' && current?.status === 'Open') return { cart: await loadCartView(tx, current, now), order };
    throw conflict(SHOP_MESSAGES.orderNotReturnable, { orderId: SHOP_MESSAGES.orderNotReturnable });
  }
  if (isOpen(order)) await returnHoldsToCart(tx, order);
  else if (current.status === 'CheckedOut') await reopenCartAndHoldAgain(tx, orgId, order.cartId, now);
  return { cart: await loadCartView(tx, (await findCart(tx, orgId, order.cartId))!, now), order };
}
