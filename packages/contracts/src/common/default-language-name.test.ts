import { describe, expect, it } from 'vitest';
import { ZDonationWrite } from '../donations/donations.js';
import { ZVoucherWrite } from '../vouchers/vouchers.js';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a name in the default language', () => {
  it('is asked for beside a wrong amount, not only once the amount is mended', () => {
    expect(problems(ZVoucherWrite.safeParse({ names: {}, value: -5, validForMonths: 12 }))).toEqual({
      value: 'A gift voucher must be worth more than 0',
      'names.en': 'A name in the default language is required',
    });
    expect(problems(ZDonationWrite.safeParse({ names: { en: ' ' }, defaultLanguage: 'da', minimumAmount: -1 }))).toEqual({
      minimumAmount: 'Invalid donation price',
      'names.da': 'A name in the default language is required',
    });
  });

  it('is not asked for when the names or the default language themselves cannot be read', () => {
    expect(Object.keys(problems(ZVoucherWrite.safeParse({ names: 'Gift', value: 100, validForMonths: 12 })))).toEqual(['names']);
    expect(Object.keys(problems(ZDonationWrite.safeParse({ names: {}, defaultLanguage: 'xx' })))).toEqual(['defaultLanguage']);
  });

  it('is met by a name in that language', () => {
    expect(ZVoucherWrite.safeParse({ names: { da: 'Gavekort' }, defaultLanguage: 'da', value: 100, validForMonths: 12 }).success).toBe(
      true,
    );
  });
});
