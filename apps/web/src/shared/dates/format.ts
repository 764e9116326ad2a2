import { isIsoDate } from './date-presets';

/**
 * Display formats of dates and times (SPEC §9: 'HH:mm, dd-MM-yyyy'). Instants are shown in a venue's
 * IANA time zone, Europe/Copenhagen unless told otherwise (DESIGN §4). Anything that cannot be
 * formatted — an invalid date, an unknown zone, nothing at all — gives '' (SPEC §5).
 */

export const DEFAULT_TIME_ZONE = 'Europe/Copenhagen';

/** An instant (ISO text with a time, epoch milliseconds or a Date), or a yyyy-MM-dd calendar date. */
export type DateInput = string | number | Date | null | undefined;

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an input in a zone; null when it is not a date. */
function partsOf(value: DateInput, timeZone: string): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar date has no zone: 2025-03-01 is that day everywhere.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // JavaScript would roll 2025-02-30 over to March: an impossible day is no date.
    if (!isIsoDate(value)) return null;
    const [year, month, day] = value.split('-') as [string, string, string];
    return { year, month, day, hour: '00', minute: '00' };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year').padStart(4, '0'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

function safely(format: () => string): string {
  try {
    return format();
  } catch {
    return '';
  }
}

/** 'HH:mm, dd-MM-yyyy' in the zone; '' when the input cannot be formatted. */
export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return safely(() => {
    const p = partsOf(value, timeZone);
    return p ? `${p.hour}:${p.minute}, ${p.day}-${p.month}-${p.year}` : '';
  });
}

/** 'dd-MM-yyyy' (an instant's date in the zone); '' when the input cannot be formatted. */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return safely(() => {
    const p = partsOf(value, timeZone);
    return p ? `${p.day}-${p.month}-${p.year}` : '';
  });
}

/** 'HH:mm' in the zone; '' when the input cannot be formatted. */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return safely(() => {
    const p = partsOf(value, timeZone);
    return p ? `${p.hour}:${p.minute}` : '';
  });
}

const twoDigits = (count: number) => Array.from({ length: count }, (_, i) => String(i).padStart(2, '0'));

/** Hour options '00'…'23' (SPEC §5). */
/**
 * A zone as a reader calls it ("Central European Time", "Centraleuropæisk tid"), where its code
 * ("Europe/Copenhagen") read as jargon; the code when the browser has no name for it.
 */
export function timeZoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

export const HOUR_OPTIONS: readonly string[] = twoDigits(24);
/** Minute options '00'…'59' (SPEC §5). */
export const MINUTE_OPTIONS: readonly string[] = twoDigits(60);
