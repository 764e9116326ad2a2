import { describe, expect, it } from 'vitest';
import { displayVoucherCode, normalizeVoucherCode } from './voucher-code.js';

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
