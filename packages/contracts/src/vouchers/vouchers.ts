import { z } from 'zod';
import { defaultLanguageNameRule } from '../common/default-language-name.js';
import { paged, ZPageQuery } from '../common/paging.js';
import { FIELD_MESSAGES } from '../common/errors.js';
import { CURRENCIES, ZDate, ZId, ZLanguage, ZSeenUpdatedAt } from '../common/primitives.js';
import { ZLocalizedTexts } from '../donations/donations.js';
import { ZLocalizedNames } from '../events/events.js';

/** A gift voucher is offered in the shop once Published; a Draft is staff's alone. */
export const VOUCHER_STATUSES = ['Draft', 'Published'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** SPEC §5 texts of gift vouchers, and ours where the spec has none. */
export const VOUCHER_MESSAGES = {
  validForNegative: 'Voucher valid for must be greater or equal to 0',
  /** {0}: the most months. */
  validForTooLong: 'Voucher valid for can be at most {0} months',
  invalidValue: 'Invalid voucher value',
  /** Ours: 0 or less is no voucher; said as such rather than "invalid". */
  valueNotPositive: 'A gift voucher must be worth more than 0',
  /** Ours: the largest value (MAX_VOUCHER_VALUE), said rather than "invalid". */
  valueTooLarge: 'A gift voucher can be worth at most one million',
  defaultLanguageName: 'A name in the default language is required',
  saleEndsBeforeStart: 'The sale cannot end before it starts',
  unknownVenue: 'Unknown venue',
  /** Two staff at one voucher's form: the later save would undo the earlier one's changes unseen. */
  changedSince: 'Someone else saved this gift voucher since you opened it. Load their changes and make yours again.',
  /** Ours: deleting it would leave its sold codes without their page. */
  hasSoldCodes: 'This voucher has sold codes, which stay on its page: set it to Draft to stop selling it',
} as const;

/** Ten years: a longer validity is a typo (Danish law's general limitation period is three years). */
export const MAX_VOUCHER_VALID_MONTHS = 120;
/** The largest voucher value, in minor units (1,000,000.00 in the currency). */
const MAX_VOUCHER_VALUE = 100_000_000;

const voucherFields = {
  names: ZLocalizedNames,
  descriptions: ZLocalizedTexts.default({}),
  defaultLanguage: ZLanguage.default('en'),
  /** What the code is worth, in minor units of the organisation's currency (also its price). */
  value: z
    .number({ message: VOUCHER_MESSAGES.invalidValue })
    .int(VOUCHER_MESSAGES.invalidValue)
    .min(1, VOUCHER_MESSAGES.valueNotPositive)
    .max(MAX_VOUCHER_VALUE, VOUCHER_MESSAGES.valueTooLarge),
  /** Months a sold code can be used from its sale; 0: it does not expire. */
  validForMonths: z
    // SPEC §5's text is for a number below 0; a fraction or a word is told what is wanted instead.
    .number({ message: FIELD_MESSAGES.mustBeWholeNumber })
    .int(FIELD_MESSAGES.mustBeWholeNumber)
    .min(0, VOUCHER_MESSAGES.validForNegative)
    .max(MAX_VOUCHER_VALID_MONTHS, VOUCHER_MESSAGES.validForTooLong.replace('{0}', String(MAX_VOUCHER_VALID_MONTHS))),
  venueId: ZId.nullable().default(null),
  /** The days it is sold on, both included (the organisation's calendar); null: no bound. */
  saleStartsOn: ZDate.nullable().default(null),
  saleEndsOn: ZDate.nullable().default(null),
};

/** A voucher's own rules, on the body of a create and of an update alike. */
const withVoucherRules = <T extends z.ZodType<z.output<z.ZodObject<typeof voucherFields>>>>(schema: T) =>
  schema.superRefine(...defaultLanguageNameRule(VOUCHER_MESSAGES.defaultLanguageName)).superRefine((voucher, issue) => {
    if (voucher.saleStartsOn && voucher.saleEndsOn && voucher.saleEndsOn < voucher.saleStartsOn) {
      issue.addIssue({ code: 'custom', path: ['saleEndsOn'], message: VOUCHER_MESSAGES.saleEndsBeforeStart });
    }
  });

export const ZVoucherWrite = withVoucherRules(z.object(voucherFields));
export type TVoucherWrite = z.infer<typeof ZVoucherWrite>;
export type TVoucherWriteInput = z.input<typeof ZVoucherWrite>;

/** PUT /api/vouchers/:id: the voucher as written, and the `updatedAt` the form was filled from. */
export const ZVoucherUpdate = withVoucherRules(z.object({ ...voucherFields, updatedAt: ZSeenUpdatedAt.optional() }));
export type TVoucherUpdate = z.infer<typeof ZVoucherUpdate>;

export const ZVoucher = z.object({
  voucherId: ZId,
  status: z.enum(VOUCHER_STATUSES),
  names: ZLocalizedNames,
  descriptions: ZLocalizedTexts,
  defaultLanguage: ZLanguage,
  value: z.number().int(),
  validForMonths: z.number().int(),
  venueId: ZId.nullable(),
  venueName: z.string().nullable(),
  saleStartsOn: z.string().nullable(),
  saleEndsOn: z.string().nullable(),
  /** The organisation's CURRENCY setting: the value's currency. */
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVoucher = z.infer<typeof ZVoucher>;
export const ZVoucherPage = paged(ZVoucher);

export const ZVoucherIdParams = z.object({ id: ZId });
export const ZVoucherStatusWrite = z.object({ status: z.enum(VOUCHER_STATUSES) });

/**
 * GET /api/vouchers (SPEC §9: Published, NEXT_90_DAYS by default in the page). A voucher is in a
 * range when it is on sale on some day of it: its sale days overlap the range (an open bound
 * overlaps everything on its side).
 */
export const ZVoucherListQuery = ZPageQuery.extend({
  status: z.enum(VOUCHER_STATUSES).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TVoucherListQuery = z.infer<typeof ZVoucherListQuery>;

export const ZPublicVoucherQuery = z.object({ lang: ZLanguage.optional(), venue: ZId.optional() });

/** A voucher on sale today, as the shop shows it, its texts in the asked language. */
export const ZPublicVoucher = z.object({
  voucherId: ZId,
  name: z.string(),
  description: z.string(),
  language: ZLanguage,
  value: z.number().int(),
  validForMonths: z.number().int(),
  venueId: ZId.nullable(),
  currency: z.enum(CURRENCIES),
});
export type TPublicVoucher = z.infer<typeof ZPublicVoucher>;
