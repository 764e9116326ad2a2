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
    { id: 'a', localDate: '2027-03-01', slotTime: '10:00', hasSales: true },
    { id: 'b', localDate: '2027-03-08', slotTime: '10:00', hasSales: false },
    { id: 'c', localDate: '2027-03-15', slotTime: '10:00', hasSales: true },
    { id: 'd', localDate: '2027-03-22', slotTime: '10:00', hasSales: false },
  ];
  const planned = ['2027-03-01', '2027-03-09', '2027-03-15', '2027-03-16', '2027-03-23'].map((localDate) => ({
    localDate,
    slotTime: '10:00',
  }));

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
      slotTime: '18:00',
    }));
    const plan = planSeriesEdit(
      [...existing, { id: 'e', localDate: '2027-03-22', slotTime: '10:00', hasSales: false }],
      '2027-03-08',
      weekly,
    );
    expect(plan.keep.map((o) => o.id)).toEqual(['c']);
    expect(plan.follow.map(({ occurrence, planned }) => [occurrence.id, planned.localDate, planned.slotTime])).toEqual([
      ['b', '2027-03-08', '18:00'],
      ['d', '2027-03-22', '18:00'],
    ]);
    // A second occurrence on a day already held goes; nothing is made twice. The sold 10:00 of the
    // 15th stays for its buyers, off the schedule, and the 15th gets its 18:00 like every other day.
    expect(plan.remove.map((o) => o.id)).toEqual(['e']);
    expect(plan.keptOffSchedule.map((o) => o.id)).toEqual(['c']);
    expect(plan.create.map((o) => o.localDate)).toEqual(['2027-03-13', '2027-03-15', '2027-03-20']);
  });

  describe('several times a day', () => {
    const day = '2027-05-03';
    const at = (slotTime: string) => ({ localDate: day, slotTime });
    const occurrence = (id: string, slotTime: string, hasSales = false) => ({ id, localDate: day, slotTime, hasSales });
    const ids = (plan: ReturnType<typeof planSeriesEdit<{ localDate: string; slotTime: string }, ReturnType<typeof occurrence>>>) => ({
      keep: plan.keep.map((o) => o.id),
      follow: plan.follow.map(({ occurrence, planned }) => `${occurrence.id}→${planned.slotTime}`),
      remove: plan.remove.map((o) => o.id),
      create: plan.create.map((p) => p.slotTime),
    });

    it('makes a time added between others new and leaves the others where they are', () => {
      const plan = planSeriesEdit([occurrence('ten', '10:00'), occurrence('two', '14:00')], day, [at('10:00'), at('12:00'), at('14:00')]);
      expect(ids(plan)).toEqual({ keep: [], follow: ['ten→10:00', 'two→14:00'], remove: [], create: ['12:00'] });
    });

    it('carries a moved time’s occurrence along, and removes one whose time went', () => {
      const moved = planSeriesEdit([occurrence('ten', '10:00'), occurrence('two', '14:00')], day, [at('10:30'), at('14:00')]);
      expect(ids(moved)).toEqual({ keep: [], follow: ['ten→10:30', 'two→14:00'], remove: [], create: [] });
      const dropped = planSeriesEdit([occurrence('ten', '10:00'), occurrence('noon', '12:00'), occurrence('two', '14:00')], day, [
        at('10:00'),
        at('14:00'),
      ]);
      expect(ids(dropped)).toEqual({ keep: [], follow: ['ten→10:00', 'two→14:00'], remove: ['noon'], create: [] });
    });

    // A review walk: nearest-first pairing swapped a day's dates when every time moved, so a
    // canceled 10:00 became the 13:00 and the canceled date's 11:30 went back on sale.
    it('pairs first with first when every time of the day moves, even past each other’s old times', () => {
      const later = planSeriesEdit([occurrence('ten', '10:00'), occurrence('noon', '12:00')], day, [at('11:30'), at('13:00')]);
      expect(ids(later)).toEqual({ keep: [], follow: ['ten→11:30', 'noon→13:00'], remove: [], create: [] });
      const shifted = planSeriesEdit([occurrence('ten', '10:00'), occurrence('noon', '12:00')], day, [at('12:00'), at('14:00')]);
      expect(ids(shifted)).toEqual({ keep: [], follow: ['ten→12:00', 'noon→14:00'], remove: [], create: [] });
      const fewer = planSeriesEdit([occurrence('ten', '10:00'), occurrence('noon', '12:00'), occurrence('two', '14:00')], day, [
        at('12:30'),
      ]);
      expect(ids(fewer)).toEqual({ keep: [], follow: ['noon→12:30'], remove: ['ten', 'two'], create: [] });
    });

    it('keeps a sold time where it is, and it holds the time it stands on', () => {
      const plan = planSeriesEdit([occurrence('twin', '10:00'), occurrence('sold', '10:00', true)], day, [at('10:00'), at('11:00')]);
      // The sold one stands on 10:00; its unsold twin moves to the time left.
      expect(ids(plan)).toEqual({ keep: ['sold'], follow: ['twin→11:00'], remove: [], create: [] });
      // Its time moved, a sold (or held) date stays at its own time for its buyers and is reported
      // off the schedule; the day gets the new time all the same (a review walk: a held 14:00 took
      // the 13:00 the afternoon moved to, and that day had no 13:00).
      const fewer = planSeriesEdit([occurrence('sold', '10:00', true), occurrence('two', '14:00')], day, [at('10:30')]);
      expect(ids(fewer)).toEqual({ keep: ['sold'], follow: ['two→10:30'], remove: [], create: [] });
      expect(fewer.keptOffSchedule.map((o) => o.id)).toEqual(['sold']);
      const moved = planSeriesEdit([occurrence('ten', '10:00'), occurrence('held', '14:00', true)], day, [at('10:30'), at('13:00')]);
      expect(ids(moved)).toEqual({ keep: ['held'], follow: ['ten→10:30'], remove: [], create: ['13:00'] });
      expect(moved.keptOffSchedule.map((o) => o.id)).toEqual(['held']);
    });
  });

  it('tells which dates it keeps only for what they sold or hold: those on a day or time the schedule no longer has', () => {
    const day = '2027-05-03';
    const plan = planSeriesEdit(
      [
        { id: 'kept-at-ten', localDate: day, slotTime: '10:00', hasSales: true },
        { id: 'dropped-two', localDate: day, slotTime: '14:00', hasSales: true },
        { id: 'dropped-day', localDate: '2027-05-04', slotTime: '10:00', hasSales: true },
      ],
      day,
      [{ localDate: day, slotTime: '10:00' }],
    );
    expect(plan.keep.map((o) => o.id)).toEqual(['kept-at-ten', 'dropped-two', 'dropped-day']);
    expect(plan.keptOffSchedule.map((o) => o.id)).toEqual(['dropped-two', 'dropped-day']);
  });

  it('lets a date kept off the schedule for its sales take only its own time again, never another', () => {
    const day = '2027-05-03';
    const at = (slotTime: string) => ({ localDate: day, slotTime });
    const ten = { id: 'ten', localDate: day, slotTime: '10:00', hasSales: false };
    const soldTwo = { id: 'sold-two', localDate: day, slotTime: '14:00', hasSales: true, offSchedule: true };
    // 16:00 added after 14:00 was removed: it is made, and the sold 14:00 stays off the schedule.
    const added = planSeriesEdit([ten, soldTwo], day, [at('10:00'), at('16:00')]);
    expect(added.create.map((p) => p.slotTime)).toEqual(['16:00']);
    expect(added.keptOffSchedule.map((o) => o.id)).toEqual(['sold-two']);
    expect(added.keptBackOnSchedule).toEqual([]);
    // 14:00 back in the schedule: the sold date is that time again, and it is not made twice.
    const back = planSeriesEdit([ten, soldTwo], day, [at('10:00'), at('14:00')]);
    expect(back.create).toEqual([]);
    expect(back.keptOffSchedule).toEqual([]);
    expect(back.keptBackOnSchedule.map((o) => o.id)).toEqual(['sold-two']);
    // Once its cart lapsed (nothing sold), it is a date like any other: it follows a time or goes.
    const lapsed = { ...soldTwo, hasSales: false };
    expect(planSeriesEdit([ten, lapsed], day, [at('10:00'), at('14:00')]).follow.map(({ occurrence }) => occurrence.id)).toEqual([
      'ten',
      'sold-two',
    ]);
    expect(planSeriesEdit([ten, lapsed], day, [at('10:00')]).remove.map((o) => o.id)).toEqual(['sold-two']);
  });

  it('touches nothing before the date', () => {
    const plan = planSeriesEdit(existing, '2027-04-01', planned);
    expect(plan).toEqual({ keep: [], keptOffSchedule: [], keptBackOnSchedule: [], follow: [], remove: [], create: [] });
  });
});
