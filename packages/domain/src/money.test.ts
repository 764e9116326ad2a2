import { describe, expect, it } from 'vitest';
import { amountInputText, formatMoney, grossFromNet, netFromGross, parseAmount, totalOf, vatOf } from './money.js';

describe('VAT and gross', () => {
  it('adds 25 % VAT exactly', () => {
    expect(grossFromNet(10_000, 2500)).toBe(12_500);
    expect(vatOf(9_600, 2500)).toBe(2_400);
  });
  it('rounds each line half-up', () => {
    expect(vatOf(2, 2500)).toBe(1); // 0.5 øre rounds up
    expect(vatOf(1, 2500)).toBe(0); // 0.25 øre rounds down
    expect(vatOf(333, 1250)).toBe(42); // 41.625 → 42
    expect(grossFromNet(0, 2500)).toBe(0);
  });
  it('finds the net for a gross price', () => {
    expect(netFromGross(12_500, 2500)).toBe(10_000);
    for (const gross of [1, 99, 100, 12_345, 99_999]) {
      const net = netFromGross(gross, 2500);
      expect(Math.abs(grossFromNet(net, 2500) - gross)).toBeLessThanOrEqual(1);
    }
    expect(netFromGross(5_000, 0)).toBe(5_000);
  });
  it('totals lines after rounding each', () => {
    expect(
      totalOf([
        { netMinor: 2, vatBasisPoints: 2500, quantity: 1 },
        { netMinor: 2, vatBasisPoints: 2500, quantity: 1 },
      ]),
    ).toEqual({ net: 4, vat: 2, gross: 6 });
    expect(totalOf([{ netMinor: 8_000, vatBasisPoints: 2500, quantity: 3 }])).toEqual({ net: 24_000, vat: 6_000, gross: 30_000 });
  });
  it('refuses negative or fractional amounts', () => {
    expect(() => vatOf(-1, 2500)).toThrow(RangeError);
    expect(() => vatOf(1.5, 2500)).toThrow(RangeError);
  });
});

describe('display and input', () => {
  it('shows two decimals', () => {
    // Intl separates the currency with a no-break space.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatMoney(12_550, 'DKK', 'en'))).toBe('DKK 125.50');
    expect(plain(formatMoney(12_550, 'EUR', 'de'))).toBe('125,50 €');
  });
  it('reads typed amounts with a dot or a comma', () => {
    expect(parseAmount('125')).toBe(12_500);
    expect(parseAmount('125,5')).toBe(12_550);
    expect(parseAmount(' 0.05 ')).toBe(5);
    expect(parseAmount('12.345')).toBeNull();
    // Thousands grouped where no language misreads them (a review walk's "1.250,00" was refused).
    expect(parseAmount('1.250,00')).toBe(125_000);
    expect(parseAmount('1,250.50')).toBe(125_050);
    expect(parseAmount('1 250,5')).toBe(125_050);
    expect(parseAmount('1\u00a0000')).toBe(100_000);
    expect(parseAmount('12.345.678,90')).toBe(1_234_567_890);
    expect(parseAmount('1.250')).toBeNull();
    expect(parseAmount('1,250')).toBeNull();
    expect(parseAmount('1.250.00')).toBeNull();
    expect(parseAmount('1.25,00')).toBeNull();
    expect(parseAmount('1 000 000 000,00')).toBe(100_000_000_000);
    expect(parseAmount('1000000000')).toBe(100_000_000_000);
    expect(parseAmount('1 000 000 000 000')).toBeNull();
    expect(parseAmount('1000000000000')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it("reads thousands grouped the reader's way when it knows the reader's language", () => {
    // Danish and German group by dots: "1.000" is a thousand there (a walk found it refused).
    expect(parseAmount('1.000', 'da')).toBe(100_000);
    expect(parseAmount('12.500', 'de-DE')).toBe(1_250_000);
    expect(parseAmount('1.000.000', 'nl')).toBe(100_000_000);
    expect(parseAmount('1,5', 'da')).toBe(150);
    // English groups by commas.
    expect(parseAmount('1,000', 'en')).toBe(100_000);
    expect(parseAmount('2,500,000', 'en-GB')).toBe(250_000_000);
    expect(parseAmount('1.5', 'en')).toBe(150);
    // Against the reader's notation it stays refused: a mistyped decimal, not a thousand.
    expect(parseAmount('1,000', 'da')).toBeNull();
    expect(parseAmount('1.000', 'en')).toBeNull();
    expect(parseAmount('1.00.000', 'da')).toBeNull();
    // What every language reads alike is read alike.
    expect(parseAmount('1.250,50', 'en')).toBe(125_050);
    expect(parseAmount('125,50', 'en')).toBe(12_550);
  });
});

describe('amounts in a form', () => {
  it("shows minor units as typed, in the reader's notation, and reads them back", () => {
    expect(amountInputText(12_550)).toBe('125.50');
    expect(amountInputText(5)).toBe('0.05');
    expect(amountInputText(25_050, 'da')).toBe('250,50');
    expect(amountInputText(500_000, 'da')).toBe('5000,00');
    expect(amountInputText(10_000, 'en', { short: true })).toBe('100');
    expect(amountInputText(12_950, 'de', { short: true })).toBe('129,50');
    for (const minor of [0, 5, 12_550, 500_000, 99_999_999_999])
      for (const locale of ['en', 'da', 'de', 'nl']) {
        expect(parseAmount(amountInputText(minor, locale))).toBe(minor);
        expect(parseAmount(amountInputText(minor, locale, { short: true }))).toBe(minor);
      }
  });
});
