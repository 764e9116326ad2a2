import type { TCart, TCartItem, TPublicOrder } from '@foyer/contracts';

/**
 * What the shop tells analytics services, built from carts and orders. Only what was bought is
 * described (events, ticket types, amounts): holder names, emails and phone numbers never go in.
 */
export type ShopEventName = 'addToCart' | 'removeFromCart' | 'beginCheckout' | 'purchase';

export interface TrackedItem {
  /** The event's (occurrence's) id, or the product's or donation's. */
  id: string;
  name: string;
  /** The ticket type or offer. */
  variant: string | null;
  quantity: number;
  /** One unit's gross price in major units. */
  price: number;
}

export interface TrackedEvent {
  currency: string;
  /** Gross, in major units (the services expect 123.45, not 12345). */
  value: number;
  items: TrackedItem[];
  /** A purchase's order number. */
  orderNumber?: string;
}

/** Where a failing integration is reported (console.warn in the browser). */
export type Warn = (message: string, error: unknown) => void;

/** One analytics service as the shop uses it. */
export interface AnalyticsService {
  readonly name: string;
  send(event: ShopEventName, details: TrackedEvent): void;
}

const major = (minor: number) => minor / 100;

type Line = { item: Omit<TrackedItem, 'quantity' | 'price'>; quantity: number; unitMinor: number };

/** Every line of the cart items that `concerns` picks, keyed by item and line. */
function linesOf(cart: TCart | null, concerns: (item: TCartItem) => boolean): Map<string, Line> {
  const lines = new Map<string, Line>();
  for (const item of cart?.items ?? []) {
    if (!concerns(item)) continue;
    if (item.type === 'Event')
      for (const line of item.items)
        lines.set(`${item.itemId}/${line.id}`, {
          item: { id: item.event.id, name: item.event.name, variant: line.name },
          quantity: line.quantity,
          unitMinor: line.unitPrice.gross,
        });
    else if (item.type === 'Product')
      for (const line of item.items)
        lines.set(`${item.itemId}/${line.id}`, {
          item: { id: item.product.id, name: item.product.name, variant: line.name },
          quantity: line.quantity,
          unitMinor: line.unitPrice.gross,
        });
    else if (item.type === 'Voucher')
      lines.set(item.itemId, {
        item: { id: item.voucher.id, name: item.voucher.name, variant: null },
        quantity: item.quantity,
        unitMinor: item.unitPrice.gross,
      });
    else
      lines.set(item.itemId, {
        item: { id: item.donation.id, name: item.donation.name, variant: null },
        quantity: 1,
        unitMinor: item.totalPrice.gross,
      });
  }
  return lines;
}

function describe(currency: string, lines: Iterable<Line>): TrackedEvent | null {
  const items: TrackedItem[] = [];
  let totalMinor = 0;
  for (const { item, quantity, unitMinor } of lines) {
    if (quantity <= 0) continue;
    items.push({ ...item, quantity, price: major(unitMinor) });
    totalMinor += unitMinor * quantity;
  }
  // Summed in minor units so the value has no floating-point crumbs.
  return items.length > 0 ? { currency, value: major(totalMinor), items } : null;
}

/**
 * What grew (sign 1) or shrank (sign -1) between two carts. The cart answers are whole carts, so
 * the difference is what this call did, however the server merges lines.
 */
function change(before: TCart | null, after: TCart, sign: 1 | -1, concerns: (item: TCartItem) => boolean): TrackedEvent | null {
  const was = linesOf(before, concerns);
  const now = linesOf(after, concerns);
  const changed: Line[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(key);
    const current = now.get(key);
    const line = (sign > 0 ? (current ?? old) : (old ?? current))!;
    changed.push({ ...line, quantity: sign * ((current?.quantity ?? 0) - (old?.quantity ?? 0)) });
  }
  return describe(after.currency, changed);
}

/** What an item is of: the occurrence, the product, the voucher or the donation campaign. */
function soldIdOf(item: TCartItem): string {
  switch (item.type) {
    case 'Event':
      return item.event.id;
    case 'Product':
      return item.product.id;
    case 'Voucher':
      return item.voucher.id;
    case 'Donation':
      return item.donation.id;
  }
}

/** Tickets of the occurrence (or the gift to the campaign) `soldId` that the add made; null when nothing was added. */
export const addedToCart = (before: TCart | null, after: TCart, soldId: string) =>
  change(before, after, 1, (item) => soldIdOf(item) === soldId);

/** What left the item `itemId` (one ticket, or all of it); null when nothing left. */
export const removedFromCart = (before: TCart | null, after: TCart, itemId: string) =>
  change(before, after, -1, (item) => item.itemId === itemId);

/** The whole cart, its value the cart's gross total (fees included). */
export function checkoutOf(cart: TCart): TrackedEvent | null {
  const described = describe(cart.currency, linesOf(cart, () => true).values());
  return described && { ...described, value: major(cart.totalPrice.gross) };
}

/** A charged order: the public order carries no lines, so only its number, currency and total. */
export const purchaseOf = (order: TPublicOrder): TrackedEvent => ({
  currency: order.currency,
  value: major(order.totalGrossAmount),
  items: [],
  orderNumber: order.orderNumber,
});
