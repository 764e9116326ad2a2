import { describe, expect, it } from 'vitest';
import { availableOf, capacityShortfall, combineBuckets, hasSales, planSeriesEdit } from './availability.js';

const bucket = (capacity: number | null, sold = 0, soldOffline = 0, held = 0) => ({ capacity, sold, soldOffline, held });

describe('availability', () => {
  it('subtracts sold, sold offline and held from capacity; null capacity is unlimited', () => {
    expect(availableOf(bucket(10, 3, 2, 1))).toBe(4);
    expect(availableOf(bucket(null, 3))).toBeNull();
    expect(availableOf(bucket(2, 3))).toBe(0);
  });

  it('combines buckets, unlimited when any is', () => {
    expect(combineBuckets([bucket(10, 1), bucket(5, 0, 2, 1)])).toEqual({ capacity: 15, sold: 1, soldOffline: 2, held: 1, available: 11 });
    expect(combineBuckets([bucket(10, 1), bucket(null, 2)])).toMatchObject({ capacity: null, sold: 3, available: null });
    expect(combineBuckets([])).toMatchObject({ capacity: null, available: null });
  });

  it('finds a capacity below what is used', () => {
    expect(capacityShortfall(4, bucket(10, 3, 1, 1))).toBe(5);
    expect(capacityShortfall(5, bucket(10, 3, 1, 1))).toBeNull();
    expect(capacityShortfall(null, bucket(10, 3))).toBeNull();
    expect(hasSales(bucket(10, 0, 0, 1))).toBe(true);
    expect(hasSales(bucket(10))).toBe(false);
  });
});

describe('planSeriesEdit', () => {
  const existing = [
    { id: 'a', localDate: '2027-03-01', hasSales: true },
    { id: 'b', localDate: '2027-03-08', hasSales: false },
    { id: 'c', localDate: '2027-03-15', hasSales: true },
    { id: 'd', localDate: '2027-03-22', hasSales: false },
  ];
  const planned = ['2027-03-01', '2027-03-09', '2027-03-15', '2027-03-16', '2027-03-23'].map((localDate) => ({ localDate }));

  it('keeps later ones with sales, keeps those without on a day the schedule still has, and replaces the rest', () => {
    const plan = planSeriesEdit(existing, '2027-03-08', planned);
    expect(plan.keep.map((o) => o.id)).toEqual(['c']);
    expect(plan.follow).toEqual([]);
    expect(plan.remove.map((o) => o.id)).toEqual(['b', 'd']);
    expect(plan.create.map((o) => o.localDate)).toEqual(['2027-03-09', '2027-03-16', '2027-03-23']);
  });

  it('lets an unsold date on a day the new schedule keeps stay, with what it carries, and follow the new times', () => {
    const weekly = ['2027-03-08', '2027-03-13', '2027-03-15', '2027-03-20', '2027-03-22'].map((localDate) => ({
      localDate,
      time: '18:00',
    }));
    const plan = planSeriesEdit([...existing, { id: 'e', localDate: '2027-03-22', hasSales: false }], '2027-03-08', weekly);
    expect(plan.keep.map((o) => o.id)).toEqual(['c']);
    expect(plan.follow.map(({ occurrence, planned }) => [occurrence.id, planned.localDate, planned.time])).toEqual([
      ['b', '2027-03-08', '18:00'],
      ['d', '2027-03-22', '18:00'],
    ]);
    // A second occurrence on a day already held goes; nothing is made twice.
    expect(plan.remove.map((o) => o.id)).toEqual(['e']);
    expect(plan.create.map((o) => o.localDate)).toEqual(['2027-03-13', '2027-03-20']);
  });

  it('touches nothing before the date', () => {
    const plan = planSeriesEdit(existing, '2027-04-01', planned);
    expect(plan).toEqual({ keep: [], follow: [], remove: [], create: [] });
  });
});
