/**
 * Availability of inventory buckets (DESIGN §4): capacity null is unlimited; sold, sold offline
 * and held all use it up.
 */
export interface BucketCounts {
  capacity: number | null;
  sold: number;
  soldOffline: number;
  held: number;
}

export const usedOf = (bucket: BucketCounts) => bucket.sold + bucket.soldOffline + bucket.held;

export function availableOf(bucket: BucketCounts): number | null {
  if (bucket.capacity === null) return null;
  return Math.max(0, bucket.capacity - usedOf(bucket));
}

/** Several buckets seen as one (the occurrence's total): unlimited when any one is. */
export function combineBuckets(buckets: readonly BucketCounts[]): BucketCounts & { available: number | null } {
  const total: BucketCounts = { capacity: 0, sold: 0, soldOffline: 0, held: 0 };
  for (const bucket of buckets) {
    total.capacity = total.capacity === null || bucket.capacity === null ? null : total.capacity + bucket.capacity;
    total.sold += bucket.sold;
    total.soldOffline += bucket.soldOffline;
    total.held += bucket.held;
  }
  if (buckets.length === 0) total.capacity = null;
  return { ...total, available: availableOf(total) };
}

/** Whether `capacity` is below what the bucket already sold or holds; returns that amount if so. */
export function capacityShortfall(capacity: number | null, bucket: BucketCounts): number | null {
  if (capacity === null) return null;
  const used = usedOf(bucket);
  return capacity < used ? used : null;
}

export const hasSales = (bucket: BucketCounts) => usedOf(bucket) > 0;

export interface ExistingOccurrence {
  id: string;
  /** yyyy-MM-dd, the local day it was planned for. */
  localDate: string;
  /** HH:mm, the time of the day it was planned at (a series may have several a day). */
  slotTime: string;
  hasSales: boolean;
}

export interface PlannedVisit {
  localDate: string;
  slotTime: string;
}

export interface SeriesEditPlan<P extends PlannedVisit, O extends ExistingOccurrence = ExistingOccurrence> {
  /** On or after the date but sold or held: kept as they are, and reported. */
  keep: O[];
  /**
   * On or after the date without sales, where the new schedule still has a time on their day:
   * kept (the same date, its link, guides and status, a canceled date staying canceled) and moved
   * to that time.
   */
  follow: { occurrence: O; planned: P }[];
  /** On or after the date without sales, where the new schedule has no time left for them. */
  remove: O[];
  /** The new schedule's times from the date on that no occurrence holds yet. */
  create: P[];
}

/**
 * EDIT_RECURRING from `fromDate` on: occurrences before the date are untouched. Later ones with
 * sales stay as they are; later ones without sales stay where the new schedule still has a time on
 * their day and follow it, and go where it has not; the new schedule's other times are created.
 * On a day, an occurrence keeps its own time if the schedule still has it; the rest pair with the
 * nearest of the day's remaining times, so a time moved (14:00 → 14:30) carries its occurrences
 * along while a time added (12:00) is made new.
 * Before, every later date without sales was deleted and made anew: a date staff had canceled came
 * back on sale, one moved on its own went back, and every date's link changed.
 */
export function planSeriesEdit<P extends PlannedVisit, O extends ExistingOccurrence>(
  existing: readonly O[],
  fromDate: string,
  planned: readonly P[],
): SeriesEditPlan<P, O> {
  const bySlot = (a: { slotTime: string }, b: { slotTime: string }) => a.slotTime.localeCompare(b.slotTime);
  const plannedByDay = groupByDay(planned.filter((p) => p.localDate >= fromDate));
  const existingByDay = groupByDay(existing.filter((o) => o.localDate >= fromDate));
  const matched = new Map<O, P>();
  const taken = new Set<P>();
  for (const [day, occurrences] of existingByDay) {
    const times = [...(plannedByDay.get(day) ?? [])].sort(bySlot);
    // Sold ones first: an unsold twin must not take the time a sold occurrence stands on.
    const ordered = [...occurrences].sort((a, b) => Number(b.hasSales) - Number(a.hasSales) || bySlot(a, b));
    for (const occurrence of ordered) {
      const same = times.find((time) => !taken.has(time) && time.slotTime === occurrence.slotTime);
      if (same) {
        matched.set(occurrence, same);
        taken.add(same);
      }
    }
    // The rest pair with the nearest time left: a time moved carries its occurrences along.
    const freeTimes = times.filter((time) => !taken.has(time));
    const unmatched = occurrences.filter((occurrence) => !matched.has(occurrence));
    const pairs = unmatched
      .flatMap((occurrence) =>
        freeTimes.map((time) => ({ occurrence, time, apart: Math.abs(minutesOf(time.slotTime) - minutesOf(occurrence.slotTime)) })),
      )
      .sort((a, b) => a.apart - b.apart || bySlot(a.occurrence, b.occurrence) || bySlot(a.time, b.time));
    for (const { occurrence, time } of pairs) {
      if (matched.has(occurrence) || taken.has(time)) continue;
      matched.set(occurrence, time);
      taken.add(time);
    }
  }
  const later = existing.filter((occurrence) => occurrence.localDate >= fromDate);
  const keep = later.filter((occurrence) => occurrence.hasSales);
  const follow = later.flatMap((occurrence) => {
    const time = matched.get(occurrence);
    return !occurrence.hasSales && time ? [{ occurrence, planned: time }] : [];
  });
  const remove = later.filter((occurrence) => !occurrence.hasSales && !matched.has(occurrence));
  const create = planned.filter((p) => p.localDate >= fromDate && !taken.has(p));
  return { keep, follow, remove, create };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function groupByDay<T extends { localDate: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = days.get(item.localDate);
    if (day) day.push(item);
    else days.set(item.localDate, [item]);
  }
  return days;
}
