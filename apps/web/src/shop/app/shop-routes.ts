import { FAMILIES, isFamilyKey, type Family, type FamilyKey, type ShopPage } from './families';

/**
 * The shop's own small router. The server answers shop.html for every /embed*\/… path, so the
 * family is the first path segment and the page is the rest (SPEC §2 paths, relative to it).
 */

export type ShopRoute =
  | { page: 'eventList' }
  | { page: 'event' | 'schoolClassEvent'; eventId: string }
  | { page: 'donationList' }
  | { page: 'donation'; donationId: string }
  | { page: 'voucherList' }
  | { page: 'voucher'; voucherId: string }
  | { page: 'product'; productId: string }
  | { page: 'checkoutReview' | 'checkoutContact' | 'checkoutTicket' }
  | { page: 'checkoutPay' | 'mobilePay'; orderId: string }
  | { page: 'tourAccess'; code: string }
  | { page: 'notFound' };

export interface ShopLocation {
  family: Family;
  route: ShopRoute;
}

const PATTERNS: readonly [RegExp, (match: RegExpExecArray) => ShopRoute][] = [
  [/^\/?$/, () => ({ page: 'eventList' })],
  [/^\/organizations\/?$/, () => ({ page: 'eventList' })],
  [/^\/events\/([^/]+)\/?$/, (m) => ({ page: 'event', eventId: decodeURIComponent(m[1]!) })],
  [/^\/school-class-event\/([^/]+)\/?$/, (m) => ({ page: 'schoolClassEvent', eventId: decodeURIComponent(m[1]!) })],
  [/^\/donations\/?$/, () => ({ page: 'donationList' })],
  [/^\/donations\/([^/]+)\/?$/, (m) => ({ page: 'donation', donationId: decodeURIComponent(m[1]!) })],
  [/^\/vouchers\/?$/, () => ({ page: 'voucherList' })],
  [/^\/vouchers\/([^/]+)\/?$/, (m) => ({ page: 'voucher', voucherId: decodeURIComponent(m[1]!) })],
  [/^\/products\/([^/]+)\/?$/, (m) => ({ page: 'product', productId: decodeURIComponent(m[1]!) })],
  [/^\/checkout\/review\/?$/, () => ({ page: 'checkoutReview' })],
  [/^\/checkout\/contact\/?$/, () => ({ page: 'checkoutContact' })],
  [/^\/checkout\/ticket\/?$/, () => ({ page: 'checkoutTicket' })],
  [/^\/checkout\/pay\/([^/]+)\/?$/, (m) => ({ page: 'checkoutPay', orderId: decodeURIComponent(m[1]!) })],
  [/^\/mobile\/pay\/([^/]+)\/?$/, (m) => ({ page: 'mobilePay', orderId: decodeURIComponent(m[1]!) })],
  // Ours, not the SPEC's: where a bought tour's mail leads (its access code, in every family).
  [/^\/tour-access\/([^/]+)\/?$/, (m) => ({ page: 'tourAccess', code: decodeURIComponent(m[1]!) })],
];

/** Splits `/embed3/checkout/ticket` into the family and its page; other paths fall back to /embed. */
export function matchShopPath(pathname: string): ShopLocation {
  const found = /^\/(embed\d?)(\/.*)?$/.exec(pathname);
  const familyKey: FamilyKey = found && isFamilyKey(found[1]!) ? found[1] : 'embed';
  const family = FAMILIES[familyKey];
  if (!found || !isFamilyKey(found[1]!)) return { family, route: { page: 'notFound' } };
  const rest = found[2] ?? '/';
  for (const [pattern, toRoute] of PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const route = toRoute(match);
    // A page the family does not have (e.g. /embed/checkout/ticket) does not exist there.
    return { family, route: family.pages.includes(route.page as ShopPage) ? route : { page: 'notFound' } };
  }
  return { family, route: { page: 'notFound' } };
}

/** The path of a page inside a family, e.g. `/embed2/events/…`. */
export function shopPath(family: FamilyKey, route: Exclude<ShopRoute, { page: 'notFound' }>): string {
  const prefix = `/${family}`;
  switch (route.page) {
    case 'eventList':
      return `${prefix}/organizations`;
    case 'event':
      return `${prefix}/events/${encodeURIComponent(route.eventId)}`;
    case 'schoolClassEvent':
      return `${prefix}/school-class-event/${encodeURIComponent(route.eventId)}`;
    case 'donationList':
      return `${prefix}/donations`;
    case 'donation':
      return `${prefix}/donations/${encodeURIComponent(route.donationId)}`;
    case 'voucherList':
      return `${prefix}/vouchers`;
    case 'voucher':
      return `${prefix}/vouchers/${encodeURIComponent(route.voucherId)}`;
    case 'product':
      return `${prefix}/products/${encodeURIComponent(route.productId)}`;
    case 'checkoutReview':
      return `${prefix}/checkout/review`;
    case 'checkoutContact':
      return `${prefix}/checkout/contact`;
    case 'checkoutTicket':
      return `${prefix}/checkout/ticket`;
    case 'checkoutPay':
      return `${prefix}/checkout/pay/${encodeURIComponent(route.orderId)}`;
    case 'mobilePay':
      return `${prefix}/mobile/pay/${encodeURIComponent(route.orderId)}`;
    case 'tourAccess':
      return `${prefix}/tour-access/${encodeURIComponent(route.code)}`;
  }
}

/**
 * The payment provider always returns to /embed/checkout/pay/…; the visitor who started in
 * another family is put back into it (remembered when the payment started).
 */
export function returnPath(location: ShopLocation, startedIn: string | null): string | null {
  if (location.route.page !== 'checkoutPay' || !startedIn || !isFamilyKey(startedIn)) return null;
  if (startedIn === location.family.key) return null;
  return shopPath(startedIn, location.route);
}
