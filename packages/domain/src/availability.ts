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
  /**
   * An earlier edit kept it off the schedule (its day or time dropped) for what it sold or held.
   * With sales it stands where it is and takes only a time at its very own back.
   */
  offSchedule?: string | null;
}

export interface PlannedVisit {
  localDate: string;
  slotTime: string;
}

export interface SeriesEditPlan<P extends PlannedVisit, O extends ExistingOccurrence = ExistingOccurrence> {
  /** On or after the date but sold or held: kept as they are, and reported. */
  keep: O[];
  /** Those of `keep` on a day or time the new schedule no longer has (kept only for what they sold or hold). */
  keptOffSchedule: O[];
  /** Those of `keep` an earlier edit kept off the schedule whose own time the schedule has again. */
  keptBackOnSchedule: O[];
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
 * On a day, the occurrences pair with the new times in order, first with first (pairInOrder): a
 * time moved (14:00 → 14:30), or every time of the day moved, carries its occurrences along, and
 * a time added (12:00 between 10:00 and 14:00) is made new.
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
    // A date with sales (or places held in carts) is not this edit's to move: it takes its own time
    // if the schedule has it, and no other. A sold 14:00 kept after its time was removed took the
    // 16:00 added later, which was then never made; a held 14:00 took the 13:00 the afternoon moved
    // to, so that day had no 13:00 and its 14:00 was not reported as off the schedule (review walks).
    const pinned = occurrences.filter((o) => o.hasSales);
    for (const occurrence of pinned) {
      const own = times.find((time) => time.slotTime === occurrence.slotTime && !taken.has(time));
      if (!own) continue;
      matched.set(occurrence, own);
      taken.add(own);
    }
    // Sold ones first among twins at one time: an unsold twin must not take the time a sold one stands on.
    const ordered = occurrences.filter((o) => !pinned.includes(o)).sort((a, b) => bySlot(a, b) || Number(b.hasSales) - Number(a.hasSales));
    for (const [occurrence, time] of pairInOrder(
      ordered,
      times.filter((time) => !taken.has(time)),
    )) {
      matched.set(occurrence, time);
      taken.add(time);
    }
  }
  const later = existing.filter((occurrence) => occurrence.localDate >= fromDate);
  const keep = later.filter((occurrence) => occurrence.hasSales);
  const keptOffSchedule = keep.filter((occurrence) => !matched.has(occurrence));
  const keptBackOnSchedule = keep.filter((occurrence) => occurrence.offSchedule && matched.has(occurrence));
  const follow = later.flatMap((occurrence) => {
    const time = matched.get(occurrence);
    return !occurrence.hasSales && time ? [{ occurrence, planned: time }] : [];
  });
  const remove = later.filter((occurrence) => !occurrence.hasSales && !matched.has(occurrence));
  const create = planned.filter((p) => p.localDate >= fromDate && !taken.has(p));
  return { keep, keptOffSchedule, keptBackOnSchedule, follow, remove, create };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A day's occurrences and its new times, each in the order of the day, paired without crossing
 * (an earlier occurrence never takes a later time than a later one): as many pairs as there can
 * be, and of those the pairing whose times move least. 10:00 and 12:00 becoming 11:30 and 13:00
 * pair 10:00 → 11:30 and 12:00 → 13:00 (nearest-first would swap them); 10:00 and 14:00 becoming
 * 10:00, 12:00 and 14:30 keep 10:00, move 14:00 to 14:30 and make 12:00 new.
 */
export function pairInOrder<O extends { slotTime: string }, P extends { slotTime: string }>(
  occurrences: readonly O[],
  times: readonly P[],
): [O, P][] {
  const m = occurrences.length;
  const n = times.length;
  // best[i][j]: the pairs and minutes moved for occurrences i… and times j… (a day has at most 48 of each).
  const best: { pairs: number; moved: number; step: 'pair' | 'skipTime' | 'skipOccurrence' | 'end' }[][] = [];
  for (let i = m; i >= 0; i--) {
    best[i] = [];
    for (let j = n; j >= 0; j--) {
      if (i === m || j === n) {
        best[i]![j] = { pairs: 0, moved: 0, step: 'end' };
        continue;
      }
      const after = best[i + 1]![j + 1]!;
      const pair = {
        pairs: after.pairs + 1,
        moved: after.moved + Math.abs(minutesOf(occurrences[i]!.slotTime) - minutesOf(times[j]!.slotTime)),
      };
      const skipTime = best[i]![j + 1]!;
      const skipOccurrence = best[i + 1]![j]!;
      const better = (a: { pairs: number; moved: number }, b: { pairs: number; moved: number }) =>
        a.pairs > b.pairs || (a.pairs === b.pairs && a.moved < b.moved);
      // Ties go to pairing now, then to the earlier occurrence: the order the day had.
      let choice: { pairs: number; moved: number; step: 'pair' | 'skipTime' | 'skipOccurrence' } = { ...pair, step: 'pair' };
      if (better(skipTime, choice)) choice = { ...skipTime, step: 'skipTime' };
      if (better(skipOccurrence, choice)) choice = { ...skipOccurrence, step: 'skipOccurrence' };
      best[i]![j] = choice;
    }
  }
  const pairs: [O, P][] = [];
  for (let i = 0, j = 0; i < m && j < n;) {
    const step = best[i]![j]!.step;
    if (step === 'pair') pairs.push([occurrences[i++]!, times[j++]!]);
    else if (step === 'skipTime') j++;
    else i++;
  }
  return pairs;
}

function groupByDay<T extends { localDate: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = days.get(item.localDate);
    if (day) day.push(item);
    else days.set(item.localDate, [item]);
  }
  return days;
}
