import { describe, expect, it } from 'vitest';
import { orderNumberRanges } from './order-number-prefix.js';

describe('orderNumberRanges', () => {
  it('reads four digits or more as the start of order numbers of every length', () => {
    const ranges = orderNumberRanges('10004');
    expect(ranges.slice(0, 3)).toEqual([
      [10004n, 10004n],
      [100040n, 100049n],
      [1000400n, 1000499n],
    ]);
    // Up to 18 digits, the longest searched.
    expect(ranges).toHaveLength(14);
    expect(ranges.at(-1)).toEqual([100040000000000000n, 100049999999999999n]);
    // A whole number is its own first range.
    expect(orderNumberRanges('100042')[0]).toEqual([100042n, 100042n]);
  });

  it('takes fewer digits, or a leading zero, as the number itself', () => {
    expect(orderNumberRanges('100')).toEqual([[100n, 100n]]);
    expect(orderNumberRanges('01000')).toEqual([[1000n, 1000n]]);
  });

  it('finds nothing for what is not digits or too long for an order number', () => {
    expect(orderNumberRanges('10a4')).toEqual([]);
    expect(orderNumberRanges('1'.repeat(19))).toEqual([]);
    expect(orderNumberRanges('1'.repeat(18))).toEqual([[111111111111111111n, 111111111111111111n]]);
  });
});
