import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, SHOP_MESSAGES } from '@foyer/contracts';
import { pickLocale, translate } from '@foyer/i18n';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { findCart } from '../carts/index.js';
import { type PaymentProvider, paymentProviderFor } from '../payments/index.js';
import { amountDue } from './order-placement.js';
import { ordersRepository, paymentsRepository, type OrderRow } from './orders.repository.js';

/**
 * Payment start is idempotent by cart (POST /api/public/payments). A buyer whose call was cut
 * off retries with the same cart and gets the same order and the same payment; if the first call
 * died before the payment existed, the retry makes it, once: the provider is given our order id
 * as its idempotency key, and our payment row is written under the order's lock (and a unique
 * index), so two racing retries end with one payment.
 */

export type StartedPayment = { order: OrderRow; payment: { paymentId: string; paymentUrl: string } | null };

/** The order a cart already became, read with the cart locked so a racing first call is waited for. */
export async function orderOfCheckedOutCart(tx: Tx, orgId: string, cartId: string): Promise<OrderRow | undefined> {
  const cart = await findCart(tx, orgId, cartId, true);
  if (cart?.status !== 'CheckedOut') return undefined;
  return ordersRepository.findByCart(tx, orgId, cartId);
}

/** The organisation's provider, or 409 when its shop cannot take payments (no provider, or test without test mode). */
export async function shopPaymentProvider(ctx: AppContext, tx: Tx, orgId: string): Promise<PaymentProvider> {
  const provider = await paymentProviderFor(ctx, tx, orgId);
  if (!provider) throw conflict(PAYMENT_MESSAGES.cannotTakePayments, { orgId: PAYMENT_MESSAGES.cannotTakePayments });
  return provider;
}

/** A retried start: the earlier order with its payment, made now if the first call never got to it. */
export async function resumePayment(ctx: AppContext, order: OrderRow, language: string): Promise<StartedPayment> {
  const [payment] = await inTenant(ctx.db, order.orgId, (tx) => paymentsRepository.forOrder(tx, order.orgId, order.orderId));
  if (payment) return { order, payment: { paymentId: payment.providerPaymentId, paymentUrl: payment.paymentUrl ?? '' } };
  if (order.status === 'Created' && order.holding && order.holdExpiresAt.getTime() > ctx.now().getTime()) {
    return createOrderPayment(ctx, order, language);
  }
  // An unpaid order whose holds are gone cannot be paid any more.
  if (order.status === 'Created' || order.status === 'Canceled') {
    throw conflict(SHOP_MESSAGES.reservationExpired, { cartId: SHOP_MESSAGES.reservationExpired });
  }
  // Free and EAN orders need no payment.
  return { order, payment: null };
}

/**
 * Asks the provider for the order's payment (outside any transaction, DESIGN §4) and records it.
 * When the provider fails the order keeps its holds until they lapse, so a retry can still pay.
 */
export async function createOrderPayment(ctx: AppContext, order: OrderRow, language: string): Promise<StartedPayment> {
  const { orgId, orderId } = order;
  const provider = await inTenant(ctx.db, orgId, (tx) => shopPaymentProvider(ctx, tx, orgId));
  let created: { providerPaymentId: string; redirectUrl: string };
  try {
    created = await provider.createPayment({
      orgId,
      idempotencyKey: orderId,
      amountMinor: amountDue(order),
      currency: order.currency,
      // The provider's page shows it to the buyer: in their language (issue 12).
      description: translate(pickLocale(language) ?? 'en', 'mail.payment.description', { orderNumber: order.orderNumber }),
      returnUrl: `${ctx.config.publicUrl}/api/public/orders/${orderId}/return?orgId=${orgId}`,
      language,
    });
  } catch {
    throw new AppError('payment_provider_failed', SHOP_MESSAGES.paymentFailed);
  }
  return inTenant(ctx.db, orgId, async (tx) => {
    const locked = (await ordersRepository.find(tx, orgId, orderId, true))!;
    const [earlier] = await paymentsRepository.forOrder(tx, orgId, orderId);
    if (earlier) return { order: locked, payment: { paymentId: earlier.providerPaymentId, paymentUrl: earlier.paymentUrl ?? '' } };
    await paymentsRepository.insert(tx, {
      orgId,
      paymentId: randomUUID(),
      orderId,
      provider: provider.name,
      providerPaymentId: created.providerPaymentId,
      status: 'Pending',
      amountMinor: amountDue(order),
      currency: order.currency,
      paymentUrl: created.redirectUrl,
    });
    if (locked.status === 'Created') await ordersRepository.setStatus(tx, orgId, orderId, 'Payment pending');
    return {
      order: (await ordersRepository.find(tx, orgId, orderId))!,
      payment: { paymentId: created.providerPaymentId, paymentUrl: created.redirectUrl },
    };
  });
}
