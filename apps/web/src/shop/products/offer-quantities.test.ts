import { describe, expect, it } from 'vitest';
import { offerOfField, offersToAdd, offersTotal } from './offer-quantities';

const offers = [
  { offerId: 'single', name: 'One listener', names: {}, price: 4_900 },
  { offerId: 'family', name: 'Family', names: {}, price: 12_900 },
];

describe('choosing a digital tour’s offers', () => {
  it('adds only the offers chosen, in the tour’s order', () => {
    expect(offersToAdd(offers, { family: 1, single: 2 })).toEqual([
      { offerId: 'single', quantity: 2 },
      { offerId: 'family', quantity: 1 },
    ]);
    expect(offersToAdd(offers, { single: 0 })).toEqual([]);
    // An offer the tour no longer has is not sent.
    expect(offersToAdd(offers, { gone: 3 })).toEqual([]);
  });

  it('counts the tours and adds up their prices', () => {
    expect(offersTotal(offers, { single: 2, family: 1 })).toEqual({ count: 3, total: 2 * 4_900 + 12_900 });
    expect(offersTotal(offers, {})).toEqual({ count: 0, total: 0 });
  });

  it('finds the offer a refusal names by its place in what was sent', () => {
    const sent = [{ offerId: 'family' }, { offerId: 'single' }];
    expect(offerOfField('product.items.1.offerId', sent)).toBe('single');
    expect(offerOfField('product.items.0', sent)).toBe('family');
    expect(offerOfField('product.items.2.offerId', sent)).toBeNull();
    expect(offerOfField('product.items', sent)).toBeNull();
    expect(offerOfField('cartId', sent)).toBeNull();
  });
});
