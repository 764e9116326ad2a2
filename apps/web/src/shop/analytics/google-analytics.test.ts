import { describe, expect, it, vi } from 'vitest';
import { googleTagAddress, startGoogleAnalytics, type GoogleHost } from './google-analytics';
import type { TrackedEvent } from './tracked-events';

const added: TrackedEvent = {
  currency: 'DKK',
  value: 250,
  items: [{ id: 'occ-1', name: 'Monet at dusk', variant: 'Adult', quantity: 2, price: 125 }],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** dataLayer holds arguments objects, as gtag.js wants them: read back as arrays. */
const commands = (host: GoogleHost) => (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Google Analytics', () => {
  it('queues js and config for every id and loads gtag.js once, with the first id', () => {
    const host: GoogleHost = {};
    const loadScript = vi.fn(() => new Promise<void>(() => undefined));
    startGoogleAnalytics(['G-ABC1234', 'UA-1234567-1'], host, loadScript, vi.fn());
    expect(loadScript.mock.calls).toEqual([['https://www.googletagmanager.com/gtag/js?id=G-ABC1234']]);
    const queued = commands(host);
    expect(queued[0]?.[0]).toBe('js');
    expect(queued[0]?.[1]).toBeInstanceOf(Date);
    expect(queued.slice(1)).toEqual([
      ['config', 'G-ABC1234', { cookie_flags: 'SameSite=None;Secure' }],
      ['config', 'UA-1234567-1', { cookie_flags: 'SameSite=None;Secure' }],
    ]);
    expect(Array.isArray(host.dataLayer?.[0])).toBe(false);
  });

  it('sends GA4 e-commerce events with currency, value and items', () => {
    const host: GoogleHost = {};
    const google = startGoogleAnalytics(['G-ABC1234'], host, () => new Promise<void>(() => undefined), vi.fn());
    google.send('addToCart', added);
    google.send('removeFromCart', added);
    google.send('beginCheckout', added);
    google.send('purchase', { currency: 'EUR', value: 123.45, items: [], orderNumber: '10042' });
    expect(commands(host).slice(2)).toEqual([
      [
        'event',
        'add_to_cart',
        {
          currency: 'DKK',
          value: 250,
          items: [{ item_id: 'occ-1', item_name: 'Monet at dusk', item_variant: 'Adult', price: 125, quantity: 2 }],
        },
      ],
      ['event', 'remove_from_cart', expect.objectContaining({ value: 250 })],
      ['event', 'begin_checkout', expect.objectContaining({ value: 250 })],
      ['event', 'purchase', { currency: 'EUR', value: 123.45, transaction_id: '10042' }],
    ]);
  });

  it('uses a gtag already on the page', () => {
    const gtag = vi.fn();
    startGoogleAnalytics(['G-ABC1234'], { gtag }, () => new Promise<void>(() => undefined), vi.fn()).send('addToCart', added);
    expect(gtag.mock.calls.map(([command]) => command)).toEqual(['js', 'config', 'event']);
  });

  it('logs a script that cannot load and sends nothing more', async () => {
    const host: GoogleHost = {};
    const warn = vi.fn();
    const google = startGoogleAnalytics(['G-ABC1234'], host, () => Promise.reject(new Error('offline')), warn);
    await settle();
    google.send('addToCart', added);
    expect(warn).toHaveBeenCalledWith('Analytics: Google Analytics did not load', expect.any(Error));
    expect(commands(host).map(([command]) => command)).toEqual(['js', 'config']);
  });

  it('puts the id into the address encoded', () => {
    expect(googleTagAddress('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });
});
