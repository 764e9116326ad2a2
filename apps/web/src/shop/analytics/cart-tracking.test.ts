import { describe, expect, it, vi } from 'vitest';
import type { TCart } from '@foyer/contracts';
import { ApiError } from '../api/http';
import type { ShopApi } from '../api/shop-api';
import { createCartStore } from '../cart/cart-store';
import type { ParentMessenger } from '../parent/parent-messages';
import type { ShopTracker } from './shop-analytics';
import { cartOf, eventItem, ticketLine } from './test-carts';

/** SPEC §5: analytics events are sent only when the cart operation succeeded. */
const held = cartOf([eventItem('item-1', 'occ-1', [ticketLine('t-adult', 'Adult', 2, 12500)])]);
const emptied = cartOf([]);
const tickets = [{ ticketId: 't-adult', quantity: 2 }];

function storeWith(api: Partial<ShopApi>) {
  const tracker = { addedToCart: vi.fn(), removedFromCart: vi.fn(), beganCheckout: vi.fn(), purchased: vi.fn() } satisfies ShopTracker;
  const messenger: ParentMessenger = { setTargetOrigin: () => undefined, post: () => undefined };
  const store = createCartStore('org-1', api as ShopApi, messenger, tracker);
  return { store, tracker };
}

describe('cart analytics', () => {
  it('tracks an add after the server accepted it, with the cart before and after', async () => {
    const { store, tracker } = storeWith({ addToCart: () => Promise.resolve(held) });
    await store.addTickets('occ-1', tickets, null, 'en');
    expect(tracker.addedToCart).toHaveBeenCalledExactlyOnceWith(null, held, 'occ-1');
  });

  it('tracks nothing for a failed add', async () => {
    const { store, tracker } = storeWith({
      addToCart: () => Promise.reject(new ApiError(409, 'soldOut', 'Sold out', {}, { reason: 'shop.soldOut', text: 'Sold out' })),
    });
    await expect(store.addTickets('occ-1', tickets, null, 'en')).rejects.toThrow('Sold out');
    expect(tracker.addedToCart).not.toHaveBeenCalled();
  });

  it('tracks the add into a new cart once when the old cart was gone', async () => {
    const addToCart = vi
      .fn<(orgId: string, body: unknown) => Promise<TCart>>()
      .mockRejectedValueOnce(new ApiError(404, 'notFound', 'Cart not found', {}, { reason: 'notFound.cart', text: 'Cart not found' }))
      .mockResolvedValueOnce(held);
    const { store, tracker } = storeWith({ addToCart });
    await store.addTickets('occ-1', tickets, null, 'en');
    expect(tracker.addedToCart).toHaveBeenCalledExactlyOnceWith(null, held, 'occ-1');
  });

  it('tracks a removal after the server accepted it, and none for a failed one or a fee', async () => {
    const revoke = vi
      .fn<ShopApi['revoke']>()
      .mockRejectedValueOnce(new ApiError(500, 'unknown', 'Boom'))
      .mockResolvedValueOnce(emptied)
      .mockResolvedValueOnce(emptied);
    const { store, tracker } = storeWith({ addToCart: () => Promise.resolve(held), revoke });
    await store.addTickets('occ-1', tickets, null, 'en');
    await expect(store.revoke({ itemId: 'item-1' })).rejects.toThrow('Boom');
    expect(tracker.removedFromCart).not.toHaveBeenCalled();
    await store.revoke({ itemId: 'item-1', ticketId: 't-adult' });
    expect(tracker.removedFromCart).toHaveBeenCalledExactlyOnceWith(held, emptied, 'item-1');
    await store.revoke({ fee: 'EAN' });
    expect(tracker.removedFromCart).toHaveBeenCalledTimes(1);
  });

  it('tracks nothing for reading the cart or naming holders', async () => {
    const { store, tracker } = storeWith({ cart: () => Promise.resolve(held), updateHolderNames: () => Promise.resolve(held) });
    await store.load('cart-1');
    await store.updateHolderNames({ itemId: 'item-1', tickets: [{ ticketId: 't-adult', holderNames: ['Ada', null] }] });
    expect(Object.values(tracker).flatMap((method) => method.mock.calls)).toEqual([]);
  });
});
