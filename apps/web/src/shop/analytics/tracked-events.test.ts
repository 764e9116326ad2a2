import { describe, expect, it } from 'vitest';
import type { TCartItem } from '@foyer/contracts';
import { addedToCart, checkoutOf, purchaseOf, removedFromCart } from './tracked-events';
import { cartOf, EMAIL, eventItem, HOLDER, orderOf, ticketLine } from './test-carts';

const adult = (quantity: number) => ticketLine('t-adult', 'Adult', quantity, 12500);
const child = (quantity: number) => ticketLine('t-child', 'Child', quantity, 6050);

describe('shop events for analytics', () => {
  it('adds what a new cart holds for the event, in major units', () => {
    const after = cartOf([eventItem('item-1', 'occ-1', [adult(2), child(1)])]);
    expect(addedToCart(null, after, 'occ-1')).toEqual({
      currency: 'DKK',
      value: 310.5,
      items: [
        { id: 'occ-1', name: 'Monet at dusk', variant: 'Adult', quantity: 2, price: 125 },
        { id: 'occ-1', name: 'Monet at dusk', variant: 'Child', quantity: 1, price: 60.5 },
      ],
    });
  });

  it('adds only what the call added, not what was already held or belongs to other events', () => {
    const other = eventItem('item-2', 'occ-2', [adult(4)]);
    const before = cartOf([eventItem('item-1', 'occ-1', [adult(2), child(1)]), other]);
    const after = cartOf([eventItem('item-1', 'occ-1', [adult(3), child(1)]), other]);
    expect(addedToCart(before, after, 'occ-1')).toEqual({
      currency: 'DKK',
      value: 125,
      items: [{ id: 'occ-1', name: 'Monet at dusk', variant: 'Adult', quantity: 1, price: 125 }],
    });
  });

  it('adds a gift to a donation campaign as one item at its amount, beside the tickets already held', () => {
    const gift: TCartItem = {
      itemId: 'item-2',
      type: 'Donation',
      onSale: true,
      donation: { id: 'campaign-1', name: 'Restore the organ', translatedNames: { en: 'Restore the organ' } },
      totalPrice: { net: 15_000, tax: 0, gross: 15_000 },
    };
    const before = cartOf([eventItem('item-1', 'occ-1', [adult(2)])]);
    const after = cartOf([eventItem('item-1', 'occ-1', [adult(2)]), gift]);
    expect(addedToCart(before, after, 'campaign-1')).toEqual({
      currency: 'DKK',
      value: 150,
      items: [{ id: 'campaign-1', name: 'Restore the organ', variant: null, quantity: 1, price: 150 }],
    });
  });

  it('says nothing when nothing was added', () => {
    const cart = cartOf([eventItem('item-1', 'occ-1', [adult(2)])]);
    expect(addedToCart(cart, cart, 'occ-1')).toBeNull();
  });

  it('removes one ticket, or a whole item with its price from before', () => {
    const before = cartOf([eventItem('item-1', 'occ-1', [adult(2), child(1)])]);
    const oneLess = cartOf([eventItem('item-1', 'occ-1', [adult(1), child(1)])]);
    expect(removedFromCart(before, oneLess, 'item-1')?.items).toEqual([
      { id: 'occ-1', name: 'Monet at dusk', variant: 'Adult', quantity: 1, price: 125 },
    ]);
    expect(removedFromCart(before, cartOf([]), 'item-1')).toMatchObject({ value: 310.5, items: [{ quantity: 2 }, { quantity: 1 }] });
    expect(removedFromCart(before, cartOf([]), 'another-item')).toBeNull();
  });

  it('values a checkout at the cart total, fees included', () => {
    const cart = cartOf([eventItem('item-1', 'occ-1', [adult(2)])], 2500);
    expect(checkoutOf(cart)).toMatchObject({ currency: 'DKK', value: 275, items: [{ quantity: 2, price: 125 }] });
    expect(checkoutOf(cartOf([]))).toBeNull();
  });

  it('describes a purchase by order number, currency and total in major units', () => {
    expect(purchaseOf(orderOf('Charged'))).toEqual({ currency: 'EUR', value: 123.45, items: [], orderNumber: '10042' });
  });

  it('never carries holder names or the buyer’s email', () => {
    const cart = cartOf([eventItem('item-1', 'occ-1', [adult(2)])]);
    const everything = JSON.stringify([addedToCart(null, cart, 'occ-1'), checkoutOf(cart), purchaseOf(orderOf('Charged'))]);
    expect(everything).not.toContain(HOLDER);
    expect(everything).not.toContain(EMAIL);
  });
});
