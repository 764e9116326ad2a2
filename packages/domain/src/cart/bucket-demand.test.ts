import { describe, expect, it } from 'vitest';
import { POOL_BUCKET, bucketDemand, bucketOf, demandShortfalls } from './bucket-demand.js';

const lines = [
  { ticketId: 'b-child', quantity: 2 },
  { ticketId: 'a-adult', quantity: 3 },
  { ticketId: 'c-senior', quantity: 0 },
];

describe('bucketDemand', () => {
  it("takes every ticket type from the one 'pool' bucket when Pool restricted", () => {
    expect(POOL_BUCKET).toBe('pool');
    expect(bucketOf('POOL', 'a-adult')).toBe('pool');
    expect(bucketDemand('POOL', lines)).toEqual([{ bucket: 'pool', quantity: 5 }]);
  });

  it('takes each ticket type from its own bucket when Individual restricted, in bucket order', () => {
    expect(bucketDemand('INDIVIDUAL', lines)).toEqual([
      { bucket: 'a-adult', quantity: 3 },
      { bucket: 'b-child', quantity: 2 },
    ]);
  });

  it('sums repeated lines and asks nothing for lines at 0', () => {
    expect(
      bucketDemand('INDIVIDUAL', [
        { ticketId: 'a', quantity: 1 },
        { ticketId: 'a', quantity: 4 },
      ]),
    ).toEqual([{ bucket: 'a', quantity: 5 }]);
    expect(bucketDemand('POOL', [{ ticketId: 'a', quantity: 0 }])).toEqual([]);
    expect(bucketDemand('POOL', [])).toEqual([]);
  });

  it('refuses a fractional quantity', () => {
    expect(() => bucketDemand('POOL', [{ ticketId: 'a', quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('demandShortfalls', () => {
  const bucket = (capacity: number | null, sold = 0, soldOffline = 0, held = 0) => ({ capacity, sold, soldOffline, held });

  it('finds buckets that cannot give what is asked', () => {
    const buckets = new Map([
      ['a', bucket(10, 5, 1, 2)], // 2 left
      ['b', bucket(null, 100)], // unlimited
      ['c', bucket(4)],
    ]);
    const demand = [
      { bucket: 'a', quantity: 3 },
      { bucket: 'b', quantity: 50 },
      { bucket: 'c', quantity: 4 },
    ];
    expect(demandShortfalls(demand, buckets)).toEqual([{ bucket: 'a', quantity: 3, available: 2 }]);
  });

  it('treats a missing bucket as having nothing', () => {
    expect(demandShortfalls([{ bucket: 'pool', quantity: 1 }], new Map())).toEqual([{ bucket: 'pool', quantity: 1, available: 0 }]);
  });
});
