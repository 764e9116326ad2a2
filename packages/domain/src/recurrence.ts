import { addDays, daysInMonth, toInstant, weekdayOf, type LocalDateTime } from './zoned-time.js';

export const PERIODICITIES = ['Daily', 'Weekly', 'Monthly'] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

export interface SingleSchedule {
  kind: 'Single';
  start: LocalDateTime;
  end: LocalDateTime;
  allDay: boolean;
}

export interface RecurringSchedule {
  kind: 'Recurring';
  periodicity: Periodicity;
  /** Every `interval` days, weeks or months. */
  interval: number;
  /** ISO weekdays (1 Monday … 7 Sunday), for Weekly. */
  daysOfWeek: number[];
  firstDate: string;
  lastDate: string;
  /** HH:mm local start and end of each occurrence; end after start on the same day. */
  startTime: string;
  endTime: string;
  /** Further times each day, each its own occurrence (timed entry); none for an all-day series. */
  additionalTimes?: readonly DailyTime[];
  allDay: boolean;
}

export interface DailyTime {
  startTime: string;
  endTime: string;
}

export type Schedule = SingleSchedule | RecurringSchedule;

export interface PlannedOccurrence {
  /** The local day it was planned for (yyyy-MM-dd), stable across edits of times. */
  localDate: string;
  /** The time of the day it was planned at (HH:mm): with the day, which of the series' visits it is. */
  slotTime: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
}

/**
 * A series larger than this is refused: a typo in the last date should not create 50,000 rows. A
 * season of timed entry (a half year, eight times a day) fits.
 */
export const MAX_OCCURRENCES = 2000;

export class TooManyOccurrences extends Error {}

const ALL_DAY = { start: '00:00', end: '23:59' };

/** The local days a recurring schedule falls on, in order. */
export function recurringDates(schedule: RecurringSchedule, limit = MAX_OCCURRENCES): string[] {
  const dates: string[] = [];
  const push = (date: string) => {
    if (date < schedule.firstDate || date > schedule.lastDate) return;
    if (dates.length >= limit) throw new TooManyOccurrences(`A series may have at most ${limit} occurrences`);
    dates.push(date);
  };
  const interval = Math.max(1, Math.floor(schedule.interval));
  if (schedule.periodicity === 'Daily') {
    for (let date = schedule.firstDate; date <= schedule.lastDate; date = addDays(date, interval)) push(date);
  } else if (schedule.periodicity === 'Weekly') {
    const days = [...new Set(schedule.daysOfWeek.length ? schedule.daysOfWeek : [weekdayOf(schedule.firstDate)])].sort();
    // Weeks counted from the Monday of the first date's week.
    let monday = addDays(schedule.firstDate, 1 - weekdayOf(schedule.firstDate));
    while (monday <= schedule.lastDate) {
      for (const day of days) push(addDays(monday, day - 1));
      monday = addDays(monday, 7 * interval);
    }
  } else {
    // Monthly on the first date's day; a month without that day takes its last day (31 → 30, 28/29).
    const [year, month, day] = schedule.firstDate.split('-').map(Number) as [number, number, number];
    for (let step = 0; ; step += interval) {
      const y = year + Math.floor((month - 1 + step) / 12);
      const m = ((month - 1 + step) % 12) + 1;
      const date = `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, daysInMonth(y, m))).padStart(2, '0')}`;
      if (date > schedule.lastDate) break;
      push(date);
    }
  }
  return dates;
}

/** Every occurrence of a schedule as instants, planned in the venue's zone. */
export function expandSchedule(schedule: Schedule, zone: string, limit = MAX_OCCURRENCES): PlannedOccurrence[] {
  if (schedule.kind === 'Single') {
    const start = schedule.allDay ? { date: schedule.start.date, time: ALL_DAY.start } : schedule.start;
    const end = schedule.allDay ? { date: schedule.end.date, time: ALL_DAY.end } : schedule.end;
    return [
      {
        localDate: schedule.start.date,
        slotTime: start.time,
        startsAt: toInstant(start, zone),
        endsAt: toInstant(end, zone),
        allDay: schedule.allDay,
      },
    ];
  }
  const times = dailyTimes(schedule);
  const dates = recurringDates(schedule, Math.floor(limit / times.length));
  return dates.flatMap((date) =>
    times.map((time) => ({
      localDate: date,
      slotTime: time.startTime,
      startsAt: toInstant({ date, time: time.startTime }, zone),
      endsAt: toInstant({ date, time: time.endTime }, zone),
      allDay: schedule.allDay,
    })),
  );
}

/** The times of each day of a series, earliest first: the whole day, or the first time and the rest. */
export function dailyTimes(schedule: RecurringSchedule): DailyTime[] {
  if (schedule.allDay) return [{ startTime: ALL_DAY.start, endTime: ALL_DAY.end }];
  const times = [{ startTime: schedule.startTime, endTime: schedule.endTime }, ...(schedule.additionalTimes ?? [])];
  return times.sort((a, b) => a.startTime.localeCompare(b.startTime));
}
