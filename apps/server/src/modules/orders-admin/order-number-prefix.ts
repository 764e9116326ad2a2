/** The most digits an order number (a bigint) is searched with. */
const LONGEST = 18;
/** Fewer digits than this are an order number only when whole: "10" would find every order from 100001 on. */
export const SHORTEST_PREFIX = 4;

/**
 * The order numbers that start with `digits`, as inclusive ranges, one per length: staff who read
 * out "10004" find 100040–100049 and 1000400–1000499 and so on, each range one probe of the order
 * numbers' index. Shorter than SHORTEST_PREFIX, or with a leading zero: only the number itself.
 */
export function orderNumberRanges(digits: string): [bigint, bigint][] {
  if (!/^\d+$/.test(digits) || digits.length > LONGEST) return [];
  const number = BigInt(digits);
  if (digits.length < SHORTEST_PREFIX || digits.startsWith('0')) return [[number, number]];
  const ranges: [bigint, bigint][] = [];
  for (let scale = 1n, length = digits.length; length <= LONGEST; scale *= 10n, length += 1)
    ranges.push([number * scale, (number + 1n) * scale - 1n]);
  return ranges;
}
