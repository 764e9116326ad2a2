import { describe, expect, it } from 'vitest';
import { HOUR_OPTIONS, MINUTE_OPTIONS, formatDate, formatDateTime, formatTime } from './format';

describe('formatDateTime', () => {
  it("shows 'HH:mm, dd-MM-yyyy' in Copenhagen by default, summer and winter time", () => {
    expect(formatDateTime('2025-06-15T08:05:00Z')).toBe('10:05, 15-06-2025');
    expect(formatDateTime('2025-01-15T08:05:00Z')).toBe('09:05, 15-01-2025');
  });

  it('moves the date with the zone', () => {
    expect(formatDateTime('2025-12-31T23:30:00Z')).toBe('00:30, 01-01-2026');
    expect(formatDateTime('2025-12-31T23:30:00Z', 'UTC')).toBe('23:30, 31-12-2025');
    expect(formatDateTime('2025-03-01T03:00:00Z', 'America/New_York')).toBe('22:00, 28-02-2025');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatDateTime('2025-06-14T22:00:00Z')).toBe('00:00, 15-06-2025');
  });

  it('takes Dates and epoch milliseconds', () => {
    expect(formatDateTime(new Date('2025-06-15T08:05:00Z'))).toBe('10:05, 15-06-2025');
    expect(formatDateTime(Date.UTC(2025, 5, 15, 8, 5))).toBe('10:05, 15-06-2025');
  });

  it('returns an empty text when formatting fails (SPEC §5)', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('2025-06-15T08:05:00Z', 'Not/A_Zone')).toBe('');
  });
});

describe('formatDate', () => {
  it("shows 'dd-MM-yyyy' of an instant in the zone", () => {
    expect(formatDate('2025-06-15T08:05:00Z')).toBe('15-06-2025');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01-01-2026');
    expect(formatDate('2025-12-31T23:30:00Z', 'UTC')).toBe('31-12-2025');
  });

  it('shows a calendar date as that day whatever the zone', () => {
    expect(formatDate('2025-03-01')).toBe('01-03-2025');
    expect(formatDate('2025-03-01', 'America/Los_Angeles')).toBe('01-03-2025');
  });

  it('returns an empty text when formatting fails', () => {
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('yesterday')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatTime', () => {
  it("shows 'HH:mm' in the zone, '' on failure", () => {
    expect(formatTime('2025-06-15T17:45:00Z')).toBe('19:45');
    expect(formatTime('nope')).toBe('');
  });
});

describe('hour and minute options (SPEC §5)', () => {
  it('are two-digit strings 00-23 and 00-59', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS[0]).toBe('00');
    expect(HOUR_OPTIONS[9]).toBe('09');
    expect(HOUR_OPTIONS[23]).toBe('23');
    expect(MINUTE_OPTIONS).toHaveLength(60);
    expect(MINUTE_OPTIONS[5]).toBe('05');
    expect(MINUTE_OPTIONS[59]).toBe('59');
    expect([...HOUR_OPTIONS, ...MINUTE_OPTIONS].every((option) => /^\d{2}$/.test(option))).toBe(true);
  });
});
