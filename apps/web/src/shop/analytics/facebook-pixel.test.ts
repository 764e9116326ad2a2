import { describe, expect, it, vi } from 'vitest';
import { FACEBOOK_PIXEL_SCRIPT, startFacebookPixel, type FacebookHost } from './facebook-pixel';
import type { TrackedEvent } from './tracked-events';

const added: TrackedEvent = {
  currency: 'DKK',
  value: 310.5,
  items: [
    { id: 'occ-1', name: 'Monet at dusk', variant: 'Adult', quantity: 2, price: 125 },
    { id: 'occ-1', name: 'Monet at dusk', variant: 'Child', quantity: 1, price: 60.5 },
  ],
};
const pending = () => new Promise<void>(() => undefined);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const queued = (host: FacebookHost) => (host.fbq?.queue ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Facebook Pixel', () => {
  it('queues init for every pixel and a page view until fbevents.js arrives, loading it once', () => {
    const host: FacebookHost = {};
    const loadScript = vi.fn(pending);
    startFacebookPixel(['1234567890', '2345678901'], host, loadScript, vi.fn());
    expect(loadScript.mock.calls).toEqual([[FACEBOOK_PIXEL_SCRIPT]]);
    expect(queued(host)).toEqual([
      ['init', '1234567890'],
      ['init', '2345678901'],
      ['track', 'PageView'],
    ]);
    expect(host._fbq).toBe(host.fbq);
    expect(host.fbq?.push).toBe(host.fbq);
  });

  it('maps the shop’s events to standard events, and removal to a custom one', () => {
    const host: FacebookHost = {};
    const pixel = startFacebookPixel(['1234567890'], host, pending, vi.fn());
    pixel.send('addToCart', added);
    pixel.send('removeFromCart', added);
    pixel.send('beginCheckout', added);
    pixel.send('purchase', { currency: 'EUR', value: 123.45, items: [], orderNumber: '10042' });
    expect(queued(host).slice(2)).toEqual([
      [
        'track',
        'AddToCart',
        {
          currency: 'DKK',
          value: 310.5,
          content_type: 'product',
          content_ids: ['occ-1'],
          contents: [
            { id: 'occ-1', quantity: 2, item_price: 125 },
            { id: 'occ-1', quantity: 1, item_price: 60.5 },
          ],
          num_items: 3,
        },
      ],
      ['trackCustom', 'RemoveFromCart', expect.objectContaining({ value: 310.5 })],
      ['track', 'InitiateCheckout', expect.objectContaining({ num_items: 3 })],
      ['track', 'Purchase', { currency: 'EUR', value: 123.45 }],
    ]);
  });

  it('hands calls to the loaded script once it has taken over', () => {
    const host: FacebookHost = {};
    const pixel = startFacebookPixel(['1234567890'], host, pending, vi.fn());
    const callMethod = vi.fn();
    host.fbq!.callMethod = callMethod;
    pixel.send('addToCart', added);
    expect(callMethod).toHaveBeenCalledWith('track', 'AddToCart', expect.objectContaining({ currency: 'DKK' }));
    expect(queued(host)).toHaveLength(2);
  });

  it('logs a script that cannot load and sends nothing more', async () => {
    const host: FacebookHost = {};
    const warn = vi.fn();
    const pixel = startFacebookPixel(['1234567890'], host, () => Promise.reject(new Error('offline')), warn);
    await settle();
    pixel.send('addToCart', added);
    expect(warn).toHaveBeenCalledWith('Analytics: Facebook Pixel did not load', expect.any(Error));
    expect(queued(host)).toHaveLength(2);
  });
});
