import { describe, expect, it } from 'vitest';
import { displayVoucherCode, newVoucherCode, normalizeVoucherCode } from './voucher-code-text.js';

describe('voucher codes as people read and type them', () => {
  it('makes 12 characters without look-alikes, different each time', () => {
    const codes = new Set(Array.from({ length: 500 }, newVoucherCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[3467ACDEFGHJKMNPQRTUVWXY]{12}$/);
  });

  it('reads a typed code whatever its case, spaces and dashes', () => {
    expect(normalizeVoucherCode(' acde-fg hj-kmnp ')).toBe('ACDEFGHJKMNP');
    expect(displayVoucherCode('ACDEFGHJKMNP')).toBe('ACDE-FGHJ-KMNP');
    expect(normalizeVoucherCode(displayVoucherCode('ACDEFGHJKMNP'))).toBe('ACDEFGHJKMNP');
  });
});
