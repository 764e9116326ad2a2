import { describe, expect, it } from 'vitest';
import { mayCancelVoucherCode, voucherCodeState } from './voucher-code-status';

describe('voucherCodeState', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('reads a code with nothing left as used up, one past its day as expired', () => {
    expect(voucherCodeState({ status: 'Active', balanceMinor: 7_500, expiresAt: '2027-11-29T00:00:00Z' }, now)).toBe('Active');
    expect(voucherCodeState({ status: 'Active', balanceMinor: 0, expiresAt: '2027-11-29T00:00:00Z' }, now)).toBe('UsedUp');
    expect(voucherCodeState({ status: 'Active', balanceMinor: 100, expiresAt: '2026-11-29T00:00:00Z' }, now)).toBe('Expired');
    expect(voucherCodeState({ status: 'Active', balanceMinor: 100, expiresAt: null }, now)).toBe('Active');
    expect(voucherCodeState({ status: 'Canceled', balanceMinor: 0, expiresAt: null }, now)).toBe('Canceled');
  });
});

describe('mayCancelVoucherCode', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('lets a code with something left be canceled, expired or not, and not one used up or canceled', () => {
    expect(mayCancelVoucherCode({ status: 'Active', balanceMinor: 100, expiresAt: null }, now)).toBe(true);
    expect(mayCancelVoucherCode({ status: 'Active', balanceMinor: 100, expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe(true);
    expect(mayCancelVoucherCode({ status: 'Active', balanceMinor: 0, expiresAt: null }, now)).toBe(false);
    expect(mayCancelVoucherCode({ status: 'Canceled', balanceMinor: 100, expiresAt: null }, now)).toBe(false);
  });
});
