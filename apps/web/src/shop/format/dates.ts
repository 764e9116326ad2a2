/**
 * Dates as the visitor reads them. Occurrences come with their local date and time in the
 * event's zone (yyyy-MM-dd, HH:mm), so those are formatted as calendar values in UTC; instants
 * (a cart's startsAt) are formatted in the event's time zone.
 */

/**
 * One formatter per language and options, made once: making one costs far more than using it
 * (the calendar formats every day of a month; the server writes the first page with these too).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const utcNoon = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day ?? 1, 12));
};

/** "Saturday 28 November 2026" in the visitor's language. */
export function formatDay(date: string, locale: string, style: 'long' | 'short' = 'long', withYear = style === 'long'): string {
  return dateFormat(locale, {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style,
    year: withYear ? 'numeric' : undefined,
  }).format(utcNoon(date));
}

/**
 * An event card's next date: short, with the year when it is not this year's ("Tue, Oct 12" read
 * as this October for one ten months away), and its time unless it lasts all day (an all-day
 * entrance read "00:00").
 */
export function nextDateText(next: { start: { date: string; time: string }; allDay: boolean }, locale: string, today: string): string {
  const day = formatDay(next.start.date, locale, 'short', next.start.date.slice(0, 4) !== today.slice(0, 4));
  return next.allDay ? day : `${day}, ${next.start.time}`;
}

/** "November 2026" for a yyyy-MM month. */
export function formatMonth(month: string, locale: string): string {
  return dateFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utcNoon(`${month}-01`));
}

/** Monday-first short weekday names (SPEC §5: the week starts on Monday). */
export function weekdayNames(locale: string): string[] {
  const format = dateFormat(locale, { timeZone: 'UTC', weekday: 'short' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index, 12))));
}

/** An instant as day and time in the event's zone: "Sat 28 Nov 2026, 14:00" (HH:mm in every language, SPEC §9). */
export function formatInstant(iso: string, timeZone: string, locale: string, withTime = true): string {
  const instant = new Date(iso);
  const day = dateFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(instant);
  if (!withTime) return day;
  const parts = dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${day}, ${part('hour')}:${part('minute')}`;
}

/** Whether an occurrence runs the whole day in its zone (stored 00:00–23:59): its day is shown without a time. */
export function isAllDay(startsAt: string, endsAt: string, timeZone: string): boolean {
  const clock = (iso: string) =>
    dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return clock(startsAt) === '00:00' && clock(endsAt) === '23:59';
}

/** An instant's day where the visitor is, "25 November 2027" (a gift voucher's last day). */
export function formatDate(iso: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}
