import type { ScriptLoader } from './script-loader';
import type { AnalyticsService, ShopEventName, TrackedEvent, Warn } from './tracked-events';

/** fbq as fbevents.js expects to find it: calls wait in `queue` until the script sets `callMethod`. */
export interface Fbq {
  (...command: unknown[]): void;
  callMethod?: (...command: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

export interface FacebookHost {
  fbq?: Fbq;
  _fbq?: Fbq;
}

export const FACEBOOK_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** Standard events where the pixel has one; removing from a cart has none. */
const EVENTS: Record<ShopEventName, ['track' | 'trackCustom', string]> = {
  addToCart: ['track', 'AddToCart'],
  removeFromCart: ['trackCustom', 'RemoveFromCart'],
  beginCheckout: ['track', 'InitiateCheckout'],
  purchase: ['track', 'Purchase'],
};

function fbqStub(): Fbq {
  const fbq = function () {
    // fbevents.js replays queued calls as arguments objects, so they are kept as such.
    // eslint-disable-next-line prefer-rest-params
    const command = arguments;
    if (fbq.callMethod) Reflect.apply(fbq.callMethod, fbq, command);
    else fbq.queue.push(command);
  } as Fbq;
  return Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
}

export function facebookParameters(details: TrackedEvent): Record<string, unknown> {
  const { items } = details;
  return {
    currency: details.currency,
    value: details.value,
    ...(items.length > 0
      ? {
          content_type: 'product',
          content_ids: [...new Set(items.map((item) => item.id))],
          contents: items.map((item) => ({ id: item.id, quantity: item.quantity, item_price: item.price })),
          num_items: items.reduce((sum, item) => sum + item.quantity, 0),
        }
      : {}),
  };
}

/** Initialises every pixel id; a tracked event goes to all of them. */
export function startFacebookPixel(ids: readonly string[], host: FacebookHost, loadScript: ScriptLoader, warn: Warn): AnalyticsService {
  const fbq = (host.fbq ??= fbqStub());
  host._fbq ??= fbq;
  let failed = false;
  loadScript(FACEBOOK_PIXEL_SCRIPT).catch((error: unknown) => {
    failed = true; // Blocked or offline: stop filling a queue nobody reads.
    warn('Analytics: Facebook Pixel did not load', error);
  });
  for (const id of ids) fbq('init', id);
  fbq('track', 'PageView');
  return {
    name: 'Facebook Pixel',
    send(event, details) {
      const [method, name] = EVENTS[event];
      if (!failed) fbq(method, name, facebookParameters(details));
    },
  };
}
