import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, ZAnalyticsIntegrationWrite, isTrackingId } from './analytics.js';
import { FEE_MESSAGES, MAX_FIXED_FEE_MINOR, ZFeeWrite } from './fees.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('ZFeeWrite', () => {
  it('takes a percentage in basis points up to 100 % and a fixed amount in minor units', () => {
    expect(ZFeeWrite.parse({ type: 'Percentage', value: 10_000 })).toEqual({ type: 'Percentage', value: 10_000, vatBasisPoints: 2500 });
    expect(ZFeeWrite.parse({ type: 'Fixed amount', value: 0, vatBasisPoints: 0 })).toMatchObject({ value: 0, vatBasisPoints: 0 });
    expect(ZFeeWrite.parse({ type: 'Fixed amount', value: MAX_FIXED_FEE_MINOR })).toMatchObject({ value: MAX_FIXED_FEE_MINOR });
  });

  it.each([
    { type: 'Percentage', value: 10_001 },
    { type: 'Percentage', value: 1.5 },
    { type: 'Fixed amount', value: -1 },
    { type: 'Fixed amount', value: MAX_FIXED_FEE_MINOR + 1 },
    { type: 'Fixed amount', value: Number.NaN },
  ])('calls %o an invalid fee price', (fee) => {
    expect(errorsOf(ZFeeWrite.safeParse(fee))).toEqual({ value: FEE_MESSAGES.invalidFeePrice });
  });

  it('names a VAT out of range', () => {
    expect(errorsOf(ZFeeWrite.safeParse({ type: 'Fixed amount', value: 100, vatBasisPoints: 10_001 }))).toEqual({
      vatBasisPoints: FEE_MESSAGES.invalidVat,
    });
  });
});

describe('analytics tracking ids', () => {
  it.each([
    ['GoogleAnalytics', 'G-AB12CD34EF'],
    ['GoogleAnalytics', 'UA-12345678-1'],
    ['FacebookPixel', '123456789012345'],
  ] as const)('accepts %s %s', (type, id) => expect(isTrackingId(type, id)).toBe(true));

  it.each([
    ['GoogleAnalytics', 'GTM-ABC123'],
    ['GoogleAnalytics', 'G-AB"><script>'],
    ['GoogleAnalytics', '123456789'],
    ['FacebookPixel', 'G-AB12CD34EF'],
    ['FacebookPixel', '1234'],
  ] as const)('refuses %s %s', (type, id) => expect(isTrackingId(type, id)).toBe(false));

  it('normalises the id and names it when it does not fit the service', () => {
    expect(ZAnalyticsIntegrationWrite.parse({ type: 'GoogleAnalytics', id: ' g-abcd12 ' })).toEqual({
      type: 'GoogleAnalytics',
      id: 'G-ABCD12',
      enabled: true,
    });
    expect(errorsOf(ZAnalyticsIntegrationWrite.safeParse({ type: 'FacebookPixel', id: 'abc' }))).toEqual({
      id: ANALYTICS_MESSAGES.facebookPixelId,
    });
    expect(errorsOf(ZAnalyticsIntegrationWrite.safeParse({ type: 'GoogleAnalytics', id: '' }))).toEqual({ id: 'Required' });
  });
});
