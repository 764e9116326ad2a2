import { describe, expect, it } from 'vitest';
import { isValidGln } from '@foyer/domain';
import { ZConsumer, billingKindOf, hasGlnCheckDigit, type TConsumerInput } from './consumer.js';
import { ZPaymentRequest } from './payments.js';

const person = {
  email: ' Visitor@Example.org ',
  phonePrefix: '+45',
  phoneNumber: '12 34 56 78',
  firstName: 'Karen',
  lastName: 'Blixen',
  termsAccepted: true,
} as const;
const company = { name: 'Rungstedlund', number: '12345678', address: 'Rungsted Strandvej 111' };

/** Field path → message of a failed parse. */
function errorsOf(input: unknown): Record<string, string> {
  const result = ZConsumer.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the server and the web forms show it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('ZConsumer', () => {
  it('accepts a private buyer, normalising email and phone', () => {
    const consumer = ZConsumer.parse({ type: 'Private', ...person } satisfies TConsumerInput);
    expect(consumer).toMatchObject({
      type: 'Private',
      email: 'visitor@example.org',
      phoneNumber: '12345678',
      marketing: false,
      comment: null,
      private: null,
    });
  });

  it('takes a phone number as people write it, without its separators', () => {
    for (const [typed, kept] of [
      ['0171/1234567', '01711234567'],
      ['(030) 123-456', '030123456'],
      ['12.34.56.78', '12345678'],
    ])
      expect(ZConsumer.parse({ type: 'Private', ...person, phoneNumber: typed }).phoneNumber, typed).toBe(kept);
    for (const typed of ['+49 171 1234567', '12ab3456', '12 - - 34'])
      expect(ZConsumer.safeParse({ type: 'Private', ...person, phoneNumber: typed }).success, typed).toBe(false);
  });

  it('drops company details a private buyer left in the form', () => {
    const consumer = ZConsumer.parse({ type: 'Private', ...person, company });
    expect(consumer).not.toHaveProperty('company');
  });

  it('requires the terms to be accepted', () => {
    expect(errorsOf({ type: 'Private', ...person, termsAccepted: false })).toEqual({ termsAccepted: 'You need to accept to continue' });
    const { termsAccepted: _left, ...withoutTerms } = person;
    expect(errorsOf({ type: 'Private', ...withoutTerms })).toEqual({ termsAccepted: 'You need to accept to continue' });
  });

  it('requires a valid email', () => {
    expect(errorsOf({ type: 'Private', ...person, email: 'karen@' })).toEqual({ email: 'Email must be valid' });
    expect(errorsOf({ type: 'Private', ...person, email: '  ' })).toEqual({ email: 'Required' });
  });

  it('requires names, a phone number and its prefix', () => {
    expect(errorsOf({ type: 'Private', ...person, firstName: ' ', lastName: undefined })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(errorsOf({ type: 'Private', ...person, phonePrefix: '45', phoneNumber: '12ab' })).toEqual({
      phonePrefix: 'Prefix must be valid',
      phoneNumber: 'Phone number must be valid',
    });
    expect(errorsOf({ type: 'Private', ...person, phonePrefix: '', phoneNumber: '' })).toEqual({
      phonePrefix: 'Required',
      phoneNumber: 'Required',
    });
  });

  it('keeps the marketing opt-in and the comment', () => {
    expect(ZConsumer.parse({ type: 'Private', ...person, marketing: true, comment: ' Wheelchair ' })).toMatchObject({
      marketing: true,
      comment: 'Wheelchair',
    });
  });

  it('requires company name, CVR and address from a corporation or an association', () => {
    expect(ZConsumer.parse({ type: 'Corporation', ...person, company })).toMatchObject({ company: { ...company, postCode: null } });
    expect(errorsOf({ type: 'Association', ...person })).toEqual({ company: 'Required' });
    expect(errorsOf({ type: 'Association', ...person, company: { name: '', number: '', address: '' } })).toEqual({
      'company.name': 'Required',
      'company.number': 'Required',
      'company.address': 'Required',
    });
    expect(errorsOf({ type: 'Corporation', ...person, company: { ...company, number: '12/34' } })).toEqual({
      'company.number': 'Invalid vat number',
    });
    // Every company or VAT number has digits; a foreign one may have letters too.
    expect(errorsOf({ type: 'Corporation', ...person, company: { ...company, number: 'abc' } })).toEqual({
      'company.number': 'Invalid vat number',
    });
    expect(errorsOf({ type: 'Corporation', ...person, company: { ...company, number: 'DE123456789' } })).toEqual({});
  });

  it('takes an Institution’s number as a Danish CVR: 8 digits', () => {
    const ean = '5798000000001';
    for (const cvr of ['29189838', 'DK29189838', 'DK-29189838', 'dk 29 18 98 38'])
      expect(errorsOf({ type: 'Institution', ...person, company: { ...company, number: cvr, ean } })).toEqual({});
    for (const wrong of ['abc', '2918983', '291898381', 'DE123456789'])
      expect(errorsOf({ type: 'Institution', ...person, company: { ...company, number: wrong, ean } })).toEqual({
        'company.number': 'Invalid vat number',
      });
  });

  it('requires a 13-digit EAN from an Institution', () => {
    const ean = '5798000000001';
    expect(ZConsumer.parse({ type: 'Institution', ...person, company: { ...company, ean } })).toMatchObject({ company: { ean } });
    for (const wrong of [undefined, '', '579800000000', '57980000000012', '579800000000x']) {
      expect(errorsOf({ type: 'Institution', ...person, company: { ...company, ean: wrong } })).toEqual({
        'company.ean': 'EAN must be 13-digits number',
      });
    }
  });

  it('refuses 13 digits whose GS1 check digit is wrong, as @foyer/domain does', () => {
    for (const wrong of ['1234567890123', '5798000000002', '7598000000001', '0000000000000']) {
      expect(errorsOf({ type: 'Institution', ...person, company: { ...company, ean: wrong } })).toEqual({
        'company.ean': 'EAN is not valid, please check the number',
      });
    }
    // The contract's copy of the check agrees with the domain's on every last digit of many numbers.
    for (let n = 0; n < 2000; n += 1) {
      const ean = String(n * 7919 + 579800000000 * 10 + (n % 10))
        .padStart(13, '0')
        .slice(-13);
      expect(hasGlnCheckDigit(ean), ean).toBe(isValidGln(ean));
    }
    for (const ean of ['0000000000000', '0000000000017', '0000000100007']) expect(hasGlnCheckDigit(ean), ean).toBe(isValidGln(ean));
  });

  it('ignores an EAN from a buyer that is not an Institution', () => {
    const consumer = ZConsumer.parse({ type: 'Corporation', ...person, company: { ...company, ean: '123' } });
    expect(consumer.type === 'Corporation' && consumer.company).toEqual({ ...company, postCode: null, city: null, country: null });
  });

  it('refuses an unknown customer kind', () => {
    expect(Object.keys(errorsOf({ type: 'Company', ...person }))).toEqual(['type']);
  });

  it('bills an Institution by EAN, other organisations as a company', () => {
    expect(billingKindOf('Private')).toBe('PRIVATE');
    expect(billingKindOf('Corporation')).toBe('COMPANY');
    expect(billingKindOf('Association')).toBe('COMPANY');
    expect(billingKindOf('Institution')).toBe('EAN');
  });
});

describe('ZPaymentRequest', () => {
  it('takes the consumer and the cart id', () => {
    const cartId = '7b0f2f64-3b1e-4c8e-9a55-3f1f0f6e2a10';
    expect(ZPaymentRequest.parse({ cartId, consumer: { type: 'Private', ...person } }).cartId).toBe(cartId);
    expect(ZPaymentRequest.safeParse({ consumer: { type: 'Private', ...person } }).success).toBe(false);
  });
});
