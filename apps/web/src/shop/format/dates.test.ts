import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatMonth, isAllDay, nextDateText, weekdayNames } from './dates';

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

describe('nextDateText', () => {
  it('gives the year only when it is not this year, and no time for an all-day date', () => {
    const at = (date: string, allDay = false) => ({ start: { date, time: '11:00' }, allDay });
    expect(nextDateText(at('2026-12-10'), 'en', '2026-12-02')).toBe('Thu, Dec 10, 11:00');
    // Ten months on: with its year (it read as this October).
    expect(nextDateText(at('2027-10-12'), 'en', '2026-12-02')).toBe('Tue, Oct 12, 2027, 11:00');
    // All day: the day alone (an all-day entrance read "00:00").
    expect(nextDateText(at('2026-12-10', true), 'da', '2026-12-02')).toBe('tors. 10. dec.');
  });
});
