import { describe, expect, it } from 'vitest';
import type { TVoucherCodeBalance } from '@foyer/contracts';
import { refusalOfCode } from './voucher-code';

const now = Date.parse('2026-11-25T12:00:00Z');
const code = (overrides: Partial<TVoucherCodeBalance> = {}): TVoucherCodeBalance => ({
  code: 'ACDEFGHJKMNP',
  currency: 'DKK',
  valueMinor: 50_000,
  balanceMinor: 20_000,
  expiresAt: '2027-11-25T12:00:00.000Z',
  usable: true,
  ...overrides,
});

describe('whether a gift voucher code can pay the order', () => {
  it('takes a usable code of the cart’s currency', () => {
    expect(refusalOfCode(code(), 'DKK', now)).toBeNull();
    expect(refusalOfCode(code({ expiresAt: null }), 'DKK', now)).toBeNull();
  });

  it('refuses a code of another currency as unknown, as the payment does', () => {
    expect(refusalOfCode(code({ currency: 'EUR' }), 'DKK', now)).toEqual({ reason: 'voucherCodes.unknown' });
  });

  it('says why a code is not usable: expired, used up or canceled', () => {
    expect(refusalOfCode(code({ usable: false, expiresAt: '2026-11-25T12:00:00.000Z' }), 'DKK', now)).toEqual({
      reason: 'voucherCodes.expired',
    });
    expect(refusalOfCode(code({ usable: false, balanceMinor: 0 }), 'DKK', now)).toEqual({ reason: 'voucherCodes.usedUp' });
    expect(refusalOfCode(code({ usable: false }), 'DKK', now)).toEqual({ reason: 'voucherCodes.canceled' });
  });
});
