import type { TCart, TPublicAnalyticsIntegration, TPublicOrder } from '@foyer/contracts';
import type { Warn } from './tracked-events';
import { readConsent, rememberConsent, trackingServices, type ConsentChoice, type TrackingServices } from './tracking-consent';

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

/** Whether the visitor is asked, and what they answered; 'none' while unknown or with nothing to ask about. */
export type TrackingConsentState = { state: 'none' } | { state: 'ask' | ConsentChoice; services: TrackingServices };

export interface ShopAnalytics extends ShopTracker {
  /** Reads the organisation's integrations, once per page (later calls do nothing). */
  start(orgId: string, integrations: () => Promise<TPublicAnalyticsIntegration[]>): void;
  consent(): TrackingConsentState;
  /** For React's useSyncExternalStore: called whenever `consent()` changes. */
  subscribe(listener: () => void): () => void;
  /** The visitor's answer, remembered for the organisation; a withdrawal reloads the page without the services. */
  choose(choice: ConsentChoice): void;
  /** Asks again ("Cookie settings" at the foot of the page); tracking stays as it was until the new answer. */
  reconsider(): void;
}

export interface AnalyticsSetup {
  /** Sets up the services for the integrations. */
  startTracking(integrations: TPublicAnalyticsIntegration[]): Promise<ShopTracker>;
  /** Where sent purchases are remembered; may throw or be null where storage is blocked. */
  storage(): Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where the visitor's answer is remembered across visits; may throw or be null where storage is blocked. */
  consentStorage(): Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  /** Loaded third-party scripts cannot be taken back: after a withdrawal the page starts again without them. */
  reload(): void;
  warn: Warn;
}

const purchaseKey = (orderId: string) => `foyer.shop.purchaseTracked.${orderId}`;
/** Events kept while the visitor has not answered; a visitor who never answers must not grow the page's memory. */
const MOST_WAITING = 100;

/**
 * Events wait until the integrations are known (a return from the payment page can show the
 * order before they arrive) and the visitor has allowed tracking, then go to the services. Without
 * integrations, or when the visitor declines, they are dropped and no third-party script loads.
 */
export function createShopAnalytics(setup: AnalyticsSetup): ShopAnalytics {
  let started = false;
  let orgId = '';
  let integrations: TPublicAnalyticsIntegration[] = [];
  let tracking: 'off' | 'starting' | 'on' = 'off';
  let consent: TrackingConsentState = { state: 'none' };
  const listeners = new Set<() => void>();
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
    else if (waiting && waiting.length < MOST_WAITING) waiting.push(run);
  };

  const settle = (to: ShopTracker | null) => {
    const queued = waiting ?? [];
    tracker = to;
    waiting = null;
    if (to) for (const run of queued) run(to);
  };

  const failed = (error: unknown) => {
    setup.warn('Analytics: the integrations could not be started', error);
    settle(null);
  };

  const setConsent = (next: TrackingConsentState) => {
    consent = next;
    for (const listener of listeners) listener();
  };

  const beginTracking = () => {
    if (tracking !== 'off') return;
    tracking = 'starting';
    setup.startTracking(integrations).then((to) => {
      tracking = 'on';
      settle(to);
    }, failed);
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

  const consentStorage = () => {
    try {
      return setup.consentStorage();
    } catch {
      return null;
    }
  };

  const known = (list: TPublicAnalyticsIntegration[]) => {
    const services = trackingServices(list);
    if (services.names.length === 0) return settle(null);
    integrations = list;
    const answer = readConsent(consentStorage(), orgId, setup.now());
    setConsent({ state: answer ?? 'ask', services });
    if (answer === 'granted') beginTracking();
    else if (answer === 'denied') settle(null);
  };

  return {
    start(organisation, read) {
      if (started) return;
      started = true;
      orgId = organisation;
      Promise.resolve().then(read).then(known, failed);
    },
    consent: () => consent,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      if (consent.state === 'none') return;
      rememberConsent(consentStorage(), orgId, choice, setup.now());
      setConsent({ state: choice, services: consent.services });
      if (choice === 'granted') return beginTracking();
      const ran = tracking !== 'off';
      settle(null);
      if (ran) setup.reload();
    },
    reconsider() {
      if (consent.state === 'granted' || consent.state === 'denied') setConsent({ state: 'ask', services: consent.services });
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
  consentStorage: () => window.localStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
  warn: (message, error) => console.warn(message, error),
});
