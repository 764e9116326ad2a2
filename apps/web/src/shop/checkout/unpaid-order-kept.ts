/*
 * Kept apart from unpaid-order.tsx so the shop's frame (ShopLayout) can ask whether there is an
 * order to offer back without loading the checkout's code on every first page.
 */

/**
 * The order whose payment page this visitor was sent to, per organisation, for this tab's life:
 * the cart became that order, so "Back" from the payment page would find an empty cart. Kept
 * until the order is paid (or placed for approval) or taken back into the cart.
 */
const key = (orgId: string) => `foyer.shop.unpaidOrder.${orgId}`;

export function rememberUnpaidOrder(orgId: string, orderId: string) {
  try {
    window.sessionStorage.setItem(key(orgId), orderId);
  } catch {
    // Without storage, Back from the payment page shows an empty cart; the order page still offers the way back.
  }
}

export function forgetUnpaidOrder(orgId: string) {
  try {
    window.sessionStorage.removeItem(key(orgId));
  } catch {
    // Nothing was kept.
  }
}

export function unpaidOrderOf(orgId: string): string | null {
  try {
    return window.sessionStorage.getItem(key(orgId));
  } catch {
    return null;
  }
}
