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

export interface SeriesEditPlan<P extends { localDate: string }> {
  /** On or after the date but sold or held: kept as they are, and reported. */
  keep: ExistingOccurrence[];
  /** On or after the date without sales: replaced by the new schedule. */
  remove: ExistingOccurrence[];
  /** New occurrences from the date on, except on days a kept occurrence still holds. */
  create: P[];
}

/**
 * EDIT_RECURRING from `fromDate` on: occurrences before the date are untouched; later ones
 * without sales are regenerated from `planned` (the new schedule's expansion); later ones with
 * sales stay, and the new schedule does not add a second occurrence on their day.
 */
export function planSeriesEdit<P extends { localDate: string }>(
  existing: readonly ExistingOccurrence[],
  fromDate: string,
  planned: readonly P[],
): SeriesEditPlan<P> {
  const later = existing.filter((occurrence) => occurrence.localDate >= fromDate);
  const keep = later.filter((occurrence) => occurrence.hasSales);
  const remove = later.filter((occurrence) => !occurrence.hasSales);
  const keptDays = new Set(keep.map((occurrence) => occurrence.localDate));
  const create = planned.filter((occurrence) => occurrence.localDate >= fromDate && !keptDays.has(occurrence.localDate));
  return { keep, remove, create };
}
