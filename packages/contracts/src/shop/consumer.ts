import { z } from 'zod';
import { ZEmail, ZOptionalText, atMostCharacters } from '../common/primitives.js';
import { SHOP_MESSAGES, EAN_MESSAGE } from './shop-messages.js';

/**
 * SPEC §3 consumer: who buys in the shop (contact information step). The spec's "type (Private or
 * company)" is told apart by the customer kinds of §3: Private, or one of the three kinds of
 * organisation, each of which gives its company details. An Institution is billed by EAN and
 * must give its 13-digit EAN ("an Institution triggers the EAN rule").
 */
export const CUSTOMER_KINDS = ['Private', 'Corporation', 'Institution', 'Association'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export const BILLING_KINDS = ['PRIVATE', 'COMPANY', 'EAN'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];
export const EAN_LENGTH = 13;

export const billingKindOf = (kind: CustomerKind): BillingKind =>
  kind === 'Private' ? 'PRIVATE' : kind === 'Institution' ? 'EAN' : 'COMPANY';

const required = (max: number) =>
  z.string({ message: SHOP_MESSAGES.required }).trim().min(1, SHOP_MESSAGES.required).max(max, atMostCharacters(max));

/** An international dialling prefix such as +45. */
export const ZPhonePrefix = required(5).regex(/^\+[1-9]\d{0,3}$/, SHOP_MESSAGES.prefixInvalid);
/**
 * The number without its prefix: 4 to 15 digits, written as people write them ("12 34 56 78",
 * "0171/1234567", "(030) 123-456", "12.34.56.78"); the separators are dropped.
 */
export const PHONE_NUMBER_PATTERN = /^\(?\d(?:[ ./()-]{0,2}\d){3,14}$/;
export const ZPhoneNumber = required(30)
  .regex(PHONE_NUMBER_PATTERN, SHOP_MESSAGES.phoneInvalid)
  .transform((number) => number.replace(/[ ./()-]/g, ''));
/**
 * The GS1 mod-10 check digit of an EAN location number (GLN): @foyer/domain's isValidGln, repeated
 * here because the contracts import zod only; consumer.test.ts holds the two together.
 */
export const hasGlnCheckDigit = (ean: string) => {
  // Seven zeros first: GS1's reserve, never an EAN (domain isReservedGln).
  if (ean.startsWith('0000000')) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(ean[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(ean[12]);
};

/**
 * 13 digits, and the last one the GS1 check digit: any 13 digits must not pass (issue 10). Spaces
 * are left out: an EAN is often printed in groups ("5798 0004 16604").
 */
export const ZEan = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ message: EAN_MESSAGE })
    .regex(/^\d{13}$/, EAN_MESSAGE)
    // Only 13 digits are checked further, so a short EAN gets the one message that fits it.
    .refine((ean) => !/^\d{13}$/.test(ean) || hasGlnCheckDigit(ean), SHOP_MESSAGES.eanCheckDigit),
);

/** An optional postal address; the spec names its parts only for companies. */
const address = {
  postCode: ZOptionalText(20),
  city: ZOptionalText(100),
  country: ZOptionalText(100),
};

export const ZCompany = z.object(
  {
    name: required(200),
    /** The CVR number in Denmark, or the company or VAT number elsewhere (every one has digits). */
    number: required(30)
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 .-]*[A-Za-z0-9])?$/, SHOP_MESSAGES.vatNumberInvalid)
      .regex(/\d/, SHOP_MESSAGES.vatNumberInvalid),
    address: required(200),
    ...address,
  },
  { message: SHOP_MESSAGES.required },
);
export type TCompany = z.infer<typeof ZCompany>;

const consumerFields = {
  email: ZEmail,
  phonePrefix: ZPhonePrefix,
  phoneNumber: ZPhoneNumber,
  firstName: required(100),
  lastName: required(100),
  /** Opt-in to the museum's newsletter (shown when the MARKETING setting is true); never preset. */
  marketing: z.boolean().default(false),
  comment: ZOptionalText(1000),
  /** The terms toggle must be on. */
  termsAccepted: z.literal(true, { message: SHOP_MESSAGES.termsRequired }),
};

const ZPrivateConsumer = z.object({
  type: z.literal('Private'),
  ...consumerFields,
  /** SPEC §3 "private data": a private buyer's address, all optional. */
  private: z
    .object({ address: ZOptionalText(200), ...address })
    .nullish()
    .transform((value) => value ?? null),
});

const ZCompanyConsumer = z.object({
  type: z.enum(['Corporation', 'Association']),
  ...consumerFields,
  company: ZCompany,
});

const ZInstitutionConsumer = z.object({
  type: z.literal('Institution'),
  ...consumerFields,
  // An EAN invoice goes to a Danish public institution: its number is its CVR, 8 digits ("DK" and spaces allowed).
  company: ZCompany.extend({
    number: ZCompany.shape.number.regex(/^(?:DK)?[\s-]*(?:\d\s?){7}\d$/i, SHOP_MESSAGES.vatNumberInvalid),
    ean: ZEan,
    /**
     * Ours: the order number or person the institution's invoice is for, where it asks for one
     * (a public body routes an incoming EAN invoice by it); printed with the EAN.
     */
    reference: ZOptionalText(40),
  }),
});

/**
 * Unknown keys are dropped, so a private buyer's leftover company fields from a form that
 * switched type never reach the order ("a private customer is not a company").
 */
export const ZConsumer = z.discriminatedUnion('type', [ZPrivateConsumer, ZCompanyConsumer, ZInstitutionConsumer], {
  message: `Must be one of ${CUSTOMER_KINDS.join(', ')}`,
});
export type TConsumer = z.infer<typeof ZConsumer>;
/** What a form holds before parsing (marketing may be left out, the phone still has its spaces). */
export type TConsumerInput = z.input<typeof ZConsumer>;
