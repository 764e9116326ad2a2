import { describe, expect, it } from 'vitest';
import { ZAddToCart, ZCart, ZRevokeCart, ZUpdateHolderNames } from './cart.js';
import { ZShopParentMessage, SHOP_PARENT_MESSAGES } from './parent-messages.js';
import { SHOP_MESSAGES } from './shop-messages.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const event = {
  eventId: id(1),
  items: [
    { ticketId: id(2), quantity: 2 },
    { ticketId: id(3), quantity: 0 },
  ],
};

function errorsOf(input: unknown): Record<string, string> {
  const result = ZAddToCart.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the server and the web forms show it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('ZAddToCart', () => {
  it('takes event tickets, starting a new cart when there is none', () => {
    expect(ZAddToCart.parse({ event })).toEqual({ cartId: null, language: 'en', event });
    expect(ZAddToCart.parse({ cartId: id(9), language: 'da', event: { ...event, schoolClassId: id(4) } })).toMatchObject({
      cartId: id(9),
      language: 'da',
      event: { schoolClassId: id(4) },
    });
  });

  it('refuses a quantity that is negative, fractional or above 100', () => {
    for (const quantity of [-1, 1.5, 101, '2']) {
      expect(errorsOf({ event: { eventId: id(1), items: [{ ticketId: id(2), quantity }] } })).toEqual({
        'event.items.0.quantity': 'Invalid quantity',
      });
    }
  });

  it('asks for at least one ticket line', () => {
    expect(errorsOf({ event: { eventId: id(1), items: [] } })).toEqual({ 'event.items': SHOP_MESSAGES.atLeastOneTicket });
  });

  it('takes exactly one addition', () => {
    expect(errorsOf({ cartId: id(9) })).toEqual({ '': SHOP_MESSAGES.oneAddition });
    expect(errorsOf({ event, fee: { category: 'EAN' } })).toEqual({ '': SHOP_MESSAGES.oneAddition });
  });

  it('keeps the shape of the other additions ready', () => {
    const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
    const additions = [
      { fee: { category: 'Shipping' } },
      { product: { productId: id(5), items: [{ offerId: id(6), quantity: 1 }] } },
      { membership: { membershipId: id(7), items: [{ paymentOptionId: id(8) }], buyer: person, member: person } },
      { donation: { donationId: id(10), amountMinor: 5_000 } },
      {
        requestWithPaymentEvent: {
          parentEventId: id(11),
          event: { start: { date: '2027-05-01', time: '10:00' } },
          items: [{ ticketId: id(2), quantity: 12 }],
        },
      },
    ];
    for (const addition of additions) expect(ZAddToCart.safeParse(addition).success).toBe(true);
    expect(errorsOf({ donation: { donationId: id(10), amountMinor: 0 } })).toEqual({ 'donation.amountMinor': 'Invalid donation price' });
    expect(Object.keys(errorsOf({ fee: { category: 'Gift wrap' } }))).toEqual(['fee.category']);
  });
});

describe('other cart bodies', () => {
  it('revokes an item or one ticket of it', () => {
    expect(ZRevokeCart.parse({ cartId: id(1), itemId: id(2) })).toEqual({ cartId: id(1), itemId: id(2) });
    expect(ZRevokeCart.parse({ cartId: id(1), itemId: id(2), ticketId: id(3) }).ticketId).toBe(id(3));
  });

  it('takes holder names, empty ones as not given', () => {
    const body = ZUpdateHolderNames.parse({ cartId: id(1), itemId: id(2), tickets: [{ ticketId: id(3), holderNames: [' Ada ', ''] }] });
    expect(body.tickets[0]?.holderNames).toEqual(['Ada', null]);
  });
});

describe('ZCart', () => {
  const price = (gross: number) => ({ net: gross * 0.8, tax: gross * 0.2, gross });
  it('describes an empty cart with expiry 0', () => {
    const cart = { cartId: id(1), orgId: id(2), currency: 'DKK', items: [], fees: [], totalPrice: price(0) };
    expect(ZCart.parse({ ...cart, itemsTotalQuantity: 0, expiresAt: 0, holdMinutes: 15, serverTime: 1_700_000_000_000 }).expiresAt).toBe(0);
  });

  it('describes an occurrence with its ticket lines and a fee', () => {
    const cart = ZCart.parse({
      cartId: id(1),
      orgId: id(2),
      currency: 'EUR',
      items: [
        {
          itemId: id(3),
          type: 'Event',
          onSale: true,
          event: {
            id: id(4),
            parentId: id(5),
            name: 'Guided tour',
            translatedNames: { en: 'Guided tour', da: 'Omvisning' },
            category: null,
            startsAt: '2027-05-01T08:00:00.000Z',
            endsAt: '2027-05-01T09:00:00.000Z',
            allDay: false,
            timeZone: 'Europe/Copenhagen',
            venueName: 'Main hall',
          },
          schoolClassId: null,
          items: [
            {
              id: id(6),
              name: 'Adult',
              translatedNames: { en: 'Adult' },
              age: 'Adult',
              quantity: 2,
              minQuantityRequired: null,
              unitPrice: price(10_000),
              totalPrice: price(20_000),
              holderNames: ['Ada', null],
            },
          ],
          totalPrice: price(20_000),
        },
      ],
      fees: [{ category: 'Shipping', type: 'Fixed amount', value: 4_000, vatBasisPoints: 2500, totalPrice: price(5_000) }],
      totalPrice: price(25_000),
      itemsTotalQuantity: 2,
      expiresAt: Date.parse('2027-04-01T10:15:00Z'),
      holdMinutes: 15,
      serverTime: 1_700_000_000_000,
    });
    expect(cart.items[0]?.type).toBe('Event');
  });
});

describe('messages to the parent page', () => {
  it('keeps the spec names', () => {
    expect(Object.values(SHOP_PARENT_MESSAGES)).toEqual(['view-resize', 'view-enter', 'mobilepay', 'nviz-cart-changed']);
  });

  it('parses what the host receives, and nothing else', () => {
    expect(ZShopParentMessage.parse({ type: 'nviz-cart-changed', cartId: id(1), itemsTotalQuantity: 3 })).toEqual({
      type: 'nviz-cart-changed',
      cartId: id(1),
      itemsTotalQuantity: 3,
    });
    expect(ZShopParentMessage.parse({ type: 'nviz-cart-changed', cartId: null, itemsTotalQuantity: 0 }).type).toBe('nviz-cart-changed');
    expect(ZShopParentMessage.parse({ type: 'view-resize', height: 840 })).toEqual({ type: 'view-resize', height: 840 });
    expect(ZShopParentMessage.safeParse({ type: 'view-resize' }).success).toBe(false);
    expect(ZShopParentMessage.safeParse({ type: 'something-else' }).success).toBe(false);
  });
});
