import { describe, expect, it } from 'vitest';
import { displayVoucherCode, normalizeVoucherCode, voucherShare } from './voucher-code.js';

describe('gift voucher codes as people type and read them', () => {
  it('reads a code in any case, with spaces or dashes', () => {
    expect(normalizeVoucherCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });
  it('shows a code in groups of four, whatever way it was typed', () => {
    expect(displayVoucherCode('ACDEFGHJKMNP')).toBe('ACDE-FGHJ-KMNP');
    expect(displayVoucherCode('acde fghj-kmnp')).toBe('ACDE-FGHJ-KMNP');
    expect(displayVoucherCode('ACDEF')).toBe('ACDE-F');
    expect(displayVoucherCode('')).toBe('');
  });
});

describe('what a gift voucher pays of an order', () => {
  it('pays the whole order when its balance covers it, and keeps the rest on the code', () => {
    expect(voucherShare(25_000, 50_000)).toEqual({ paidMinor: 25_000, leftMinor: 0, keptOnCodeMinor: 25_000 });
    expect(voucherShare(50_000, 50_000)).toEqual({ paidMinor: 50_000, leftMinor: 0, keptOnCodeMinor: 0 });
  });
  it('pays its whole balance of a larger order; the rest is left to pay another way', () => {
    expect(voucherShare(37_500, 25_000)).toEqual({ paidMinor: 25_000, leftMinor: 12_500, keptOnCodeMinor: 0 });
  });
  it('pays nothing without a balance, nor of a free order', () => {
    expect(voucherShare(37_500, null)).toEqual({ paidMinor: 0, leftMinor: 37_500, keptOnCodeMinor: 0 });
    expect(voucherShare(37_500, 0)).toEqual({ paidMinor: 0, leftMinor: 37_500, keptOnCodeMinor: 0 });
    expect(voucherShare(0, 10_000)).toEqual({ paidMinor: 0, leftMinor: 0, keptOnCodeMinor: 10_000 });
  });
});
