import { describe, expect, it } from 'vitest';
import { missingPostalParts, postalAddressKey, postalAddressLine } from './postal-address.js';

describe('a posted order’s address', () => {
  it('needs the street, post code and town, not the country', () => {
    expect(missingPostalParts({ address: 'Strandvej 1', postCode: '3050', city: 'Humlebæk' })).toEqual([]);
    expect(missingPostalParts({ address: 'Strandvej 1', postCode: '3050', city: 'Humlebæk', country: null })).toEqual([]);
  });

  it('names every part that is blank, spaces counting as blank', () => {
    expect(missingPostalParts({ address: '  ', postCode: null, city: 'Humlebæk' })).toEqual(['address', 'postCode']);
    expect(missingPostalParts({})).toEqual(['address', 'postCode', 'city']);
    expect(missingPostalParts(null)).toEqual(['address', 'postCode', 'city']);
  });

  it('is a private buyer’s own, or an organisation’s company address', () => {
    expect(postalAddressKey('Private')).toBe('private');
    expect(postalAddressKey('Corporation')).toBe('company');
    expect(postalAddressKey('Institution')).toBe('company');
  });

  it('reads as one line, leaving out what is not given', () => {
    expect(postalAddressLine({ address: 'Strandvej 1', postCode: '3050', city: 'Humlebæk', country: 'Danmark' })).toBe(
      'Strandvej 1, 3050 Humlebæk, Danmark',
    );
    expect(postalAddressLine({ address: ' Strandvej 1 ', postCode: '', city: 'Humlebæk' })).toBe('Strandvej 1, Humlebæk');
    expect(postalAddressLine(null)).toBe('');
  });
});
