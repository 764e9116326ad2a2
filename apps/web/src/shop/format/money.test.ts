import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates the amount from the currency with a no-break space in some languages.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows minor units with 2 decimals in the visitor’s language and the currency', () => {
    expect(plain(formatMoney(9500, 'DKK', 'en'))).toBe('DKK 95.00');
    expect(plain(formatMoney(9500, 'DKK', 'da'))).toBe('95,00 kr.');
    expect(plain(formatMoney(123456, 'EUR', 'de'))).toBe('1.234,56 €');
    expect(plain(formatMoney(5, 'EUR', 'nl'))).toBe('€ 0,05');
    expect(plain(formatMoney(0, 'DKK', 'en'))).toBe('DKK 0.00');
  });
});
