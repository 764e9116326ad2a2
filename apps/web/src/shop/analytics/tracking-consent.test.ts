import { describe, expect, it } from 'vitest';
import { CONSENT_LASTS_DAYS, consentKey, readConsent, rememberConsent, trackingServices } from './tracking-consent';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('a visitor’s tracking consent', () => {
  it('is read back as it was remembered, for that museum only', () => {
    const storage = memoryStorage();
    rememberConsent(storage, 'org-1', 'denied', NOW);
    expect(readConsent(storage, 'org-1', NOW + DAY)).toBe('denied');
    expect(readConsent(storage, 'org-2', NOW + DAY)).toBeNull();
    rememberConsent(storage, 'org-1', 'granted', NOW);
    expect(readConsent(storage, 'org-1', NOW)).toBe('granted');
  });

  it(`lasts ${CONSENT_LASTS_DAYS} days`, () => {
    const storage = memoryStorage();
    rememberConsent(storage, 'org-1', 'granted', NOW);
    expect(readConsent(storage, 'org-1', NOW + (CONSENT_LASTS_DAYS * DAY - 1))).toBe('granted');
    expect(readConsent(storage, 'org-1', NOW + CONSENT_LASTS_DAYS * DAY)).toBeNull();
  });

  it('is no answer when missing, unreadable, from the future or where storage is blocked', () => {
    const storage = memoryStorage();
    expect(readConsent(storage, 'org-1', NOW)).toBeNull();
    expect(readConsent(null, 'org-1', NOW)).toBeNull();
    for (const stored of [
      '',
      'granted',
      '{',
      'null',
      '{"choice":"granted","at":"yesterday"}',
      JSON.stringify({ choice: 'granted', at: NOW + 1 }),
    ]) {
      storage.setItem(consentKey('org-1'), stored);
      expect(readConsent(storage, 'org-1', NOW), stored).toBeNull();
    }
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readConsent(blocked, 'org-1', NOW)).toBeNull();
    expect(() => rememberConsent(blocked, 'org-1', 'granted', NOW)).not.toThrow();
  });

  it('names each service once, with the company its data goes to', () => {
    expect(
      trackingServices([
        { type: 'FacebookPixel', id: '1' },
        { type: 'GoogleAnalytics', id: 'G-1' },
        { type: 'FacebookPixel', id: '2' },
      ]),
    ).toEqual({ names: ['Facebook Pixel', 'Google Analytics'], recipients: ['Meta', 'Google'] });
    expect(trackingServices([])).toEqual({ names: [], recipients: [] });
  });
});
