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
  hasSales: boolean;
}

export interface SeriesEditPlan<P extends { localDate: string }, O extends ExistingOccurrence = ExistingOccurrence> {
  /** On or after the date but sold or held: kept as they are, and reported. */
  keep: O[];
  /**
   * On or after the date without sales, on a day the new schedule still has: kept (the same
   * date, its link, guides and status, a canceled date staying canceled) and moved to the new
   * schedule's times there.
   */
  follow: { occurrence: O; planned: P }[];
  /** On or after the date without sales, on a day the new schedule no longer has. */
  remove: O[];
  /** The new schedule's days from the date on that no occurrence holds yet. */
  create: P[];
}

/**
 * EDIT_RECURRING from `fromDate` on: occurrences before the date are untouched. Later ones with
 * sales stay as they are; later ones without sales stay where the new schedule still has their
 * day and follow its times, and go where it has not; the new schedule's other days are created.
 * Before, every later date without sales was deleted and made anew: a date staff had canceled came
 * back on sale, one moved on its own went back, and every date's link changed.
 */
export function planSeriesEdit<P extends { localDate: string }, O extends ExistingOccurrence>(
  existing: readonly O[],
  fromDate: string,
  planned: readonly P[],
): SeriesEditPlan<P, O> {
  const later = existing.filter((occurrence) => occurrence.localDate >= fromDate);
  const plannedByDay = new Map(planned.filter((p) => p.localDate >= fromDate).map((p) => [p.localDate, p]));
  const keep = later.filter((occurrence) => occurrence.hasSales);
  const held = new Set(keep.map((occurrence) => occurrence.localDate));
  const follow: SeriesEditPlan<P, O>['follow'] = [];
  const remove: O[] = [];
  for (const occurrence of later) {
    if (occurrence.hasSales) continue;
    const day = plannedByDay.get(occurrence.localDate);
    // One occurrence a day: a second on a day already held goes.
    if (day && !held.has(occurrence.localDate)) {
      follow.push({ occurrence, planned: day });
      held.add(occurrence.localDate);
    } else remove.push(occurrence);
  }
  const create = [...plannedByDay.values()].filter((p) => !held.has(p.localDate));
  return { keep, follow, remove, create };
}
