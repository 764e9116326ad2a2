/**
 * Date range presets of the list filters (SPEC §9) and the data-access limit (SPEC §5).
 *
 * Conventions, so every list page means the same thing:
 * - Dates are calendar dates as `yyyy-MM-dd` strings; the arithmetic here never touches a time
 *   zone (days are counted on the UTC calendar, which has no daylight-saving gaps).
 * - A range is inclusive at both ends: `{ from: '2025-03-01', to: '2025-03-07' }` covers seven whole
 *   days, so an API reading it must treat `to` as "up to the end of that day".
 * - Every preset except YESTERDAY includes today: LAST_N_DAYS are the N days ending with today
 *   (today − (N − 1) … today) and NEXT_N_DAYS are the N days starting with today
 *   (today … today + (N − 1)). TODAY and YESTERDAY are single days.
 * - "Today" is always passed in (see `todayIn`), which keeps these functions pure and testable.
 */

export const DATE_PRESETS = [
  'CUSTOM',
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'NEXT_7_DAYS',
  'NEXT_30_DAYS',
  'NEXT_90_DAYS',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** For what has happened (orders placed, tickets scanned): the days ahead would always be empty. */
export const PAST_DATE_PRESETS = DATE_PRESETS.filter((preset) => !preset.startsWith('NEXT_'));

export const isDatePreset = (value: unknown): value is DatePreset =>
  typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);

/** A calendar date range; a missing end is open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** What a date range filter holds: the chosen preset and the dates it stands for. */
export interface DateRangeValue extends DateRange {
  dateRange: DatePreset;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written as yyyy-MM-dd (2025-02-30 is not). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parse(date: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const print = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** `date` moved by a number of days (negative goes back). */
export function addDays(date: string, days: number): string {
  const value = parse(date);
  value.setUTCDate(value.getUTCDate() + days);
  return print(value);
}

/** `date` moved by whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const value = parse(date);
  const day = value.getUTCDate();
  const target = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return print(target);
}

/** The first day of `date`'s month. */
export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

/** The later of two dates; a missing one loses. */
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Today's calendar date in a time zone (default: the venues' Europe/Copenhagen). */
export function todayIn(timeZone = 'Europe/Copenhagen', now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const SPANS: Record<Exclude<DatePreset, 'CUSTOM'>, { offset: number; days: number }> = {
  TODAY: { offset: 0, days: 1 },
  YESTERDAY: { offset: -1, days: 1 },
  LAST_7_DAYS: { offset: -6, days: 7 },
  LAST_30_DAYS: { offset: -29, days: 30 },
  LAST_90_DAYS: { offset: -89, days: 90 },
  NEXT_7_DAYS: { offset: 0, days: 7 },
  NEXT_30_DAYS: { offset: 0, days: 30 },
  NEXT_90_DAYS: { offset: 0, days: 90 },
};

/** The dates a preset stands for on `today`; CUSTOM has none of its own (both ends open). */
export function rangeOf(preset: DatePreset, today: string): DateRange {
  if (preset === 'CUSTOM') return { from: null, to: null };
  const { offset, days } = SPANS[preset];
  const from = addDays(today, offset);
  return { from, to: addDays(from, days - 1) };
}

/**
 * Applies a user's lower data-access limit (limitDataAccessFrom, yyyy-MM-dd or null).
 * A range that would start before the limit, or would be open at the start, becomes CUSTOM and
 * starts on the limit ("a lower data-access limit forces a custom range", SPEC §5); an end before
 * the limit moves up to it, so the range never runs backwards. Anything else is returned as is.
 */
export function applyLimitFrom(value: DateRangeValue, limitFrom: string | null | undefined, today: string): DateRangeValue {
  if (!limitFrom) return value;
  const { from, to } = value.dateRange === 'CUSTOM' ? value : rangeOf(value.dateRange, today);
  if (from !== null && from >= limitFrom) return value;
  return { dateRange: 'CUSTOM', from: limitFrom, to: to === null ? null : later(to, limitFrom) };
}

/** A filter value for a preset with its dates filled in and the limit applied; for initial filter state. */
export function presetValue(preset: DatePreset, today: string, limitFrom?: string | null): DateRangeValue {
  return applyLimitFrom({ dateRange: preset, ...rangeOf(preset, today) }, limitFrom, today);
}

/** A custom range, with the limit applied. */
export function customValue(from: string | null, to: string | null, today: string, limitFrom?: string | null): DateRangeValue {
  return applyLimitFrom({ dateRange: 'CUSTOM', from, to }, limitFrom, today);
}

/**
 * The dates a filter value stands for today: a preset's own range (so a filter kept over midnight
 * follows the day), or the custom dates.
 */
export function effectiveRange(value: DateRangeValue, today: string): DateRange {
  return value.dateRange === 'CUSTOM' ? { from: value.from, to: value.to } : rangeOf(value.dateRange, today);
}
