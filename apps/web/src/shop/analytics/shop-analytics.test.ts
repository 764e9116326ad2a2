import { describe, expect, it, vi } from 'vitest';
import type { TPublicAnalyticsIntegration } from '@foyer/contracts';
import { createShopAnalytics, type AnalyticsSetup, type ShopTracker } from './shop-analytics';
import { cartOf, orderOf } from './test-carts';

const google: TPublicAnalyticsIntegration[] = [{ type: 'GoogleAnalytics', id: 'G-ABC1234' }];
const cart = cartOf([]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const recorder = () => {
  const tracker = { addedToCart: vi.fn(), removedFromCart: vi.fn(), beganCheckout: vi.fn(), purchased: vi.fn() } satisfies ShopTracker;
  return tracker;
};

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

function setup(overrides: Partial<AnalyticsSetup> = {}) {
  const tracker = recorder();
  const startTracking = vi.fn(() => Promise.resolve<ShopTracker>(tracker));
  const warn = vi.fn();
  const storage = memoryStorage();
  const analytics = createShopAnalytics({ startTracking, storage: () => storage, warn, ...overrides });
  return { analytics, tracker, startTracking, warn, storage };
}

describe('the shop’s analytics', () => {
  it('keeps events until the integrations are known, then sends them in order', async () => {
    const { analytics, tracker, startTracking } = setup();
    analytics.addedToCart(null, cart, 'occ-1');
    analytics.purchased(orderOf('Charged'));
    expect(tracker.addedToCart).not.toHaveBeenCalled();
    analytics.start(() => Promise.resolve(google));
    await settle();
    expect(startTracking).toHaveBeenCalledWith(google);
    expect(tracker.addedToCart).toHaveBeenCalledWith(null, cart, 'occ-1');
    expect(tracker.purchased).toHaveBeenCalledTimes(1);
    analytics.beganCheckout(cart);
    expect(tracker.beganCheckout).toHaveBeenCalledWith(cart);
  });

  it('reads the integrations once per page', async () => {
    const { analytics } = setup();
    const integrations = vi.fn(() => Promise.resolve(google));
    analytics.start(integrations);
    analytics.start(integrations);
    await settle();
    expect(integrations).toHaveBeenCalledTimes(1);
  });

  it('loads no services for an organisation without integrations, and drops the events', async () => {
    const { analytics, startTracking, warn } = setup();
    analytics.addedToCart(null, cart, 'occ-1');
    analytics.start(() => Promise.resolve([]));
    await settle();
    analytics.removedFromCart(cart, cart, 'item-1');
    expect(startTracking).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failed integrations call or services load and goes on without analytics', async () => {
    for (const broken of [
      { integrations: () => Promise.reject(new Error('503')) },
      { integrations: () => Promise.resolve(google), startTracking: () => Promise.reject(new Error('chunk failed')) },
      {
        integrations: () => {
          throw new Error('fetch threw');
        },
      },
    ]) {
      const { analytics, warn, tracker } = setup(broken.startTracking ? { startTracking: broken.startTracking } : {});
      analytics.addedToCart(null, cart, 'occ-1');
      expect(() => analytics.start(broken.integrations)).not.toThrow();
      await settle();
      expect(warn).toHaveBeenCalledWith('Analytics: the integrations could not be started', expect.any(Error));
      analytics.beganCheckout(cart);
      expect(tracker.addedToCart).not.toHaveBeenCalled();
      expect(tracker.beganCheckout).not.toHaveBeenCalled();
    }
  });

  it('catches and logs a tracker that throws', async () => {
    const broken = { ...recorder(), addedToCart: vi.fn(() => Promise.reject(new Error('never')) as never) };
    broken.beganCheckout.mockImplementation(() => {
      throw new Error('tracking broke');
    });
    const { analytics, warn } = setup({ startTracking: () => Promise.resolve(broken) });
    analytics.start(() => Promise.resolve(google));
    await settle();
    expect(() => analytics.beganCheckout(cart)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics: an event could not be sent', expect.any(Error));
  });
});

describe('purchases', () => {
  it('are tracked for Charged orders only', async () => {
    const { analytics, tracker } = setup();
    analytics.start(() => Promise.resolve(google));
    await settle();
    for (const status of ['Pending', 'Payment pending', 'CheckoutCompleted', 'Canceled', 'CouldNotLock', 'Refunded'] as const)
      analytics.purchased(orderOf(status, `order-${status}`));
    expect(tracker.purchased).not.toHaveBeenCalled();
    analytics.purchased(orderOf('Charged'));
    expect(tracker.purchased).toHaveBeenCalledWith(orderOf('Charged'));
  });

  it('are sent once per order, also after a reload of the page', async () => {
    const first = setup();
    first.analytics.start(() => Promise.resolve(google));
    await settle();
    first.analytics.purchased(orderOf('Charged'));
    first.analytics.purchased(orderOf('Charged'));
    first.analytics.purchased(orderOf('Charged', 'order-2'));
    expect(first.tracker.purchased.mock.calls.map(([order]) => order.orderId)).toEqual(['order-1', 'order-2']);

    const reloaded = setup({ storage: () => first.storage });
    reloaded.analytics.start(() => Promise.resolve(google));
    await settle();
    reloaded.analytics.purchased(orderOf('Charged'));
    expect(reloaded.tracker.purchased).not.toHaveBeenCalled();
  });

  it('are still sent once where storage is blocked', async () => {
    const { analytics, tracker } = setup({
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    analytics.start(() => Promise.resolve(google));
    await settle();
    analytics.purchased(orderOf('Charged'));
    analytics.purchased(orderOf('Charged'));
    expect(tracker.purchased).toHaveBeenCalledTimes(1);
  });
});
