import { describe, expect, it } from 'vitest';
import { checkAmount, parseAmount } from './donation-amount';

const money = (minor: number) => `DKK ${(minor / 100).toFixed(2)}`;
const rules = { minimumAmount: 5_000, suggestedAmounts: [2_000, 7_500], customAmountAllowed: true };

describe('parseAmount', () => {
  it('reads whole amounts in every language', () => {
    for (const locale of ['en', 'da', 'de', 'nl']) expect(parseAmount('150', locale, 'DKK')).toBe(15_000);
  });

  it('reads a decimal comma in Danish and a decimal point in English', () => {
    expect(parseAmount('150,50', 'da', 'DKK')).toBe(15_050);
    expect(parseAmount('150,5', 'de', 'DKK')).toBe(15_050);
    expect(parseAmount('150.50', 'en', 'DKK')).toBe(15_050);
  });

  it('reads a dot with two decimals as decimals in Danish too (a phone keypad may offer only the dot)', () => {
    expect(parseAmount('150.50', 'da', 'DKK')).toBe(15_050);
  });

  it('reads grouped thousands the way the language writes them', () => {
    expect(parseAmount('1.500', 'da', 'DKK')).toBe(150_000);
    expect(parseAmount('1.500,25', 'da', 'DKK')).toBe(150_025);
    expect(parseAmount('1,500', 'en', 'DKK')).toBe(150_000);
    expect(parseAmount('1,500.25', 'en', 'DKK')).toBe(150_025);
  });

  it('takes spaces and the currency around the number', () => {
    expect(parseAmount(' 150 kr. ', 'da', 'DKK')).toBe(15_000);
    expect(parseAmount('DKK 200', 'en', 'DKK')).toBe(20_000);
    expect(parseAmount('50,-', 'da', 'DKK')).toBe(5_000);
    expect(parseAmount('50,- kr.', 'da', 'DKK')).toBe(5_000);
    expect(parseAmount('75,–', 'nl', 'EUR')).toBe(7_500);
    expect(parseAmount('€ 100', 'nl', 'EUR')).toBe(10_000);
    expect(parseAmount('100 kr', 'en', 'SEK')).toBe(10_000);
  });

  it("refuses another currency's mark rather than read its number in the campaign's", () => {
    for (const text of ['100 €', '€ 100', '100 EUR', '$100', '100 sek']) expect(parseAmount(text, 'de', 'DKK'), text).toBeNull();
    expect(parseAmount('100 kr.', 'de', 'EUR')).toBeNull();
  });

  it('answers null for what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '-150', '150,505', '1.50.0', '12e3', '150,-,-'])
      expect(parseAmount(text, 'da', 'DKK'), text).toBeNull();
  });
});

describe('checkAmount', () => {
  it('accepts the minimum and above', () => {
    expect(checkAmount(5_000, rules, money)).toBeNull();
    expect(checkAmount(15_000, rules, money)).toBeNull();
  });

  it('refuses below the minimum with the minimum as money', () => {
    expect(checkAmount(4_999, rules, money)).toEqual({ reason: 'shop.minimumDonation', params: ['DKK 50.00'] });
  });

  it('takes a suggested amount below the minimum, which holds for the visitor’s own amount only (as the server does)', () => {
    expect(checkAmount(2_000, rules, money)).toBeNull();
    expect(checkAmount(2_500, rules, money)).toEqual({ reason: 'shop.minimumDonation', params: ['DKK 50.00'] });
  });

  it('refuses an amount of their own where the campaign offers only its suggestions', () => {
    expect(checkAmount(9_000, { ...rules, customAmountAllowed: false }, money)).toEqual({ reason: 'shop.donationPriceInvalid' });
    expect(checkAmount(7_500, { ...rules, customAmountAllowed: false }, money)).toBeNull();
  });

  it('refuses no amount and nothing as an invalid price, and more than the largest gift with the largest', () => {
    for (const minor of [null, 0]) expect(checkAmount(minor, rules, money)).toEqual({ reason: 'shop.donationPriceInvalid' });
    expect(checkAmount(100_000_001, rules, money)).toEqual({ reason: 'shop.maximumDonation', params: [money(100_000_000)] });
  });
});
