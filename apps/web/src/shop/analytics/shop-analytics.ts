import type { TCart, TPublicAnalyticsIntegration, TPublicOrder } from '@foyer/contracts';
import type { Warn } from './tracked-events';

/**
 * The shop's analytics events. The cart store reports only calls that succeeded (SPEC §5).
 * Never throws: tracking must not break a cart call or a page.
 */
export interface ShopTracker {
  addedToCart(before: TCart | null, after: TCart, eventId: string): void;
  removedFromCart(before: TCart | null, after: TCart, itemId: string): void;
  beganCheckout(cart: TCart): void;
  /** Tracked for a Charged order only, once per order. */
  purchased(order: TPublicOrder): void;
}

export const noTracking: ShopTracker = {
  addedToCart: () => undefined,
  removedFromCart: () => undefined,
  beganCheckout: () => undefined,
  purchased: () => undefined,
};

export interface ShopAnalytics extends ShopTracker {
  /** Reads the organisation's integrations, once per page (later calls do nothing). */
  start(integrations: () => Promise<TPublicAnalyticsIntegration[]>): void;
}

export interface AnalyticsSetup {
  /** Sets up the services for the integrations. */
  startTracking(integrations: TPublicAnalyticsIntegration[]): Promise<ShopTracker>;
  /** Where sent purchases are remembered; may throw or be null where storage is blocked. */
  storage(): Pick<Storage, 'getItem' | 'setItem'> | null;
  warn: Warn;
}

const purchaseKey = (orderId: string) => `foyer.shop.purchaseTracked.${orderId}`;

/**
 * Events wait until the integrations are known (a return from the payment page can show the
 * order before they arrive), then go to the services; without integrations they are dropped.
 */
export function createShopAnalytics(setup: AnalyticsSetup): ShopAnalytics {
  let started = false;
  let tracker: ShopTracker | null = null;
  let waiting: ((tracker: ShopTracker) => void)[] | null = [];
  const purchases = new Set<string>();

  const report = (track: (tracker: ShopTracker) => void) => {
    const run = (to: ShopTracker) => {
      try {
        track(to);
      } catch (error) {
        setup.warn('Analytics: an event could not be sent', error);
      }
    };
    if (tracker) run(tracker);
    else waiting?.push(run);
  };

  const settle = (to: ShopTracker | null) => {
    const queued = waiting ?? [];
    tracker = to;
    waiting = null;
    if (to) for (const run of queued) run(to);
  };

  /** True once per order in this tab: reloads, polls and a second visit to the page send nothing more. */
  const firstTime = (orderId: string) => {
    const key = purchaseKey(orderId);
    let seen = purchases.has(key);
    purchases.add(key);
    try {
      const storage = setup.storage();
      if (storage?.getItem(key)) seen = true;
      storage?.setItem(key, '1');
    } catch {
      // Blocked storage: this page's memory is all there is.
    }
    return !seen;
  };

  return {
    start(integrations) {
      if (started) return;
      started = true;
      Promise.resolve()
        .then(integrations)
        .then((list) => (list.length > 0 ? setup.startTracking(list) : null))
        .then(settle, (error: unknown) => {
          setup.warn('Analytics: the integrations could not be started', error);
          settle(null);
        });
    },
    addedToCart: (before, after, eventId) => report((to) => to.addedToCart(before, after, eventId)),
    removedFromCart: (before, after, itemId) => report((to) => to.removedFromCart(before, after, itemId)),
    beganCheckout: (cart) => report((to) => to.beganCheckout(cart)),
    purchased(order) {
      if (order.status === 'Charged' && firstTime(order.orderId)) report((to) => to.purchased(order));
    },
  };
}

/** The page's analytics: the third-party scripts are per page, and so is this. */
export const shopAnalytics = createShopAnalytics({
  startTracking: (integrations) => import('./start-tracking').then((tracking) => tracking.startInBrowser(integrations)),
  storage: () => window.sessionStorage,
  warn: (message, error) => console.warn(message, error),
});
