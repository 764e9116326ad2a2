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
  allDay: boolean;
}

export type Schedule = SingleSchedule | RecurringSchedule;

export interface PlannedOccurrence {
  /** The local day it was planned for (yyyy-MM-dd), stable across edits of times. */
  localDate: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
}

/** A series larger than this is refused: a typo in the last date should not create 50,000 rows. */
export const MAX_OCCURRENCES = 1000;

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
    return [{ localDate: schedule.start.date, startsAt: toInstant(start, zone), endsAt: toInstant(end, zone), allDay: schedule.allDay }];
  }
  const startTime = schedule.allDay ? ALL_DAY.start : schedule.startTime;
  const endTime = schedule.allDay ? ALL_DAY.end : schedule.endTime;
  return recurringDates(schedule, limit).map((date) => ({
    localDate: date,
    startsAt: toInstant({ date, time: startTime }, zone),
    endsAt: toInstant({ date, time: endTime }, zone),
    allDay: schedule.allDay,
  }));
}
