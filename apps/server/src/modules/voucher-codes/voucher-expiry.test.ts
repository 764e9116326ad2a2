import { describe, expect, it } from 'vitest';
import { voucherExpiry, voucherLastDay } from './voucher-codes.js';

describe('a gift voucher code pays to the end of its printed last day, in the museum’s zone', () => {
  it('runs to 23:59:59.999 Copenhagen time, whatever time of day it was bought', () => {
    const boughtAtNoon = new Date('2026-12-02T11:06:00Z'); // 12:06 in Copenhagen
    const expiry = voucherExpiry(boughtAtNoon, 1);
    expect(expiry.toISOString()).toBe('2027-01-02T22:59:59.999Z');
    expect(voucherLastDay(expiry)).toBe('02-01-2027');
    // Still paying in the afternoon of that day, no longer a moment after midnight.
    expect(new Date('2027-01-02T15:07:00Z') < expiry).toBe(true);
    expect(new Date('2027-01-02T23:00:00Z') < expiry).toBe(false);
  });

  it('counts the day the museum saw, not UTC’s: bought at 00:30 on New Year’s Day', () => {
    const expiry = voucherExpiry(new Date('2026-12-31T23:30:00Z'), 12);
    expect(voucherLastDay(expiry)).toBe('01-01-2028');
  });

  it('keeps the day of the month where it exists, and summer time', () => {
    expect(voucherLastDay(voucherExpiry(new Date('2027-01-31T10:00:00Z'), 1))).toBe('28-02-2027');
    expect(voucherLastDay(voucherExpiry(new Date('2027-01-31T10:00:00Z'), 13))).toBe('29-02-2028');
    expect(voucherExpiry(new Date('2026-06-15T10:00:00Z'), 12).toISOString()).toBe('2027-06-15T21:59:59.999Z');
  });
});
