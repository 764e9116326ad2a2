import type { TPublicAnalyticsIntegration } from '@foyer/contracts';
import { startFacebookPixel, type FacebookHost } from './facebook-pixel';
import { startGoogleAnalytics, type GoogleHost } from './google-analytics';
import { createScriptLoader, type ScriptLoader } from './script-loader';
import type { ShopTracker } from './shop-analytics';
import {
  addedToCart,
  checkoutOf,
  purchaseOf,
  removedFromCart,
  type AnalyticsService,
  type ShopEventName,
  type TrackedEvent,
  type Warn,
} from './tracked-events';

/**
 * The part of the analytics loaded only when the organisation has integrations (its own chunk):
 * the services and what the shop's events say to them.
 */
export interface TrackingPlan {
  google: string[];
  facebook: string[];
}

/** Tracking ids per service, each once; the server sends only well-formed ids of known types. */
export function planTracking(integrations: readonly TPublicAnalyticsIntegration[]): TrackingPlan {
  const ids = (type: TPublicAnalyticsIntegration['type']) => [
    ...new Set(integrations.filter((integration) => integration.type === type).map((integration) => integration.id.trim())),
  ];
  return { google: ids('GoogleAnalytics').filter(Boolean), facebook: ids('FacebookPixel').filter(Boolean) };
}

export interface TrackingEnv {
  host: GoogleHost & FacebookHost;
  loadScript: ScriptLoader;
  warn: Warn;
}

/** Starts each planned service; one that fails to start is logged and left out (SPEC §8). */
export function startServices(plan: TrackingPlan, env: TrackingEnv): AnalyticsService[] {
  const services: AnalyticsService[] = [];
  const start = (name: string, begin: () => AnalyticsService) => {
    try {
      services.push(begin());
    } catch (error) {
      env.warn(`Analytics: ${name} could not start`, error);
    }
  };
  const [firstGoogle, ...moreGoogle] = plan.google;
  if (firstGoogle) start('Google Analytics', () => startGoogleAnalytics([firstGoogle, ...moreGoogle], env.host, env.loadScript, env.warn));
  if (plan.facebook.length > 0) start('Facebook Pixel', () => startFacebookPixel(plan.facebook, env.host, env.loadScript, env.warn));
  return services;
}

/** The shop's events sent to every service; a service that throws is logged and the others still get it. */
export function startTracking(integrations: readonly TPublicAnalyticsIntegration[], env: TrackingEnv): ShopTracker {
  const services = startServices(planTracking(integrations), env);
  const send = (event: ShopEventName, details: TrackedEvent | null) => {
    if (!details) return; // Nothing changed: nothing to say.
    for (const service of services)
      try {
        service.send(event, details);
      } catch (error) {
        env.warn(`Analytics: ${service.name} could not track ${event}`, error);
      }
  };
  return {
    addedToCart: (before, after, eventId) => send('addToCart', addedToCart(before, after, eventId)),
    removedFromCart: (before, after, itemId) => send('removeFromCart', removedFromCart(before, after, itemId)),
    beganCheckout: (cart) => send('beginCheckout', checkoutOf(cart)),
    purchased: (order) => send('purchase', purchaseOf(order)),
  };
}

export const startInBrowser = (integrations: readonly TPublicAnalyticsIntegration[]): ShopTracker =>
  startTracking(integrations, {
    host: window as Window & GoogleHost & FacebookHost,
    loadScript: createScriptLoader(document),
    warn: (message, error) => console.warn(message, error),
  });
