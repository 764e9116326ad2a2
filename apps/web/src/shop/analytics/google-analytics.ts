import type { ScriptLoader } from './script-loader';
import type { AnalyticsService, ShopEventName, TrackedEvent, Warn } from './tracked-events';

export type Gtag = (...command: unknown[]) => void;

/** Where gtag.js finds its command queue and function: the shop frame's window. */
export interface GoogleHost {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** GA4's recommended e-commerce event names. */
const EVENTS: Record<ShopEventName, string> = {
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  beginCheckout: 'begin_checkout',
  purchase: 'purchase',
};

export const googleTagAddress = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

export function googleParameters(details: TrackedEvent): Record<string, unknown> {
  return {
    currency: details.currency,
    value: details.value,
    ...(details.orderNumber ? { transaction_id: details.orderNumber } : {}),
    ...(details.items.length > 0
      ? {
          items: details.items.map((item) => ({
            item_id: item.id,
            item_name: item.name,
            ...(item.variant ? { item_variant: item.variant } : {}),
            price: item.price,
            quantity: item.quantity,
          })),
        }
      : {}),
  };
}

/**
 * Sets up gtag for every measurement id: one gtag.js serves them all, and an event without
 * `send_to` goes to each configured id. Commands wait in dataLayer until the script runs.
 */
export function startGoogleAnalytics(
  ids: readonly [string, ...string[]],
  host: GoogleHost,
  loadScript: ScriptLoader,
  warn: Warn,
): AnalyticsService {
  const dataLayer = (host.dataLayer ??= []);
  host.gtag ??= function gtag() {
    // gtag.js reads a queued command as the call's own arguments object; an array is ignored.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  const gtag = host.gtag;
  let failed = false;
  loadScript(googleTagAddress(ids[0])).catch((error: unknown) => {
    failed = true; // Blocked or offline: stop filling a queue nobody reads.
    warn('Analytics: Google Analytics did not load', error);
  });
  gtag('js', new Date());
  // The shop runs in a frame on the museum's site, where only SameSite=None cookies are kept.
  for (const id of ids) gtag('config', id, { cookie_flags: 'SameSite=None;Secure' });
  return {
    name: 'Google Analytics',
    send(event, details) {
      if (!failed) gtag('event', EVENTS[event], googleParameters(details));
    },
  };
}
