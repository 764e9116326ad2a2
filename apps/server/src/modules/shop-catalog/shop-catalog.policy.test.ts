import { describe, expect, it } from 'vitest';
import { isBookable, isOnShow } from './shop-catalog.policy.js';

describe('shop catalogue policy', () => {
  const shown = { status: 'Published', visibility: 'Public', display: true };

  it('shows only published, public events whose display is on', () => {
    expect(isOnShow(shown)).toBe(true);
    expect(isOnShow({ ...shown, status: 'Draft' })).toBe(false);
    expect(isOnShow({ ...shown, status: 'Canceled' })).toBe(false);
    expect(isOnShow({ ...shown, visibility: 'Private' })).toBe(false);
    expect(isOnShow({ ...shown, visibility: 'CustomerRequest' })).toBe(false);
    expect(isOnShow({ ...shown, display: false })).toBe(false);
  });

  it('offers published occurrences until they end', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(isBookable({ status: 'Published', endsAt: new Date('2027-03-01T12:00:01Z') }, now)).toBe(true);
    expect(isBookable({ status: 'Published', endsAt: now }, now)).toBe(false);
    expect(isBookable({ status: 'Canceled', endsAt: new Date('2027-04-01T00:00:00Z') }, now)).toBe(false);
  });
});
