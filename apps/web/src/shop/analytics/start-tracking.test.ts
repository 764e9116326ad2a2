import { describe, expect, it, vi } from 'vitest';
import type { TPublicAnalyticsIntegration } from '@foyer/contracts';
import { planTracking, startTracking, type TrackingEnv } from './start-tracking';
import { cartOf, eventItem, orderOf, ticketLine } from './test-carts';

const integrations: TPublicAnalyticsIntegration[] = [
  { type: 'GoogleAnalytics', id: 'G-ABC1234' },
  { type: 'FacebookPixel', id: '1234567890' },
];
const cart = cartOf([eventItem('item-1', 'occ-1', [ticketLine('t-adult', 'Adult', 2, 12500)])]);

/** A page without the internet: every script fails to load, as in these tests' sandbox. */
const offline = (host: TrackingEnv['host'] = {}) => {
  const warn = vi.fn();
  return { warn, env: { host, loadScript: () => Promise.reject(new Error('offline')), warn } satisfies TrackingEnv };
};

describe('which integrations to start', () => {
  it('groups the ids by service, each once, and ignores types the shop does not know', () => {
    const plan = planTracking([
      ...integrations,
      { type: 'GoogleAnalytics', id: 'G-ABC1234' },
      { type: 'GoogleAnalytics', id: 'UA-1234567-1' },
      { type: 'FacebookPixel', id: ' ' },
      { type: 'Matomo', id: '7' } as unknown as TPublicAnalyticsIntegration,
    ]);
    expect(plan).toEqual({ google: ['G-ABC1234', 'UA-1234567-1'], facebook: ['1234567890'] });
  });

  it('starts nothing for no integrations', () => {
    const loadScript = vi.fn();
    const host = {};
    startTracking([], { host, loadScript, warn: vi.fn() }).addedToCart(null, cart, 'occ-1');
    expect(loadScript).not.toHaveBeenCalled();
    expect(host).toEqual({});
  });
});

describe('tracking through the services', () => {
  it('sends each event to every service that started', () => {
    const gtag = vi.fn();
    const fbq = Object.assign(vi.fn(), { queue: [], loaded: true, version: '2.0' }) as never;
    const { env } = offline({ gtag, fbq });
    const tracker = startTracking(integrations, { ...env, loadScript: () => new Promise<void>(() => undefined) });
    tracker.addedToCart(null, cart, 'occ-1');
    tracker.purchased(orderOf('Charged'));
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', expect.objectContaining({ value: 250 }));
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', expect.objectContaining({ transaction_id: '10042' }));
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', expect.objectContaining({ value: 250 }));
  });

  it('sends nothing when the call changed nothing', () => {
    const gtag = vi.fn();
    const tracker = startTracking(integrations.slice(0, 1), {
      ...offline({ gtag }).env,
      loadScript: () => new Promise<void>(() => undefined),
    });
    tracker.removedFromCart(cart, cart, 'item-1');
    expect(gtag.mock.calls.map(([command]) => command)).toEqual(['js', 'config']);
  });

  it('logs and skips a service whose gtag throws; the pixel still gets the event', () => {
    const fbq = Object.assign(vi.fn(), { queue: [], loaded: true, version: '2.0' }) as never;
    const gtag = vi.fn((command: unknown) => {
      if (command === 'event') throw new Error('gtag broke');
    });
    const { env, warn } = offline({ gtag, fbq });
    const tracker = startTracking(integrations, { ...env, loadScript: () => new Promise<void>(() => undefined) });
    expect(() => tracker.beganCheckout(cart)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics: Google Analytics could not track beginCheckout', expect.any(Error));
    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', expect.anything());
  });

  it('logs and leaves out a service that cannot start', () => {
    const fbq = vi.fn(() => {
      throw new Error('fbq broke');
    });
    const gtag = vi.fn();
    const { env, warn } = offline({ gtag, fbq: fbq as never });
    const tracker = startTracking(integrations, { ...env, loadScript: () => new Promise<void>(() => undefined) });
    tracker.addedToCart(null, cart, 'occ-1');
    expect(warn).toHaveBeenCalledWith('Analytics: Facebook Pixel could not start', expect.any(Error));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', expect.anything());
  });

  it('is harmless offline: the failed scripts are logged and later events go nowhere', async () => {
    const host: TrackingEnv['host'] = {};
    const { env, warn } = offline(host);
    const tracker = startTracking(integrations, env);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(() => tracker.addedToCart(null, cart, 'occ-1')).not.toThrow();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Analytics: Google Analytics did not load',
      'Analytics: Facebook Pixel did not load',
    ]);
    expect(host.dataLayer).toHaveLength(2); // js, config: nothing after the failure
    expect(host.fbq?.queue).toHaveLength(2); // init, PageView
  });
});
