import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, SHOP_MESSAGES } from '@foyer/contracts';
import { pickLocale, translate } from '@foyer/i18n';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { AppError, conflict } from '../../lib/app-error.js';
import type { SaleSettings } from '../organization-settings/index.js';
import { type PaymentProvider, paymentProviderFor } from '../payments/index.js';
import { amountDue } from './order-placement.js';
import { ordersRepository, type OrderRow } from './orders.repository.js';
import { paymentsRepository } from './payments.repository.js';

/**
 * Payment start is idempotent by cart (POST /api/public/payments). A buyer whose call was cut
 * off retries with the same cart and gets the same order and the same payment; if the first call
 * died before the payment existed, the retry makes it, once: the provider is given our order id
 * as its idempotency key, and our payment row is written under the order's lock (and a unique
 * index), so two racing retries end with one payment.
 */

export type StartedPayment = { order: OrderRow; payment: { paymentId: string; paymentUrl: string } | null };

/** The order a checked-out cart became; the caller holds the cart's lock, so a racing first call was waited for. */
export const orderOfCart = (tx: Tx, orgId: string, cartId: string) => ordersRepository.findByCart(tx, orgId, cartId);

/** The organisation's provider, or 409 when its shop cannot take payments (no provider, or test without test mode). */
export async function shopPaymentProvider(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  /** The payment settings as the shop keeps them (saleSettingsOf), else read here. */
  settings?: SaleSettings['payment'],
): Promise<PaymentProvider> {
  const provider = await paymentProviderFor(ctx, tx, orgId, settings);
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
 * `provider`: as the order's own transaction found it (a retry asks again).
 */
export async function createOrderPayment(
  ctx: AppContext,
  order: OrderRow,
  language: string,
  provider?: PaymentProvider,
): Promise<StartedPayment> {
  const { orgId, orderId } = order;
  provider ??= await inTenant(ctx.db, orgId, (tx) => shopPaymentProvider(ctx, tx, orgId));
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
      holdsUntil: order.holdExpiresAt,
    });
  } catch {
    throw new AppError('payment_provider_failed', SHOP_MESSAGES.paymentFailed);
  }
  // Recorded under the order's lock, taken by moving it to Payment pending: the first record
  // wins (one payment per order), a racing retry answers the payment recorded first.
  const payingFor = provider.name;
  return inTenant(ctx.db, orgId, async (tx) => {
    const moved = await ordersRepository.moveStatus(tx, orgId, orderId, 'Created', 'Payment pending');
    const locked = moved ?? (await ordersRepository.find(tx, orgId, orderId, true))!;
    const recorded = await paymentsRepository.insertFirst(tx, {
      orgId,
      paymentId: randomUUID(),
      orderId,
      provider: payingFor,
      providerPaymentId: created.providerPaymentId,
      status: 'Pending',
      amountMinor: amountDue(order),
      currency: order.currency,
      paymentUrl: created.redirectUrl,
    });
    if (recorded) return { order: locked, payment: { paymentId: created.providerPaymentId, paymentUrl: created.redirectUrl } };
    const [earlier] = await paymentsRepository.forOrder(tx, orgId, orderId);
    return { order: locked, payment: { paymentId: earlier!.providerPaymentId, paymentUrl: earlier!.paymentUrl ?? '' } };
  });
}
