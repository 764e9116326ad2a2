import { describe, expect, it, vi } from 'vitest';
import type { TPublicAnalyticsIntegration } from '@foyer/contracts';
import { createShopAnalytics, type AnalyticsSetup, type ShopTracker } from './shop-analytics';
import { cartOf, orderOf } from './test-carts';
import { consentKey } from './tracking-consent';

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

const ORG = 'org-1';
const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** A browser whose visitor allowed tracking earlier (the events' tests); `consent` tests start from none. */
const allowedBefore = () => {
  const storage = memoryStorage();
  storage.setItem(consentKey(ORG), JSON.stringify({ choice: 'granted', at: NOW - DAY }));
  return storage;
};

function setup(overrides: Partial<AnalyticsSetup> = {}, consentStorage = allowedBefore()) {
  const tracker = recorder();
  const startTracking = vi.fn(() => Promise.resolve<ShopTracker>(tracker));
  const warn = vi.fn();
  const reload = vi.fn();
  const storage = memoryStorage();
  const analytics = createShopAnalytics({
    startTracking,
    storage: () => storage,
    consentStorage: () => consentStorage,
    now: () => NOW,
    reload,
    warn,
    ...overrides,
  });
  return { analytics, tracker, startTracking, warn, storage, consentStorage, reload };
}

describe('the shop’s analytics', () => {
  it('keeps events until the integrations are known, then sends them in order', async () => {
    const { analytics, tracker, startTracking } = setup();
    analytics.addedToCart(null, cart, 'occ-1');
    analytics.purchased(orderOf('Charged'));
    expect(tracker.addedToCart).not.toHaveBeenCalled();
    analytics.start(ORG, () => Promise.resolve(google));
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
    analytics.start(ORG, integrations);
    analytics.start(ORG, integrations);
    await settle();
    expect(integrations).toHaveBeenCalledTimes(1);
  });

  it('loads no services for an organisation without integrations, and drops the events', async () => {
    const { analytics, startTracking, warn } = setup();
    analytics.addedToCart(null, cart, 'occ-1');
    analytics.start(ORG, () => Promise.resolve([]));
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
      expect(() => analytics.start(ORG, broken.integrations)).not.toThrow();
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
    analytics.start(ORG, () => Promise.resolve(google));
    await settle();
    expect(() => analytics.beganCheckout(cart)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics: an event could not be sent', expect.any(Error));
  });
});

describe('purchases', () => {
  it('are tracked for Charged orders only', async () => {
    const { analytics, tracker } = setup();
    analytics.start(ORG, () => Promise.resolve(google));
    await settle();
    for (const status of ['Pending', 'Payment pending', 'CheckoutCompleted', 'Canceled', 'CouldNotLock', 'Refunded'] as const)
      analytics.purchased(orderOf(status, `order-${status}`));
    expect(tracker.purchased).not.toHaveBeenCalled();
    analytics.purchased(orderOf('Charged'));
    expect(tracker.purchased).toHaveBeenCalledWith(orderOf('Charged'));
  });

  it('are sent once per order, also after a reload of the page', async () => {
    const first = setup();
    first.analytics.start(ORG, () => Promise.resolve(google));
    await settle();
    first.analytics.purchased(orderOf('Charged'));
    first.analytics.purchased(orderOf('Charged'));
    first.analytics.purchased(orderOf('Charged', 'order-2'));
    expect(first.tracker.purchased.mock.calls.map(([order]) => order.orderId)).toEqual(['order-1', 'order-2']);

    const reloaded = setup({ storage: () => first.storage });
    reloaded.analytics.start(ORG, () => Promise.resolve(google));
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
    analytics.start(ORG, () => Promise.resolve(google));
    await settle();
    analytics.purchased(orderOf('Charged'));
    analytics.purchased(orderOf('Charged'));
    expect(tracker.purchased).toHaveBeenCalledTimes(1);
  });
});

describe('the visitor’s consent', () => {
  const both: TPublicAnalyticsIntegration[] = [...google, { type: 'FacebookPixel', id: '123456789012345' }];
  const asked = async (consentStorage = memoryStorage(), overrides: Partial<AnalyticsSetup> = {}) => {
    const page = setup(overrides, consentStorage);
    page.analytics.start(ORG, () => Promise.resolve(both));
    await settle();
    return page;
  };

  it('is asked before anything loads, naming the services and where the data goes; events wait', async () => {
    const { analytics, startTracking, tracker } = await asked();
    expect(analytics.consent()).toEqual({
      state: 'ask',
      services: { names: ['Google Analytics', 'Facebook Pixel'], recipients: ['Google', 'Meta'] },
    });
    analytics.addedToCart(null, cart, 'occ-1');
    await settle();
    expect(startTracking).not.toHaveBeenCalled();
    expect(tracker.addedToCart).not.toHaveBeenCalled();
  });

  it('once allowed, starts the services, sends what waited and is remembered for the next page', async () => {
    const { analytics, startTracking, tracker, consentStorage } = await asked();
    const changed = vi.fn();
    analytics.subscribe(changed);
    analytics.addedToCart(null, cart, 'occ-1');
    analytics.choose('granted');
    await settle();
    expect(changed).toHaveBeenCalled();
    expect(analytics.consent()).toMatchObject({ state: 'granted' });
    expect(startTracking).toHaveBeenCalledWith(both);
    expect(tracker.addedToCart).toHaveBeenCalledWith(null, cart, 'occ-1');

    const next = await asked(consentStorage);
    expect(next.analytics.consent()).toMatchObject({ state: 'granted' });
    expect(next.startTracking).toHaveBeenCalledTimes(1);
  });

  it('once declined, loads nothing, drops the events and is not asked again on the next page', async () => {
    const { analytics, startTracking, tracker, consentStorage } = await asked();
    analytics.addedToCart(null, cart, 'occ-1');
    analytics.choose('denied');
    analytics.beganCheckout(cart);
    analytics.purchased(orderOf('Charged'));
    await settle();
    expect(startTracking).not.toHaveBeenCalled();
    expect(tracker.addedToCart).not.toHaveBeenCalled();

    const next = await asked(consentStorage);
    expect(next.analytics.consent()).toMatchObject({ state: 'denied' });
    expect(next.startTracking).not.toHaveBeenCalled();
  });

  it('is asked again after a year, and per museum', async () => {
    const storage = memoryStorage();
    storage.setItem(consentKey(ORG), JSON.stringify({ choice: 'granted', at: NOW - 365 * DAY }));
    const yearOld = await asked(storage);
    expect(yearOld.analytics.consent()).toMatchObject({ state: 'ask' });
    expect(yearOld.startTracking).not.toHaveBeenCalled();

    storage.setItem(consentKey(ORG), JSON.stringify({ choice: 'granted', at: NOW - 364 * DAY }));
    expect((await asked(storage)).analytics.consent()).toMatchObject({ state: 'granted' });

    const otherMuseum = setup({}, storage);
    otherMuseum.analytics.start('org-2', () => Promise.resolve(both));
    await settle();
    expect(otherMuseum.analytics.consent()).toMatchObject({ state: 'ask' });
  });

  it('reads an unreadable or future-dated answer as no answer', async () => {
    for (const stored of [
      'yes',
      '{"choice":"granted"}',
      '{"choice":"maybe","at":1}',
      JSON.stringify({ choice: 'granted', at: NOW + DAY }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(consentKey(ORG), stored);
      expect((await asked(storage)).analytics.consent(), stored).toMatchObject({ state: 'ask' });
    }
  });

  it('holds for the page where storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const { analytics, startTracking } = await asked(blocked);
    expect(analytics.consent()).toMatchObject({ state: 'ask' });
    expect(() => analytics.choose('granted')).not.toThrow();
    await settle();
    expect(startTracking).toHaveBeenCalledTimes(1);
  });

  it('can be asked again; tracking stays as it was until the new answer, and a withdrawal starts the page again', async () => {
    const { analytics, tracker, reload, consentStorage } = await asked();
    analytics.choose('granted');
    await settle();
    analytics.reconsider();
    expect(analytics.consent()).toMatchObject({ state: 'ask' });
    analytics.beganCheckout(cart);
    expect(tracker.beganCheckout).toHaveBeenCalledTimes(1);
    analytics.choose('denied');
    expect(reload).toHaveBeenCalledTimes(1);
    analytics.removedFromCart(cart, cart, 'item-1');
    expect(tracker.removedFromCart).not.toHaveBeenCalled();
    expect((await asked(consentStorage)).analytics.consent()).toMatchObject({ state: 'denied' });
  });

  it('declined first and allowed later on the same page starts the services without a reload', async () => {
    const { analytics, startTracking, tracker, reload } = await asked();
    analytics.choose('denied');
    analytics.reconsider();
    analytics.choose('granted');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(startTracking).toHaveBeenCalledTimes(1);
    analytics.beganCheckout(cart);
    expect(tracker.beganCheckout).toHaveBeenCalledWith(cart);
  });

  it('is not asked without integrations', async () => {
    const { analytics } = setup({}, memoryStorage());
    analytics.start(ORG, () => Promise.resolve([]));
    await settle();
    analytics.choose('granted');
    expect(analytics.consent()).toEqual({ state: 'none' });
  });

  it('keeps at most 100 events while the visitor has not answered', async () => {
    const { analytics, tracker } = await asked();
    for (let event = 0; event < 150; event++) analytics.addedToCart(null, cart, `occ-${event}`);
    analytics.choose('granted');
    await settle();
    expect(tracker.addedToCart).toHaveBeenCalledTimes(100);
  });
});
