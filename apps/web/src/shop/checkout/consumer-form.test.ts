import { describe, expect, it } from 'vitest';
import { ZConsumer } from '@foyer/contracts';
import {
  changedPaths,
  consumerBody,
  consumerFieldErrors,
  draftFromConsumer,
  emptyDraft,
  phoneNumberOf,
  validateConsumer,
  type ConsumerDraft,
} from './consumer-form';

const valid: ConsumerDraft = {
  ...emptyDraft(),
  email: 'karen@example.org',
  phoneNumber: '12 34 56 78',
  firstName: 'Karen',
  lastName: 'Blixen',
  termsAccepted: true,
};
const company = {
  name: 'Rungstedlund',
  number: 'DK-12345678',
  address: 'Rungsted Strandvej 111',
  postCode: '2960',
  city: 'Rungsted',
  country: 'Denmark',
  ean: '',
  reference: '',
};

const own = { address: 'Rungsted Strandvej 111', postCode: '2960', city: 'Rungsted Kyst', country: 'Danmark' };

/** The contract's first message per field, as the server answers it. */
function contractErrors(draft: ConsumerDraft): Record<string, string> {
  const result = ZConsumer.safeParse(consumerBody(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const cases: [string, ConsumerDraft][] = [
  ['a valid private buyer', valid],
  ['an empty form', emptyDraft()],
  ['a bad email', { ...valid, email: 'karen@' }],
  ['an email with two dots', { ...valid, email: 'karen..b@example.org' }],
  ['a blank email', { ...valid, email: '   ' }],
  ['a prefix without +', { ...valid, phonePrefix: '45' }],
  ['a blank prefix', { ...valid, phonePrefix: '' }],
  ['letters in the phone', { ...valid, phoneNumber: '12ab' }],
  ['a short phone', { ...valid, phoneNumber: '123' }],
  ['a German mobile with a slash', { ...valid, phonePrefix: '+49', phoneNumber: '0171/1234567' }],
  ['an area code in brackets', { ...valid, phonePrefix: '+49', phoneNumber: '(030) 123-456' }],
  ['a number in dotted pairs', { ...valid, phoneNumber: '12.34.56.78' }],
  ['a whole number pasted with its prefix', { ...valid, phonePrefix: '+31', phoneNumber: '+31 6 12345678' }],
  ['a whole number pasted with 00', { ...valid, phonePrefix: '+31', phoneNumber: '0031612345678' }],
  ['a whole number of another country', { ...valid, phonePrefix: '+45', phoneNumber: '+49 171 1234567' }],
  ['blank names', { ...valid, firstName: ' ', lastName: '' }],
  ['terms not accepted', { ...valid, termsAccepted: false }],
  ['a private buyer with leftover company fields', { ...valid, company: { ...company, number: '' } }],
  ['a corporation', { ...valid, type: 'Corporation', company }],
  ['a corporation without details', { ...valid, type: 'Corporation' }],
  ['an association with a bad CVR', { ...valid, type: 'Association', company: { ...company, number: '12/34' } }],
  ['a corporation whose number has no digit', { ...valid, type: 'Corporation', company: { ...company, number: 'Rungstedlund' } }],
  ['a foreign corporation with its VAT number', { ...valid, type: 'Corporation', company: { ...company, number: 'SE 5560360793 01' } }],
  [
    'an institution with a 7-digit CVR',
    { ...valid, type: 'Institution', company: { ...company, number: '1234567', ean: '5798000000001' } },
  ],
  [
    'an institution with a spaced CVR',
    { ...valid, type: 'Institution', company: { ...company, number: 'DK 12 34 56 78', ean: '5798000000001' } },
  ],
  [
    'an institution with a foreign number',
    { ...valid, type: 'Institution', company: { ...company, number: 'SE5560360793', ean: '5798000000001' } },
  ],
  ['an institution with its EAN', { ...valid, type: 'Institution', company: { ...company, ean: '5798000000001' } }],
  ['an institution with a short EAN', { ...valid, type: 'Institution', company: { ...company, ean: '579800000000' } }],
  ['an institution with letters in the EAN', { ...valid, type: 'Institution', company: { ...company, ean: '579800000000x' } }],
  ['an institution with its EAN in groups', { ...valid, type: 'Institution', company: { ...company, ean: ' 5798 0000 00001 ' } }],
  ['an institution with an EAN a digit too long', { ...valid, type: 'Institution', company: { ...company, ean: '57980000000010' } }],
  ['an institution with a wrong check digit', { ...valid, type: 'Institution', company: { ...company, ean: '1234567890123' } }],
];

describe('validateConsumer', () => {
  it.each(cases)('agrees with the contract on %s', (_, draft) => {
    expect(validateConsumer(draft)).toEqual(contractErrors(draft));
  });

  it('asks for the street, post code and town of an order to be posted, the buyer’s own or the company’s', () => {
    expect(validateConsumer(valid)).toEqual({});
    expect(validateConsumer(valid, true)).toEqual({
      'private.address': 'Required',
      'private.postCode': 'Required',
      'private.city': 'Required',
    });
    expect(validateConsumer({ ...valid, private: { ...own, country: '' } }, true)).toEqual({});
    expect(validateConsumer({ ...valid, type: 'Corporation', company: { ...company, postCode: ' ', city: '' } }, true)).toEqual({
      'company.postCode': 'Required',
      'company.city': 'Required',
    });
    // A company's address it left out is named once, as the company's.
    expect(validateConsumer({ ...valid, type: 'Association', company: { ...company, address: '' } }, true)).toEqual({
      'company.address': 'Required',
    });
  });

  it('uses the spec’s texts', () => {
    expect(validateConsumer({ ...valid, termsAccepted: false })).toEqual({ termsAccepted: 'You need to accept to continue' });
    expect(validateConsumer({ ...valid, type: 'Institution', company })).toEqual({ 'company.ean': 'EAN must be 13-digits number' });
    expect(validateConsumer({ ...valid, type: 'Institution', company: { ...company, ean: '57980000000010' } })).toEqual({
      'company.ean': 'EAN must be 13-digits number',
    });
    expect(validateConsumer({ ...valid, type: 'Institution', company: { ...company, ean: '5798 0000 00001' } })).toEqual({});
  });
});

describe('a new form', () => {
  it('offers the phone prefix of the country whose language the visitor reads, Denmark’s otherwise', () => {
    expect(emptyDraft().phonePrefix).toBe('+45');
    expect(emptyDraft('da').phonePrefix).toBe('+45');
    expect(emptyDraft('en').phonePrefix).toBe('+45');
    expect(emptyDraft('de').phonePrefix).toBe('+49');
    expect(emptyDraft('nl').phonePrefix).toBe('+31');
  });
});

describe('phoneNumberOf', () => {
  it('drops the prefix chosen beside it from a number pasted whole, and nothing else', () => {
    expect(phoneNumberOf('+31 6 12345678', '+31')).toBe('612345678');
    expect(phoneNumberOf('0031 6 1234 5678', '+31')).toBe('612345678');
    expect(phoneNumberOf(' 0171/1234567 ', '+49')).toBe('0171/1234567');
    expect(phoneNumberOf('+49 171 1234567', '+45')).toBe('+49 171 1234567');
    expect(phoneNumberOf('+31', '+31')).toBe('+31');
  });

  it('is what the contact step sends', () => {
    expect(consumerBody({ ...valid, phonePrefix: '+49', phoneNumber: '+49 (0171) 1234567' }).phoneNumber).toBe('01711234567');
    expect(validateConsumer({ ...valid, phonePrefix: '+45', phoneNumber: '+49 171 1234567' })).toEqual({
      phoneNumber: 'Phone number must be valid',
    });
  });
});

describe('consumerBody', () => {
  it('sends company details only for organisations, the EAN only for an Institution', () => {
    expect(consumerBody({ ...valid, company })).not.toHaveProperty('company');
    expect(consumerBody({ ...valid, type: 'Corporation', company: { ...company, ean: '123' } })).toMatchObject({
      type: 'Corporation',
      company: { name: 'Rungstedlund', postCode: '2960' },
    });
    expect(consumerBody({ ...valid, type: 'Corporation', company })).not.toHaveProperty('company.ean');
    expect(consumerBody({ ...valid, type: 'Institution', company: { ...company, ean: ' 5798 0000 00001 ' } })).toMatchObject({
      company: { ean: '5798000000001', reference: null },
    });
    // The institution's own reference for its invoice, only from an institution.
    const referenced = { ...company, ean: '5798000000001', reference: ' Att. Lene Holm, PO 4711 ' };
    expect(consumerBody({ ...valid, type: 'Institution', company: referenced })).toMatchObject({
      company: { reference: 'Att. Lene Holm, PO 4711' },
    });
    expect(consumerBody({ ...valid, type: 'Corporation', company: referenced })).not.toHaveProperty('company.reference');
    expect(draftFromConsumer(ZConsumer.parse(consumerBody({ ...valid, type: 'Institution', company: referenced })))).toMatchObject({
      company: { reference: 'Att. Lene Holm, PO 4711' },
    });
  });

  it('sends a private buyer’s own address for an order to be posted only, and never with a company', () => {
    expect(consumerBody(valid, true)).not.toHaveProperty('private');
    expect(consumerBody({ ...valid, private: own })).not.toHaveProperty('private');
    expect(consumerBody({ ...valid, private: { ...own, country: ' ' } }, true)).toMatchObject({
      private: { address: 'Rungsted Strandvej 111', postCode: '2960', city: 'Rungsted Kyst', country: null },
    });
    expect(consumerBody({ ...valid, type: 'Corporation', company, private: own }, true)).not.toHaveProperty('private');
    expect(ZConsumer.safeParse(consumerBody({ ...valid, private: own }, true)).success).toBe(true);
  });

  it('leaves an empty comment and address parts out', () => {
    expect(consumerBody({ ...valid, comment: '  ' })).toMatchObject({ comment: null, marketing: false });
    expect(consumerBody({ ...valid, type: 'Association', company: { ...company, city: ' ' } })).toMatchObject({ company: { city: null } });
  });
});

describe('consumerFieldErrors', () => {
  it('puts the server’s consumer fields on the form’s paths', () => {
    expect(
      consumerFieldErrors({
        'consumer.email': 'Email must be valid',
        'consumer.company.ean': 'EAN must be 13-digits number',
        'consumer.type': 'Paying by EAN invoice is not available yet',
        cartId: 'Your reservation has expired',
      }),
    ).toEqual({
      email: 'Email must be valid',
      'company.ean': 'EAN must be 13-digits number',
      type: 'Paying by EAN invoice is not available yet',
    });
    expect(consumerFieldErrors(undefined)).toEqual({});
  });
});

describe('changedPaths', () => {
  it('names the fields an edit changed', () => {
    expect(changedPaths(valid, { ...valid, email: 'k@example.org', company: { ...valid.company, city: 'Rungsted' } })).toEqual([
      'email',
      'company.city',
    ]);
    expect(changedPaths(valid, valid)).toEqual([]);
    expect(changedPaths(valid, { ...valid, private: { ...valid.private, postCode: '2960' } })).toEqual(['private.postCode']);
  });
});

describe('draftFromConsumer', () => {
  it('gives back the form the order was made from, for a private buyer, a company and an institution', () => {
    for (const draft of [
      { ...valid, phoneNumber: '12345678', comment: 'Wheelchair' },
      { ...valid, phoneNumber: '12345678', private: own },
      { ...valid, phoneNumber: '12345678', type: 'Corporation' as const, company },
      { ...valid, phoneNumber: '12345678', type: 'Institution' as const, company: { ...company, ean: '5798000000001' } },
    ]) {
      expect(draftFromConsumer(ZConsumer.parse(consumerBody(draft, true)))).toEqual(draft);
    }
  });
});
