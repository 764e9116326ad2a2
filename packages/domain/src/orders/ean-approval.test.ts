import { describe, expect, it } from 'vitest';
import { DEFAULT_EAN_APPROVAL, eanApprovalRule, eanOrderNeedsApproval } from './ean-approval.js';

describe('EAN orders: approval by staff or automatic up to a limit', () => {
  it('waits for approval unless the museum chose Automatic with a limit', () => {
    expect(eanApprovalRule(undefined, undefined)).toEqual(DEFAULT_EAN_APPROVAL);
    expect(eanApprovalRule('Manual', '100000')).toEqual(DEFAULT_EAN_APPROVAL);
    expect(eanApprovalRule('Automatic', '100000')).toEqual({ mode: 'Automatic', autoLimitMinor: 100000 });
    expect(eanApprovalRule(' Automatic ', ' 0 ')).toEqual({ mode: 'Automatic', autoLimitMinor: 0 });
  });

  it('falls back to approval when a setting is not understood', () => {
    for (const [mode, limit] of [
      ['automatic', '100'],
      ['Automatic', undefined],
      ['Automatic', ''],
      ['Automatic', '-1'],
      ['Automatic', '12.5'],
      ['Automatic', '1e400'],
      ['Automatic', 'lots'],
    ] as const) {
      expect(eanApprovalRule(mode, limit), `${mode} ${limit}`).toEqual(DEFAULT_EAN_APPROVAL);
    }
  });

  it('issues at once up to the limit and waits above it', () => {
    const rule = eanApprovalRule('Automatic', '50000');
    expect(eanOrderNeedsApproval(rule, 0)).toBe(false);
    expect(eanOrderNeedsApproval(rule, 50000)).toBe(false);
    expect(eanOrderNeedsApproval(rule, 50001)).toBe(true);
    expect(eanOrderNeedsApproval(DEFAULT_EAN_APPROVAL, 0)).toBe(true);
  });
});
