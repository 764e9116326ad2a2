import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatMonth, isAllDay, weekdayNames } from './dates';

describe('dates', () => {
  it('formats a local day without shifting it by a time zone', () => {
    expect(formatDay('2026-11-28', 'en')).toBe('Saturday, November 28, 2026');
    expect(formatDay('2026-11-28', 'da')).toBe('lørdag den 28. november 2026');
    expect(formatDay('2026-11-28', 'en', 'short')).toBe('Sat, Nov 28');
  });

  it('names the month and the weekdays from Monday', () => {
    expect(formatMonth('2026-11', 'de')).toBe('November 2026');
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('tells a whole day in the event’s zone, not in UTC', () => {
    expect(isAllDay('2027-06-01T22:00:00Z', '2027-06-02T21:59:00Z', 'Europe/Copenhagen')).toBe(true);
    expect(isAllDay('2027-06-02T00:00:00Z', '2027-06-02T23:59:00Z', 'Europe/Copenhagen')).toBe(false);
    expect(isAllDay('2027-06-01T17:00:00Z', '2027-06-01T19:00:00Z', 'Europe/Copenhagen')).toBe(false);
  });

  it('shows an instant in the event’s zone with HH:mm in every language', () => {
    expect(formatInstant('2026-11-28T13:00:00.000Z', 'Europe/Copenhagen', 'en')).toBe('Sat, Nov 28, 2026, 14:00');
    expect(formatInstant('2026-11-28T13:00:00.000Z', 'Europe/Copenhagen', 'da')).toBe('lør. 28. nov. 2026, 14:00');
    expect(formatInstant('2026-11-28T23:30:00.000Z', 'Europe/Copenhagen', 'en', false)).toBe('Sun, Nov 29, 2026');
  });
});
