import { describe, expect, it } from 'vitest';
import { dailyTimes, expandSchedule, recurringDates, TooManyOccurrences, type RecurringSchedule } from './recurrence.js';
import { toLocal } from './zoned-time.js';

const CPH = 'Europe/Copenhagen';
const base: RecurringSchedule = {
  kind: 'Recurring',
  periodicity: 'Daily',
  interval: 1,
  daysOfWeek: [],
  firstDate: '2026-03-27',
  lastDate: '2026-03-31',
  startTime: '10:00',
  endTime: '11:30',
  allDay: false,
};

describe('recurring schedules', () => {
  it('keeps a daily 10:00 slot at 10:00 local across the spring clock change', () => {
    const occurrences = expandSchedule(base, CPH);
    expect(occurrences.map((o) => toLocal(o.startsAt, CPH).time)).toEqual(['10:00', '10:00', '10:00', '10:00', '10:00']);
    expect(occurrences.map((o) => o.startsAt.toISOString().slice(11, 16))).toEqual(['09:00', '09:00', '08:00', '08:00', '08:00']);
    expect(occurrences.every((o) => o.endsAt.getTime() - o.startsAt.getTime() === 90 * 60_000)).toBe(true);
  });

  it('keeps the slot across the autumn change', () => {
    const occurrences = expandSchedule({ ...base, firstDate: '2026-10-24', lastDate: '2026-10-26' }, CPH);
    expect(occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-10-24T08:00:00.000Z',
      '2026-10-25T09:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
  });

  it('honours a daily interval', () => {
    expect(recurringDates({ ...base, interval: 2, firstDate: '2026-01-30', lastDate: '2026-02-05' })).toEqual([
      '2026-01-30',
      '2026-02-01',
      '2026-02-03',
      '2026-02-05',
    ]);
  });

  it('repeats weekly on the chosen days, every other week', () => {
    const schedule = {
      ...base,
      periodicity: 'Weekly' as const,
      interval: 2,
      daysOfWeek: [6, 2],
      firstDate: '2026-11-04',
      lastDate: '2026-11-30',
    };
    // Weeks of Mon 2 Nov, 16 Nov, 30 Nov; Tuesday 3 Nov is before the first date.
    expect(recurringDates(schedule)).toEqual(['2026-11-07', '2026-11-17', '2026-11-21']);
  });

  it('repeats weekly on the first date’s weekday when no days are chosen', () => {
    expect(recurringDates({ ...base, periodicity: 'Weekly', firstDate: '2026-11-05', lastDate: '2026-11-26' })).toEqual([
      '2026-11-05',
      '2026-11-12',
      '2026-11-19',
      '2026-11-26',
    ]);
  });

  it('repeats monthly, taking the last day of shorter months', () => {
    const schedule = { ...base, periodicity: 'Monthly' as const, firstDate: '2026-01-31', lastDate: '2026-06-30' };
    expect(recurringDates(schedule)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']);
    expect(recurringDates({ ...schedule, firstDate: '2028-01-31', lastDate: '2028-03-01' })).toEqual(['2028-01-31', '2028-02-29']);
  });

  it('repeats every third month across a year end', () => {
    expect(recurringDates({ ...base, periodicity: 'Monthly', interval: 3, firstDate: '2026-11-15', lastDate: '2027-08-15' })).toEqual([
      '2026-11-15',
      '2027-02-15',
      '2027-05-15',
      '2027-08-15',
    ]);
  });

  it('refuses a series that would be too long', () => {
    expect(() => recurringDates({ ...base, firstDate: '2026-01-01', lastDate: '2030-12-31' }, 1000)).toThrow(TooManyOccurrences);
  });

  it('plans one occurrence per time of the day, earliest first, each keeping its time across the clock change', () => {
    const timed = {
      ...base,
      firstDate: '2026-03-28',
      lastDate: '2026-03-29',
      additionalTimes: [
        { startTime: '14:00', endTime: '15:00' },
        { startTime: '09:00', endTime: '09:30' },
      ],
    };
    const occurrences = expandSchedule(timed, CPH);
    expect(occurrences.map((o) => `${o.localDate} ${o.slotTime} ${toLocal(o.startsAt, CPH).time}–${toLocal(o.endsAt, CPH).time}`)).toEqual([
      '2026-03-28 09:00 09:00–09:30',
      '2026-03-28 10:00 10:00–11:30',
      '2026-03-28 14:00 14:00–15:00',
      '2026-03-29 09:00 09:00–09:30',
      '2026-03-29 10:00 10:00–11:30',
      '2026-03-29 14:00 14:00–15:00',
    ]);
    expect(dailyTimes(timed).map((time) => time.startTime)).toEqual(['09:00', '10:00', '14:00']);
  });

  it('counts every time of every day against the limit, and an all-day series has one a day', () => {
    const timed = { ...base, firstDate: '2027-01-01', lastDate: '2027-01-10', additionalTimes: [{ startTime: '12:00', endTime: '13:00' }] };
    expect(expandSchedule(timed, CPH, 20)).toHaveLength(20);
    expect(() => expandSchedule(timed, CPH, 19)).toThrow(TooManyOccurrences);
    expect(expandSchedule({ ...timed, allDay: true }, CPH, 10).map((o) => o.slotTime)).toEqual(Array(10).fill('00:00'));
  });

  it('plans all-day occurrences from the start to the end of the local day', () => {
    const [occurrence] = expandSchedule({ ...base, firstDate: '2026-07-01', lastDate: '2026-07-01', allDay: true }, CPH);
    expect(toLocal(occurrence!.startsAt, CPH)).toEqual({ date: '2026-07-01', time: '00:00' });
    expect(toLocal(occurrence!.endsAt, CPH)).toEqual({ date: '2026-07-01', time: '23:59' });
  });
});

describe('single schedules', () => {
  it('plans one occurrence that may span days', () => {
    const [concert] = expandSchedule(
      { kind: 'Single', start: { date: '2026-12-31', time: '22:00' }, end: { date: '2027-01-01', time: '01:00' }, allDay: false },
      CPH,
    );
    expect(concert!.startsAt.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(concert!.endsAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(concert!.localDate).toBe('2026-12-31');
  });
});
