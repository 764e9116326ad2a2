import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@foyer/contracts';
import { productFormValues, toProductWrite, validateProductForm } from './product-form';

describe('the product form', () => {
  it('sends names per language, offers in minor units and VAT in basis points', () => {
    const values = productFormValues(null, 'da');
    values.names.en = 'Harbour podwalk';
    values.names.da = 'Havnens podwalk';
    values.offers = [{ offerId: null, name: 'One listener', price: '49,50' }];
    values.vat = '25';
    expect(toProductWrite(values)).toEqual({
      kind: 'Podwalk',
      localization: { en: { name: 'Harbour podwalk', description: '' }, da: { name: 'Havnens podwalk', description: '' } },
      defaultLanguage: 'en',
      offers: [{ name: 'One listener', price: 4_950 }],
      vatBasisPoints: 2500,
    });
  });

  it('shows the contract’s refusals on the form’s own fields', () => {
    const values = productFormValues(null, 'en');
    values.offers = [{ offerId: null, name: 'Single', price: 'free' }];
    expect(validateProductForm(values)).toEqual({ 'offers.0.price': PRODUCT_MESSAGES.invalidPrice });
    values.offers[0]!.price = '49';
    expect(validateProductForm(values)).toEqual({ 'names.en': PRODUCT_MESSAGES.defaultLanguageName });
  });
});
