/**
 * An instant's wall clock in a time zone, as the milliseconds of the same date and time in UTC
 * (so `new Date(wall).getUTCHours()` is the local hour), floored to its minute, for a hundred
 * thousand rows: Intl formats each in about 2 µs, this asks Intl for the zone's offset once per
 * UTC hour and adds it. An offset that changes within an hour (a daylight-saving change) is found
 * by comparing the hour's start and end; at most one change per hour is assumed, as every zone has.
 */
export function localWallClock(timeZone: string): (instant: Date) => number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** The zone's offset (ms) at an instant, from Intl's reading of the wall clock there. */
  const offsetAt = (ms: number) => {
    const read: Record<string, number> = {};
    for (const part of parts.formatToParts(ms)) if (part.type !== 'literal') read[part.type] = Number(part.value);
    const wall = Date.UTC(read.year!, read.month! - 1, read.day!, read.hour!, read.minute!, read.second!);
    return wall - Math.floor(ms / 1000) * 1000;
  };
  const hours = new Map<number, number | null>();
  return (instant) => {
    const ms = instant.getTime();
    const hour = Math.floor(ms / 3_600_000);
    let offset = hours.get(hour);
    if (offset === undefined) {
      const start = offsetAt(hour * 3_600_000);
      // null: the offset changes within this hour, so each instant in it is asked for itself.
      offset = start === offsetAt(hour * 3_600_000 + 3_599_999) ? start : null;
      hours.set(hour, offset);
    }
    return Math.floor((ms + (offset ?? offsetAt(ms))) / 60_000) * 60_000;
  };
}

/** Days from Excel's day 0 (1899-12-30, as its 1900 date system counts past February 1900) to 1970-01-01. */
const EXCEL_DAYS_BEFORE_1970 = 25_569;

/**
 * A wall clock (localWallClock) as a spreadsheet's date and time: days since Excel's day 0, the
 * time of day as the fraction. A cell of it with a date format reads as that date and time in
 * Excel and LibreOffice, so a museum can sort, filter and add up by day.
 */
export const spreadsheetDateTime = (wallClock: number) => wallClock / 86_400_000 + EXCEL_DAYS_BEFORE_1970;
