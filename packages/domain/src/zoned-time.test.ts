import { describe, expect, it } from 'vitest';
import { addDays, toInstant, toLocal, weekdayOf } from './zoned-time.js';

const CPH = 'Europe/Copenhagen';

describe('toInstant and toLocal in Europe/Copenhagen', () => {
  it('uses winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(toInstant({ date: '2026-01-15', time: '10:00' }, CPH).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(toInstant({ date: '2026-07-15', time: '10:00' }, CPH).toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });
  it('keeps 10:00 at 10:00 on the days clocks change', () => {
    expect(toInstant({ date: '2026-03-29', time: '10:00' }, CPH).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(toInstant({ date: '2026-10-25', time: '10:00' }, CPH).toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });
  it('moves a time skipped by the spring change forward by the gap', () => {
    expect(toInstant({ date: '2026-03-29', time: '02:30' }, CPH).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toLocal(toInstant({ date: '2026-03-29', time: '02:30' }, CPH), CPH)).toEqual({ date: '2026-03-29', time: '03:30' });
  });
  it('takes the first of a time that occurs twice in the autumn', () => {
    expect(toInstant({ date: '2026-10-25', time: '02:30' }, CPH).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
  it('round-trips through local time', () => {
    for (const local of [
      { date: '2026-02-28', time: '23:59' },
      { date: '2026-12-31', time: '00:00' },
      { date: '2028-02-29', time: '12:15' },
    ]) {
      expect(toLocal(toInstant(local, CPH), CPH)).toEqual(local);
    }
  });
  it('works in other zones too', () => {
    expect(toInstant({ date: '2026-07-01', time: '09:00' }, 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(toInstant({ date: '2026-07-01', time: '09:00' }, 'UTC').toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });
  it('refuses malformed input', () => {
    expect(() => toInstant({ date: '2026-7-1', time: '09:00' }, CPH)).toThrow(RangeError);
    expect(() => toInstant({ date: '2026-07-01', time: '24:00' }, CPH)).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(7);
  });
});
