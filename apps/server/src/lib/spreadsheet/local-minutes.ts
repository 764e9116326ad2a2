/**
 * Instants written as local "yyyy-MM-dd HH:mm" in a time zone, as Intl's sv-SE short date and time
 * write them, for a hundred thousand rows: Intl formats each in about 2 µs, this asks Intl for the
 * zone's offset once per UTC hour and writes the rest itself. An offset that changes within an hour
 * (a daylight-saving change) is found by comparing the hour's start and end; at most one change per
 * hour is assumed, as every zone has.
 */
export function localMinutes(timeZone: string): (instant: Date) => string {
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
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
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
    const local = new Date(ms + (offset ?? offsetAt(ms)));
    return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  };
}
