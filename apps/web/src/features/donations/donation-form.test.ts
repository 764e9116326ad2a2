import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, type TDonation } from '@foyer/contracts';
import { donationFormValues, toDonationWrite, validateDonationForm } from './donation-form';

const donation: TDonation = {
  donationId: '00000000-0000-4000-8000-000000000001',
  status: 'Published',
  names: { en: 'Restore the organ', da: 'Restaurér orglet' },
  descriptions: { en: 'Help us.' },
  defaultLanguage: 'en',
  suggestedAmounts: [10_000, 25_050],
  customAmountAllowed: true,
  minimumAmount: 5_000,
  venueId: null,
  venueName: null,
  currency: 'DKK',
  imageUrl: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
};

describe('the donation campaign form', () => {
  it('shows amounts as typed in the reader’s notation', () => {
    expect(donationFormValues(donation, 'da')).toMatchObject({ suggestedAmounts: ['100', '250,50'], minimumAmount: '50' });
  });

  it('sends what was typed, in minor units, leaving out empty rows and languages', () => {
    const values = { ...donationFormValues(donation, 'en'), suggestedAmounts: ['100', '', '250,5'] };
    expect(toDonationWrite(values, 'en')).toEqual({
      names: { en: 'Restore the organ', da: 'Restaurér orglet' },
      descriptions: { en: 'Help us.' },
      defaultLanguage: 'en',
      suggestedAmounts: [10_000, 25_050],
      customAmountAllowed: true,
      minimumAmount: 5_000,
      venueId: null,
    });
    expect(toDonationWrite({ ...values, customAmountAllowed: false }, 'en').minimumAmount).toBe(0);
    // Thousands grouped as the reader groups them: a Dane's "1.000", an English "1,000".
    expect(toDonationWrite({ ...values, suggestedAmounts: ['1.000'] }, 'da').suggestedAmounts).toEqual([100_000]);
    expect(toDonationWrite({ ...values, suggestedAmounts: ['1,000'] }, 'en').suggestedAmounts).toEqual([100_000]);
  });

  it('names the typed row that is no amount, counting the empty rows', () => {
    const values = { ...donationFormValues(donation, 'en'), suggestedAmounts: ['', '100', 'lots'] };
    expect(validateDonationForm(values, 'DKK', 'en')).toEqual({ 'suggestedAmounts.2': DONATION_MESSAGES.invalidPrice });
  });

  it('names a suggested row under the smallest own amount, counting the empty rows', () => {
    const values = {
      ...donationFormValues(donation, 'da'),
      suggestedAmounts: ['300', '', '75,50'],
      customAmountAllowed: true,
      minimumAmount: '100',
    };
    expect(validateDonationForm(values, 'DKK', 'en')).toEqual({ 'suggestedAmounts.2': DONATION_MESSAGES.suggestedBelowMinimum });
    expect(validateDonationForm({ ...values, minimumAmount: '' }, 'DKK', 'da')).toEqual({});
  });

  it('tells an amount above the largest gift the largest, as the reader writes amounts', () => {
    const values = { ...donationFormValues(donation, 'da'), suggestedAmounts: ['', '1000000000'], minimumAmount: '20000000' };
    const danish = validateDonationForm(values, 'DKK', 'da');
    expect(danish).toEqual({
      'suggestedAmounts.1': expect.stringMatching(/^Allowed maximum donation amount is 1\.000\.000,00\skr\.$/),
      minimumAmount: danish['suggestedAmounts.1'],
    });
    expect(validateDonationForm(values, 'EUR', 'en')['suggestedAmounts.1']).toBe('Allowed maximum donation amount is €1,000,000.00');
  });

  it('asks for a name in the default language and a way to give', () => {
    const empty = donationFormValues(undefined, 'en');
    expect(validateDonationForm(empty, 'DKK', 'en')).toEqual({ 'names.en': DONATION_MESSAGES.defaultLanguageName });
    expect(validateDonationForm({ ...empty, names: { ...empty.names, en: 'Fund' }, customAmountAllowed: false }, 'DKK', 'en')).toEqual({
      suggestedAmounts: DONATION_MESSAGES.noWayToGive,
    });
    expect(validateDonationForm({ ...empty, names: { ...empty.names, en: 'Fund' } }, 'DKK', 'en')).toEqual({});
  });
});
