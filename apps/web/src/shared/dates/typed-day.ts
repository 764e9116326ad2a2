/**
 * What staff type into a date field, as the day it names (yyyy-MM-dd), or null while it names
 * none. The fields show days as DD-MM-YYYY, so a typed date is read day first (25-12-2027,
 * 1.2.2027, 01/12/2026); an ISO date (2027-12-25) is read as one. Mantine's own reading needs a
 * dayjs plugin we do not load and falls back to the browser's, which reads 01-12-2026 as the 12th
 * of January.
 */
export function parseTypedDay(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/.exec(typed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [0, 0, 0];
  if (!year || month < 1 || month > 12 || day < 1) return null;
  // The 31st of a 30-day month is no day: the calendar must give the same day back.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
