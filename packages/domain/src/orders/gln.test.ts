import { describe, expect, it } from 'vitest';
import { glnCheckDigit, isValidGln } from './gln.js';

describe('isValidGln (GS1 mod-10 check digit)', () => {
  it('accepts EAN location numbers with the right check digit', () => {
    // Check digits worked out by hand: 5·1 + 7·3 + 9·1 + 8·3 = 59 → 1; 4·1 + 1·1 = 5 → 5.
    for (const ean of ['5798000000001', '5790000000005', '4000001000005', '0000001000009']) expect(isValidGln(ean), ean).toBe(true);
  });

  it('refuses GS1’s reserve of seven zeros first, whose check digits add up', () => {
    // A review walk: "0000000000000" was taken as an institution's EAN.
    for (const ean of ['0000000000000', '0000000000017', '0000000999991']) {
      expect(glnCheckDigit(ean.slice(0, 12)), ean).toBe(Number(ean[12]));
      expect(isValidGln(ean), ean).toBe(false);
    }
  });

  it('refuses a wrong check digit, a typo or two swapped digits', () => {
    expect(isValidGln('1234567890123')).toBe(false); // the free tickets: its check digit would be 8
    expect(isValidGln('1234567890128')).toBe(true);
    expect(isValidGln('5798000000002')).toBe(false);
    expect(isValidGln('5798000000101')).toBe(false);
    expect(isValidGln('7598000000001')).toBe(false);
  });

  it('refuses anything that is not exactly 13 digits', () => {
    for (const ean of ['', '579800000000', '57980000000011', '579800000000x', ' 5798000000001', '5798-00000000']) {
      expect(isValidGln(ean), ean).toBe(false);
    }
  });

  it('weighs 3 and 1 from the right', () => {
    // 5·1 + 7·3 + 9·1 + 8·3 = 59 → 1.
    expect(glnCheckDigit('579800000000')).toBe(1);
    expect(glnCheckDigit('000000000001')).toBe(7);
    expect(glnCheckDigit('000000000010')).toBe(9);
  });
});
