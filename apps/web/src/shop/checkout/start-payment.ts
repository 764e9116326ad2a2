import { ApiError, NETWORK_ERROR, reasonOfRefusal, type RefusalReason } from '../api/http';
import { shopApi } from '../api/shop-api';
import { navigate } from '../app/navigation';
import type { Shop } from '../app/shop-context';
import { PARENT_MESSAGES } from '../parent/parent-messages';
import { isPosted } from './posting-choice';
import { rememberUnpaidOrder } from './unpaid-order';
import { consumerBody, consumerFieldErrors, type ConsumerDraft, type ConsumerErrors } from './consumer-form';

/** Where the provider's return lands (always /embed/…), the family the visitor paid in is remembered. */
export const PAID_IN_FAMILY_KEY = 'foyer.shop.paidIn';

/** What the server refused: contact fields, the gift voucher code (then said at its field), or the whole. */
export type PaymentProblem = { consumer: ConsumerErrors; general: string[]; voucherCode?: RefusalReason };

/**
 * POST /api/public/payments: the cart becomes an order. With a payment page the frame goes there
 * (it returns to /checkout/pay/{orderId}); a free order, or one a gift voucher's code pays whole,
 * goes straight to its confirmation (the server charges it at once and answers no payment page).
 */
export async function startPayment(
  shop: Shop,
  draft: ConsumerDraft,
  voucherCode: string | null = null,
  /** What the page showed the code paying. */
  voucherPays: number | null = null,
): Promise<PaymentProblem | null> {
  const cart = shop.cart.getState().cart;
  if (!cart || cart.itemsTotalQuantity === 0) return { consumer: {}, general: [shop.t('messages.cartNotFound')] };
  try {
    const payment = await shopApi.startPayment(
      shop.orgId,
      cart.cartId,
      consumerBody(draft, isPosted(cart)),
      shop.locale,
      { family: shop.family.key, parentUrl: shop.query.parentUrl, parentPageId: shop.query.parentPageId },
      voucherCode,
      voucherPays,
      // The total this step shows: a fee changed meanwhile is refused rather than paid or invoiced unseen.
      cart.totalPrice.gross,
    );
    // The contact details stay until the order is confirmed: a declined payment comes back to them.
    // The cart is the order's now: the host's badge goes to 0.
    shop.cart.reset();
    try {
      window.sessionStorage.setItem(PAID_IN_FAMILY_KEY, shop.family.key);
    } catch {
      // Without storage the return simply stays in /embed.
    }
    if (payment.paymentUrl) {
      rememberUnpaidOrder(shop.orgId, payment.orderId);
      if (payment.paymentId) shop.messenger.post({ type: PARENT_MESSAGES.mobilepay, paymentId: payment.paymentId });
      window.location.assign(payment.paymentUrl);
    } else {
      navigate(shop.href({ page: 'checkoutPay', orderId: payment.orderId }));
    }
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === NETWORK_ERROR) return { consumer: {}, general: [shop.t('common.networkError')] };
    if (error.status === 404) shop.cart.reset();
    if (error.status === 409 && error.why?.reason === 'shop.reservationExpired') void shop.cart.expire();
    // Something became unbuyable since the cart was read: read it again, so the step sends the visitor back to it, marked.
    if (error.status === 409 && error.why?.reason === 'shop.cartItemNotOnSale') void shop.cart.load(cart.cartId);
    // The order would cost more than shown: the cart is read again, so the step shows the new total with the refusal.
    if (error.status === 409 && error.why?.reason === 'shop.totalChanged') void shop.cart.load(cart.cartId);
    const onCode = error.fieldReasons.voucherCode;
    if (onCode) return { consumer: {}, general: [], voucherCode: onCode };
    const consumer = consumerFieldErrors(error.fields);
    const general =
      Object.keys(consumer).length > 0 ? [] : [error.status === 404 ? shop.t('messages.cartNotFound') : shop.say(reasonOfRefusal(error))];
    return { consumer, general };
  }
}
