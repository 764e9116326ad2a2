import { useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR, reasonOfRefusal } from '../api/http';
import { shopApi } from '../api/shop-api';
import { navigate } from '../app/navigation';
import type { Shop } from '../app/shop-context';
import { useShop } from '../app/shop-context';
import { keepVoucherCode, saveDraft } from './checkout-draft';
import { EmptyCart } from '../ui/page-frame';
import { draftFromConsumer } from './consumer-form';
import { forgetUnpaidOrder, unpaidOrderOf } from './unpaid-order-kept';

export { forgetUnpaidOrder, rememberUnpaidOrder } from './unpaid-order-kept';

/** What taking an order back into the cart came to: the cart's page, no tickets left, or a refusal in words. */
export type ReturnOutcome = { kind: 'back' } | { kind: 'empty' } | { kind: 'refused'; problem: string; gone: boolean };

/**
 * An unpaid order back into the cart (POST /api/public/orders/{orderId}/cart): the same tickets, the
 * contact form and the gift voucher code as they were left, then the cart's page.
 */
export async function returnOrderToCart(shop: Shop, orderId: string): Promise<ReturnOutcome> {
  try {
    const { cart, consumer, voucherCode } = await shopApi.backToCart(shop.orgId, orderId);
    forgetUnpaidOrder(shop.orgId);
    shop.cart.adopt(cart);
    saveDraft(shop.orgId, draftFromConsumer(consumer));
    keepVoucherCode(shop.orgId, voucherCode);
    if (cart.itemsTotalQuantity === 0) return { kind: 'empty' };
    navigate(shop.href({ page: 'checkoutReview' }));
    return { kind: 'back' };
  } catch (error) {
    const gone = error instanceof ApiError && (error.status === 409 || error.status === 404);
    if (gone) forgetUnpaidOrder(shop.orgId);
    const problem =
      error instanceof ApiError && error.status !== NETWORK_ERROR ? shop.say(reasonOfRefusal(error)) : shop.t('common.networkError');
    return { kind: 'refused', problem, gone };
  }
}

/**
 * A checkout step with an empty cart. When the visitor left the payment page (the browser's Back)
 * before paying, the order still holds their tickets: they are offered back into the cart rather
 * than told the cart is empty.
 */
export function EmptyCheckout() {
  const unpaid = useUnpaidOrder();
  return unpaid.orderId ? <UnpaidOrderOffer {...unpaid} /> : <EmptyCart />;
}

/**
 * Any other page with an empty cart (ShopLayout): the museum's page was reloaded while this tab
 * was on the payment page, and the shop starts again at its list; the order kept is offered the
 * same way, so the visitor need not begin again (and hold a second set of places).
 */
export function UnpaidOrderNotice() {
  const unpaid = useUnpaidOrder();
  return unpaid.orderId ? <UnpaidOrderOffer {...unpaid} /> : null;
}

/** The order this tab left on the payment page, if it can still go back into the cart, and the way back. */
function useUnpaidOrder() {
  const shop = useShop();
  const { orgId } = shop;
  const [orderId, setOrderId] = useState<string | null>(null);
  // Declined at the provider rather than left: the offer says so.
  const [declined, setDeclined] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const remembered = unpaidOrderOf(orgId);
    if (!remembered) return;
    let live = true;
    shopApi.order(orgId, remembered).then(
      (order) => {
        if (!live) return;
        if (order.canReturnToCart) {
          setOrderId(remembered);
          setDeclined(order.paymentDeclined);
        } else forgetUnpaidOrder(orgId); // paid, placed or gone: nothing to take back
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orgId]);
  const back = async () => {
    if (!orderId) return;
    setBusy(true);
    const outcome = await returnOrderToCart(shop, orderId);
    if (outcome.kind === 'back') return;
    setBusy(false);
    if (outcome.kind === 'empty') setOrderId(null);
    else {
      setProblem(outcome.problem);
      if (outcome.gone) setOrderId(null);
    }
  };
  return { orderId, declined, busy, problem, back };
}

function UnpaidOrderOffer({ declined, busy, problem, back }: ReturnType<typeof useUnpaidOrder>) {
  const { t } = useShop();
  return (
    <div className="notice stack" role="status" data-testid="unpaid-order">
      <p>{t(declined ? 'cart.unpaidOrderDeclined' : 'cart.unpaidOrder')}</p>
      {problem && <p className="field-error">{problem}</p>}
      <button type="button" className="button button-primary button-block" disabled={busy} onClick={() => void back()}>
        {t('order.backToCart')}
      </button>
    </div>
  );
}
