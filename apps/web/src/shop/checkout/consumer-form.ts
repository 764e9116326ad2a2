import type { CustomerKind, TConsumer, TConsumerInput } from '@foyer/contracts';
import { isValidGln, missingPostalParts, postalAddressKey } from '@foyer/domain';

/**
 * The contact step's form and its checks: the same rules and texts as ZConsumer in
 * @foyer/contracts (consumer.ts), written out so the shop does not load zod. The unit test
 * holds the two together.
 */
export const CUSTOMER_KIND_CHOICES: readonly CustomerKind[] = ['Private', 'Corporation', 'Association', 'Institution'];

export interface ConsumerDraft {
  type: CustomerKind;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  marketing: boolean;
  comment: string;
  termsAccepted: boolean;
  company: {
    name: string;
    number: string;
    address: string;
    postCode: string;
    city: string;
    country: string;
    ean: string;
    reference: string;
  };
  /** A private buyer's own address: asked for only when the order is to be posted. */
  private: PrivateAddressDraft;
}

export interface PrivateAddressDraft {
  address: string;
  postCode: string;
  city: string;
  country: string;
}

export const DEFAULT_PHONE_PREFIX = '+45';

/**
 * The prefix a new form offers: the one of the country whose language the visitor reads the shop
 * in (a German visitor's phone is most likely German); English and Danish readers get the
 * museum's own, Denmark's. Any prefix may be typed over it.
 */
const PHONE_PREFIX_OF_LANGUAGE: Record<string, string> = { de: '+49', nl: '+31' };

export const emptyDraft = (language = 'en'): ConsumerDraft => ({
  type: 'Private',
  email: '',
  phonePrefix: PHONE_PREFIX_OF_LANGUAGE[language] ?? DEFAULT_PHONE_PREFIX,
  phoneNumber: '',
  firstName: '',
  lastName: '',
  marketing: false,
  comment: '',
  termsAccepted: false,
  company: { name: '', number: '', address: '', postCode: '', city: '', country: '', ean: '', reference: '' },
  private: { address: '', postCode: '', city: '', country: '' },
});

/** Field path (as the server names it under `consumer.`) → the spec's English text. */
export type ConsumerErrors = Record<string, string>;

/** Limits of the contract, put on the inputs as maxLength so they are never passed. */
export const MAX_LENGTH = {
  email: 254,
  phonePrefix: 5,
  phoneNumber: 30,
  firstName: 100,
  lastName: 100,
  comment: 1000,
  'company.name': 200,
  'company.number': 30,
  'company.address': 200,
  'company.postCode': 20,
  'company.city': 100,
  'company.country': 100,
  // Room for an EAN typed in groups, or one digit too many: said to be wrong, not cut to fit.
  'company.ean': 20,
  'company.reference': 40,
  'private.address': 200,
  'private.postCode': 20,
  'private.city': 100,
  'private.country': 100,
} as const;

// zod 4's z.email() pattern, which the contract uses.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PREFIX = /^\+[1-9]\d{0,3}$/;
const PHONE = /^\(?\d(?:[ ./()-]{0,2}\d){3,14}$/;
// The contract's (consumer.ts): letters, digits and separators with a digit among them; an
// Institution's is its Danish CVR, 8 digits ("DK", spaces and hyphens allowed).
const COMPANY_NUMBER = /^(?=.*\d)[A-Za-z0-9](?:[A-Za-z0-9 .-]*[A-Za-z0-9])?$/;
const INSTITUTION_CVR = /^(?:DK)?[\s-]*(?:\d\s?){7}\d$/i;
const EAN = /^\d{13}$/;

export const hasCompany = (type: CustomerKind) => type !== 'Private';

/**
 * The number as the contract takes it: one pasted whole with the prefix chosen beside it
 * ("+49 171 1234567", "0049 171 …") loses that prefix, or the museum would be given it twice.
 */
export function phoneNumberOf(typed: string, prefix: string): string {
  const trimmed = typed.trim();
  const compact = trimmed.replace(/[\s./()-]/g, '');
  const country = prefix.trim().replace(/^\+/, '');
  for (const international of [`+${country}`, `00${country}`])
    if (country && compact.startsWith(international) && compact.length > international.length) return compact.slice(international.length);
  return trimmed;
}

/** An EAN as typed, without the spaces it is often printed with ("5798 0004 16604"). */
const eanDigits = (typed: string) => typed.replace(/\s+/g, '');

/**
 * The contact step's errors by field. `posted`: the visitor asked for the order by post, so the
 * street, post code and town of their address (their own, or their organisation's) are needed too.
 */
export function validateConsumer(draft: ConsumerDraft, posted = false): ConsumerErrors {
  const errors: ConsumerErrors = {};
  const required = (path: string, value: string, pattern?: RegExp, message?: string) => {
    const trimmed = value.trim();
    if (!trimmed) errors[path] = 'Required';
    else if (pattern && !pattern.test(trimmed)) errors[path] = message!;
  };
  if (!draft.email.trim()) errors.email = 'Required';
  else if (!EMAIL.test(draft.email.trim())) errors.email = 'Email must be valid';
  required('phonePrefix', draft.phonePrefix, PREFIX, 'Prefix must be valid');
  required('phoneNumber', phoneNumberOf(draft.phoneNumber, draft.phonePrefix), PHONE, 'Phone number must be valid');
  required('firstName', draft.firstName);
  required('lastName', draft.lastName);
  if (hasCompany(draft.type)) {
    required('company.name', draft.company.name);
    required('company.number', draft.company.number, COMPANY_NUMBER, 'Invalid vat number');
    if (draft.type === 'Institution') required('company.number', draft.company.number, INSTITUTION_CVR, 'Invalid vat number');
    required('company.address', draft.company.address);
    if (draft.type === 'Institution') {
      const ean = eanDigits(draft.company.ean);
      if (!EAN.test(ean)) errors['company.ean'] = 'EAN must be 13-digits number';
      else if (!isValidGln(ean)) errors['company.ean'] = 'EAN is not valid, please check the number';
    }
  }
  if (posted) {
    const key = postalAddressKey(draft.type);
    for (const part of missingPostalParts(draft[key])) errors[`${key}.${part}`] ??= 'Required';
  }
  if (!draft.termsAccepted) errors.termsAccepted = 'You need to accept to continue';
  return errors;
}

/**
 * What POST /api/public/payments takes as `consumer`: company details only from organisations,
 * and a private buyer's own address only for an order to be posted (nothing kept that is not used).
 */
export function consumerBody(draft: ConsumerDraft, posted = false): TConsumerInput {
  const person = {
    email: draft.email.trim(),
    phonePrefix: draft.phonePrefix.trim(),
    phoneNumber: phoneNumberOf(draft.phoneNumber, draft.phonePrefix),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    marketing: draft.marketing,
    comment: draft.comment.trim() || null,
    termsAccepted: draft.termsAccepted as true,
  };
  if (draft.type === 'Private') {
    const own = draft.private;
    const given = [own.address, own.postCode, own.city, own.country].some((part) => part.trim());
    if (!posted || !given) return { type: 'Private', ...person };
    const address = {
      address: own.address.trim() || null,
      postCode: own.postCode.trim() || null,
      city: own.city.trim() || null,
      country: own.country.trim() || null,
    };
    return { type: 'Private', ...person, private: address };
  }
  const { ean, reference, ...company } = draft.company;
  const details = {
    name: company.name.trim(),
    number: company.number.trim(),
    address: company.address.trim(),
    postCode: company.postCode.trim() || null,
    city: company.city.trim() || null,
    country: company.country.trim() || null,
  };
  if (draft.type === 'Institution')
    return { type: 'Institution', ...person, company: { ...details, ean: eanDigits(ean), reference: reference.trim() || null } };
  return { type: draft.type, ...person, company: details };
}

/** `consumer.company.name` → `company.name`; fields of other parts are left out. */
/** The form again from the details an order kept: back from a declined payment, the form is as it was left. */
export function draftFromConsumer(consumer: TConsumer): ConsumerDraft {
  const base = emptyDraft();
  const company = 'company' in consumer ? consumer.company : null;
  const own = consumer.type === 'Private' ? consumer.private : null;
  return {
    type: consumer.type,
    email: consumer.email,
    phonePrefix: consumer.phonePrefix,
    phoneNumber: consumer.phoneNumber,
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    marketing: consumer.marketing,
    comment: consumer.comment ?? '',
    termsAccepted: consumer.termsAccepted,
    company: company
      ? {
          name: company.name,
          number: company.number,
          address: company.address,
          postCode: company.postCode ?? '',
          city: company.city ?? '',
          country: company.country ?? '',
          ean: 'ean' in company && typeof company.ean === 'string' ? company.ean : '',
          reference: 'reference' in company && typeof company.reference === 'string' ? company.reference : '',
        }
      : base.company,
    private: own
      ? { address: own.address ?? '', postCode: own.postCode ?? '', city: own.city ?? '', country: own.country ?? '' }
      : base.private,
  };
}

export function consumerFieldErrors(fields: Record<string, string> | undefined): ConsumerErrors {
  const errors: ConsumerErrors = {};
  for (const [field, message] of Object.entries(fields ?? {}))
    if (field.startsWith('consumer.')) errors[field.slice('consumer.'.length)] ??= message;
  return errors;
}

/** The field paths whose value differs between two drafts, so their old errors can go. */
export function changedPaths(before: ConsumerDraft, after: ConsumerDraft): string[] {
  const paths: string[] = [];
  for (const key of Object.keys(after) as (keyof ConsumerDraft)[]) {
    if (key === 'company') {
      for (const field of Object.keys(after.company) as (keyof ConsumerDraft['company'])[])
        if (before.company[field] !== after.company[field]) paths.push(`company.${field}`);
    } else if (key === 'private') {
      for (const field of Object.keys(after.private) as (keyof PrivateAddressDraft)[])
        if (before.private[field] !== after.private[field]) paths.push(`private.${field}`);
    } else if (before[key] !== after[key]) paths.push(key);
  }
  return paths;
}
