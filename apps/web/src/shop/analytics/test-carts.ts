import type { TCart, TCartItem, TPublicOrder } from '@foyer/contracts';

/** Carts and orders for the analytics tests, with personal data in them that must never be sent. */
export const HOLDER = 'Ada Lovelace';
export const EMAIL = 'ada@example.com';

const price = (gross: number) => ({ net: gross, tax: 0, gross });

export const ticketLine = (id: string, name: string, quantity: number, unitGross: number) => ({
  id,
  name,
  translatedNames: { en: name },
  age: 'Adult' as const,
  quantity,
  minQuantityRequired: null,
  unitPrice: price(unitGross),
  totalPrice: price(unitGross * quantity),
  holderNames: Array.from({ length: quantity }, () => HOLDER),
});

export const eventItem = (itemId: string, eventId: string, lines: ReturnType<typeof ticketLine>[]): TCartItem => ({
  itemId,
  type: 'Event',
  onSale: true,
  event: {
    id: eventId,
    parentId: `series-of-${eventId}`,
    name: 'Monet at dusk',
    translatedNames: { en: 'Monet at dusk' },
    category: null,
    startsAt: '2030-05-01T10:00:00Z',
    endsAt: '2030-05-01T11:00:00Z',
    allDay: false,
    timeZone: 'Europe/Copenhagen',
    venueName: 'Main hall',
  },
  schoolClassId: null,
  items: lines,
  totalPrice: price(lines.reduce((sum, line) => sum + line.totalPrice.gross, 0)),
});

export const cartOf = (items: TCartItem[], fees = 0): TCart => {
  const lines = items.reduce((sum, item) => sum + item.totalPrice.gross, 0);
  return {
    cartId: 'cart-1',
    orgId: 'org-1',
    currency: 'DKK',
    items,
    fees: [],
    totalPrice: price(lines + fees),
    itemsTotalQuantity: items.reduce((sum, item) => sum + (item.type === 'Event' ? item.items.reduce((n, l) => n + l.quantity, 0) : 1), 0),
    expiresAt: 0,
    holdMinutes: 15,
    serverTime: 0,
  };
};

export const orderOf = (status: TPublicOrder['status'], orderId = 'order-1'): TPublicOrder => ({
  orderId,
  orderNumber: '10042',
  status,
  invoice: null,
  currency: 'EUR',
  totalGrossAmount: 12345,
  voucherPaidAmount: 0,
  email: EMAIL,
  ticketCount: 3,
  visits: [],
  purchases: [],
  tourCount: 0,
  refusedByMuseum: false,
  canceledByMuseum: false,
  paymentDeclined: false,
  fees: [],
  posted: false,
  canReturnToCart: false,
});
