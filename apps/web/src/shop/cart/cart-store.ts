import { useSyncExternalStore } from 'react';
import type { FeeCategory, TAddToCartInput, TAddVoucherInput, TCart, TRevokeCart, TUpdateHolderNames } from '@foyer/contracts';
import { noTracking, type ShopTracker } from '../analytics/shop-analytics';
import { ApiError } from '../api/http';
import type { ShopApi } from '../api/shop-api';
import { PARENT_MESSAGES, type ParentMessenger } from '../parent/parent-messages';
import type { TicketLine } from '@foyer/domain';
import type { ShopLocale } from '../i18n/locale';

/**
 * SPEC §4 cart (shop): after every successful cart call the cart is the server's; a 404 resets it
 * to empty and tells the host page. The cart id lives in sessionStorage per organisation, so a
 * reload or a return from the payment page finds it again. Analytics hear of a change only once
 * the server accepted it (SPEC §5).
 */
export interface CartState {
  cart: TCart | null;
  /** The first load has finished (the cart is known, possibly empty). */
  ready: boolean;
  /** The hold ran out; shown until tickets are added again. */
  expired: boolean;
  /** The server's clock minus the visitor's, from the last answer: the countdown runs on the server's time. */
  clockOffsetMs: number;
}

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  load(cartIdFromHost: string | null): Promise<void>;
  addTickets(eventId: string, items: TicketLine[], schoolClassId: string | null, language: ShopLocale): Promise<TCart>;
  /** A gift to a donation campaign: one of its suggested amounts or the visitor's own. */
  addDonation(donationId: string, amountMinor: number, language: ShopLocale): Promise<TCart>;
  /** Gift vouchers: how many, and for a gift whom they are for and a few words to them. */
  addVoucher(voucher: TAddVoucherInput, language: ShopLocale): Promise<TCart>;
  /** Offers of a digital tour, each with how many (SPEC §7 `product`). */
  addProduct(productId: string, items: { offerId: string; quantity: number }[], language: ShopLocale): Promise<TCart>;
  revoke(body: Omit<TRevokeCart, 'cartId'>): Promise<TCart>;
  updateHolderNames(body: Omit<TUpdateHolderNames, 'cartId'>): Promise<TCart>;
  /** Asks for a fee of the organisation (EAN invoicing while an Institution fills in its details). */
  requestFee(category: FeeCategory, language: ShopLocale): Promise<TCart>;
  /** The hold lapsed: say so and read what is left. */
  expire(): Promise<void>;
  /** The cart became an order (or is gone): start empty. */
  reset(): void;
  /** A cart the server gave back (after a declined or abandoned payment) becomes the visitor's cart again. */
  adopt(cart: TCart): void;
}

/** How often, and how far apart, expire() looks for the server to have released a lapsed cart. */
const EXPIRY_LOOKS = 5;
const EXPIRY_LOOK_DELAY_MS = 1000;

const storageKey = (orgId: string) => `foyer.shop.cart.${orgId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Blocked third-party storage: the cart lasts for this page only.
  }
}

export function createCartStore(orgId: string, api: ShopApi, messenger: ParentMessenger, tracker: ShopTracker = noTracking): CartStore {
  let state: CartState = { cart: null, ready: false, expired: false, clockOffsetMs: 0 };
  const listeners = new Set<() => void>();
  const set = (next: Partial<CartState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const remember = (cartId: string | null) => {
    if (cartId) storage()?.setItem(storageKey(orgId), cartId);
    else storage()?.removeItem(storageKey(orgId));
  };

  const accept = (cart: TCart) => {
    remember(cart.cartId);
    set({
      cart,
      ready: true,
      clockOffsetMs: cart.serverTime - Date.now(),
      ...(cart.itemsTotalQuantity > 0 ? { expired: false } : {}),
    });
    messenger.post({ type: PARENT_MESSAGES.cartChanged, cartId: cart.cartId, itemsTotalQuantity: cart.itemsTotalQuantity });
    return cart;
  };

  const reset = () => {
    remember(null);
    set({ cart: null, ready: true });
    messenger.post({ type: PARENT_MESSAGES.cartChanged, cartId: null, itemsTotalQuantity: 0 });
  };

  /**
   * Runs a cart call; a 404 resets the cart (SPEC §8) and is passed on for the page to explain.
   * `track` sees the cart as it was when the answer came and the answer, so overlapping calls
   * each report only their own change.
   */
  const call = async (run: () => Promise<TCart>, track?: (before: TCart | null, after: TCart) => void) => {
    let cart: TCart;
    try {
      cart = await run();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) reset();
      throw error;
    }
    const before = state.cart;
    accept(cart);
    track?.(before, cart);
    return cart;
  };

  const cartId = () => state.cart?.cartId ?? null;

  /** Adds to the cart; `soldId` (the occurrence or the campaign) names what analytics report as added. */
  const add = async (body: (cartId: string | null) => TAddToCartInput, soldId: string) => {
    const track = (before: TCart | null, after: TCart) => tracker.addedToCart(before, after, soldId);
    try {
      return await call(() => api.addToCart(orgId, body(cartId())), track);
    } catch (error) {
      // The old cart was gone (paid, or lapsed and cleared): the addition goes into a new one.
      if (error instanceof ApiError && error.status === 404 && error.why?.reason === 'notFound.cart')
        return call(() => api.addToCart(orgId, body(null)), track);
      throw error;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(cartIdFromHost) {
      const id = cartIdFromHost ?? storage()?.getItem(storageKey(orgId)) ?? null;
      if (!id) return set({ ready: true });
      await call(() => api.cart(orgId, id)).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) console.warn('Could not load the cart', error);
        set({ ready: true });
      });
    },
    addTickets(eventId, items, schoolClassId, language) {
      const event = { eventId, items, ...(schoolClassId ? { schoolClassId } : {}) };
      return add((id) => ({ cartId: id, language, event }), eventId);
    },
    addDonation(donationId, amountMinor, language) {
      return add((id) => ({ cartId: id, language, donation: { donationId, amountMinor } }), donationId);
    },
    addVoucher(voucher, language) {
      return add((id) => ({ cartId: id, language, voucher }), voucher.voucherId);
    },
    addProduct(productId, items, language) {
      return add((id) => ({ cartId: id, language, product: { productId, items } }), productId);
    },
    revoke(body) {
      const { itemId } = body;
      // Taking back a fee is not the visitor removing something: nothing to track.
      const track = itemId ? (before: TCart | null, after: TCart) => tracker.removedFromCart(before, after, itemId) : undefined;
      return call(() => api.revoke(orgId, { cartId: cartId() ?? '', ...body }), track);
    },
    requestFee: (category, language) => call(() => api.addToCart(orgId, { cartId: cartId(), language, fee: { category } })),
    updateHolderNames: (body) => call(() => api.updateHolderNames(orgId, { cartId: cartId() ?? '', ...body })),
    async expire() {
      set({ expired: true });
      // The server releases the holds when it reads a lapsed cart; a read a moment too early (clocks
      // a second apart) still shows the tickets, so look again until they are gone or time is left.
      for (let look = 0; look < EXPIRY_LOOKS; look++) {
        const id = cartId();
        const cart = id ? await call(() => api.cart(orgId, id)).catch(() => null) : null;
        if (!cart || cart.itemsTotalQuantity === 0 || cart.expiresAt > cart.serverTime) return;
        set({ expired: true });
        await new Promise((resolve) => setTimeout(resolve, EXPIRY_LOOK_DELAY_MS));
      }
    },
    reset,
    adopt: (cart) => void accept(cart),
  };
}

/** Whether the cart holds tickets (gifts need no names and admit no one). */
export const hasTickets = (cart: TCart | null): boolean => cart?.items.some((item) => item.type === 'Event') ?? false;

export function useCartState(store: CartStore): CartState {
  // A page written on the server has no cart yet: the store's first state, as the browser's before it loads.
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
