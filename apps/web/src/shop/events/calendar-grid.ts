/** The month calendar of a series: weeks from Monday (SPEC §5), days as yyyy-MM-dd. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The weeks of a yyyy-MM month, each 7 cells, null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; shift so Monday is column 0.
  const lead = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export const monthOf = (date: string) => date.slice(0, 7);

/** Occurrences grouped by their local start day, in time order. */
export function byDay<T extends { start: { date: string; time: string } }>(occurrences: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...occurrences].sort((a, b) => (a.start.date + a.start.time).localeCompare(b.start.date + b.start.time));
  for (const occurrence of sorted) {
    const list = days.get(occurrence.start.date) ?? [];
    list.push(occurrence);
    days.set(occurrence.start.date, list);
  }
  return days;
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * Where a key moves the focus in the month grid, among the days that can be chosen (`open`): a
 * day back or on (to the nearest open one that way), a week up or down (the same weekday, skipping
 * weeks where it is not open), Home and End to the week's first and last open day. Null when there
 * is nowhere to go, so the focus stays.
 */
export function moveInGrid(
  grid: readonly (readonly (string | null)[])[],
  open: ReadonlySet<string>,
  from: string,
  key: CalendarKey,
): string | null {
  const cells = grid.flat();
  const at = cells.indexOf(from);
  if (at < 0) return null;
  const isOpen = (index: number) => {
    const date = cells[index];
    return date && open.has(date) ? date : null;
  };
  const walk = (step: number, stop: (index: number) => boolean) => {
    for (let index = at + step; index >= 0 && index < cells.length && !stop(index); index += step) {
      const date = isOpen(index);
      if (date) return date;
    }
    return null;
  };
  const weekStart = at - (at % 7);
  switch (key) {
    case 'ArrowRight':
      return walk(1, () => false);
    case 'ArrowLeft':
      return walk(-1, () => false);
    case 'ArrowDown':
      return walk(7, () => false);
    case 'ArrowUp':
      return walk(-7, () => false);
    case 'Home':
      for (let index = weekStart; index < at; index++) if (isOpen(index)) return cells[index]!;
      return null;
    case 'End':
      for (let index = weekStart + 6; index > at; index--) if (isOpen(index)) return cells[index]!;
      return null;
  }
}
