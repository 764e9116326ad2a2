/**
 * Local date and time in an IANA zone ↔ UTC instants, with Intl only. Occurrences are planned in
 * the venue's local time (a 10:00 tour stays 10:00 across daylight-saving changes) and stored as
 * instants.
 */
export interface LocalDateTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The wall-clock fields of an instant in a zone. */
function wallClock(instantMs: number, zone: string) {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute!, second: +parts.second! };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
export function offsetAt(instantMs: number, zone: string): number {
  const w = wallClock(instantMs, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instantMs / 1000) * 1000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant of a local date and time in a zone. A time that does not exist (skipped when clocks
 * go forward) moves forward by the gap, as clocks do; a time that occurs twice (clocks go back)
 * takes the first.
 */
export function toInstant(local: LocalDateTime, zone: string): Date {
  const d = DATE.exec(local.date);
  const t = TIME.exec(local.time);
  if (!d || !t) throw new RangeError(`Not a local date and time: ${local.date} ${local.time}`);
  const asUtc = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  // The right offset is the one in force at the result; try the offsets around it.
  const candidates = [offsetAt(asUtc - 86_400_000, zone), offsetAt(asUtc, zone), offsetAt(asUtc + 86_400_000, zone)];
  const exact = [...new Set(candidates)]
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - offsetAt(instant, zone) === instant)
    .sort((a, b) => a - b);
  if (exact[0] !== undefined) return new Date(exact[0]);
  // In the gap: the earlier offset, applied to the wall time, lands after the gap.
  return new Date(asUtc - Math.min(...candidates));
}

/** The local date and time of an instant in a zone. */
export function toLocal(instant: Date, zone: string): LocalDateTime {
  const w = wallClock(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** Calendar arithmetic on yyyy-MM-dd, free of time zones. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
