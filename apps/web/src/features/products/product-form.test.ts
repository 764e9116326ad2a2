import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, type TProduct } from '@foyer/contracts';
import { newOfferValues, offerName, productFormPath, productFormValues, toProductWrite, validateProductForm } from './product-form';

describe('the product form', () => {
  it('sends names per language, offers in minor units and VAT in basis points', () => {
    const values = productFormValues(null, 'da');
    values.names.en = 'Harbour podwalk';
    values.names.da = 'Havnens podwalk';
    values.offers = [{ ...newOfferValues(), price: '49,50' }];
    values.offers[0]!.names.en = 'One listener';
    values.vat = '25';
    expect(toProductWrite(values, 'da')).toEqual({
      kind: 'Podwalk',
      localization: { en: { name: 'Harbour podwalk', description: '' }, da: { name: 'Havnens podwalk', description: '' } },
      defaultLanguage: 'en',
      offers: [{ name: 'One listener', names: {}, price: 4_950 }],
      vatBasisPoints: 2500,
      appAddress: null,
    });
    values.appAddress = '  https://tours.example.dk/start?code={code} ';
    expect(toProductWrite(values, 'da').appAddress).toBe('https://tours.example.dk/start?code={code}');
  });

  it('sends an offer’s name in the default language as its name, and the others’ non-blank names beside it', () => {
    const values = productFormValues(null, 'en');
    values.names.da = 'Havnens podwalk';
    values.defaultLanguage = 'da';
    values.offers[0]!.names = { da: 'Familie', en: ' Family ', de: '  ', nl: '' };
    values.offers[0]!.price = '129';
    expect(toProductWrite(values, 'da').offers).toEqual([{ name: 'Familie', names: { en: 'Family' }, price: 12_900 }]);
    // A price grouped as the reader groups thousands.
    values.offers[0]!.price = '1.290';
    expect(toProductWrite(values, 'da').offers[0]!.price).toBe(129_000);
    expect(toProductWrite(values, 'en').offers[0]!.price).toBeNaN();
  });

  it('reads a product’s offers back into the same rows', () => {
    const product = {
      kind: 'Podwalk',
      localization: { da: { name: 'Havnens podwalk', description: '' } },
      defaultLanguage: 'da',
      offers: [{ offerId: 'o1', name: 'Familie', names: { en: 'Family' }, price: 12_900 }],
      vatBasisPoints: 2500,
    } as unknown as TProduct;
    const values = productFormValues(product, 'en');
    expect(values.offers).toEqual([{ offerId: 'o1', names: { da: 'Familie', en: 'Family', de: '', nl: '' }, price: '129' }]);
    expect(toProductWrite(values, 'da').offers).toEqual([{ offerId: 'o1', name: 'Familie', names: { en: 'Family' }, price: 12_900 }]);
  });

  it('shows the contract’s refusals on the form’s own fields', () => {
    const values = productFormValues(null, 'en');
    values.offers = [{ ...newOfferValues(), price: 'free' }];
    values.offers[0]!.names.en = 'Single';
    // Every field named wrong at once: the missing name too, not only on the second save.
    expect(validateProductForm(values, 'da')).toEqual({
      'offers.0.price': PRODUCT_MESSAGES.invalidPrice,
      'names.en': PRODUCT_MESSAGES.defaultLanguageName,
    });
    values.offers[0]!.price = '49';
    expect(validateProductForm(values, 'da')).toEqual({ 'names.en': PRODUCT_MESSAGES.defaultLanguageName });
    // An offer without a name in the default language is refused where that name is typed.
    values.names.en = 'Harbour podwalk';
    values.offers[0]!.names.en = '';
    expect(validateProductForm(values, 'da')).toEqual({ 'offers.0.names.en': 'Required' });
    expect(productFormPath('offers.2.name', 'da')).toBe('offers.2.names.da');
    expect(productFormPath('offers.2.names.de', 'da')).toBe('offers.2.names.de');
  });
});

describe('an offer’s name as staff read it', () => {
  it('is the page language’s when the offer has one, else the default language’s', () => {
    const offer = { name: 'Family', names: { da: 'Familie', de: ' ' } };
    expect(offerName(offer, 'da')).toBe('Familie');
    expect(offerName(offer, 'de')).toBe('Family');
    expect(offerName(offer, 'en')).toBe('Family');
  });
});

describe('the product form filled from a product', () => {
  it('shows its VAT in the reader’s notation (a Dane’s 12,5 came back as 12.5)', () => {
    const product = { vatBasisPoints: 1250, offers: [], localization: {}, defaultLanguage: 'da' } as unknown as TProduct;
    expect(productFormValues(product, 'da').vat).toBe('12,5');
    expect(productFormValues(product, 'en').vat).toBe('12.5');
  });
});
