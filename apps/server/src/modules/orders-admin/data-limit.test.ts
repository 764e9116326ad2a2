import { describe, expect, it } from 'vitest';
import { dataLimitInstant, fromWithinLimit, placedBeforeLimit } from './data-limit.js';

describe("a staff member's data access limit", () => {
  const limited = { limitDataAccessFrom: '2026-12-05' };
  const unlimited = { limitDataAccessFrom: null };

  it('starts at midnight of the limit day in the museum’s time zone', () => {
    // Copenhagen is UTC+1 in December.
    expect(dataLimitInstant(limited)?.toISOString()).toBe('2026-12-04T23:00:00.000Z');
    expect(dataLimitInstant(unlimited)).toBeNull();
  });

  it('moves a range’s first day up to the limit, and leaves a later one', () => {
    expect(fromWithinLimit('2026-11-01', limited)).toBe('2026-12-05');
    expect(fromWithinLimit('2026-12-05', limited)).toBe('2026-12-05');
    expect(fromWithinLimit('2026-12-24', limited)).toBe('2026-12-24');
    expect(fromWithinLimit('2026-11-01', unlimited)).toBe('2026-11-01');
  });

  it('says an order placed before the limit’s first moment is out of reach', () => {
    expect(placedBeforeLimit(new Date('2026-12-04T22:59:59Z'), limited)).toBe(true);
    expect(placedBeforeLimit(new Date('2026-12-04T23:00:00Z'), limited)).toBe(false);
    expect(placedBeforeLimit(new Date('2020-01-01T00:00:00Z'), unlimited)).toBe(false);
  });
});
