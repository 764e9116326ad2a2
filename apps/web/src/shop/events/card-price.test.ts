import { describe, expect, it } from 'vitest';
import { cardPrice } from './card-price';

const t = (key: string, params: Record<string, unknown> = {}) => `${key}${params.price ? `(${String(params.price)})` : ''}`;
const money = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;
const card = (priceFromMinor: number | null, priceToMinor: number | null) =>
  cardPrice({ priceFromMinor, priceToMinor, currency: 'DKK' }, t, money);

describe('the price on an event card', () => {
  it('names the range when some tickets are free, never "from 0" or nothing (issue 12)', () => {
    expect(card(0, 12500)).toBe('list.priceFreeTo(DKK 125.00)');
  });
  it('says Free when every ticket is, and "from" the lowest price otherwise', () => {
    expect(card(0, 0)).toBe('common.free');
    expect(card(9500, 12000)).toBe('list.priceFrom(DKK 95.00)');
    expect(card(null, null)).toBe('');
  });
});
