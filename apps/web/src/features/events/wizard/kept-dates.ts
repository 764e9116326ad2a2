import type { TOccurrence } from '@foyer/contracts';

/** The schedule's dates with the kept ones in their places (see OccurrencePreview), by start. */
export function withKept(
  scheduled: readonly { startsAt: Date; endsAt: Date }[],
  kept: readonly Pick<TOccurrence, 'startsAt' | 'endsAt'>[],
): { startsAt: Date; endsAt: Date; kept?: boolean }[] {
  if (kept.length === 0) return [...scheduled];
  const keptDates = kept.map((date) => ({ startsAt: new Date(date.startsAt), endsAt: new Date(date.endsAt), kept: true }));
  const keptStarts = new Set(keptDates.map((date) => date.startsAt.getTime()));
  return [...scheduled.filter((date) => !keptStarts.has(date.startsAt.getTime())), ...keptDates].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
  );
}
