import { z } from 'zod';
import { defaultLanguageNameRule } from '../common/default-language-name.js';
import { CURRENCIES, LANGUAGES, ZId, ZLanguage, ZSeenUpdatedAt } from '../common/primitives.js';
import { ZLocalizedNames } from '../events/events.js';

/** A campaign is offered in the shop once Published; a Draft is staff's alone. */
export const DONATION_STATUSES = ['Draft', 'Published'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** SPEC §5 texts of donations, and ours where the spec has none. */
export const DONATION_MESSAGES = {
  /** {0}: the minimum, as money. */
  belowMinimum: 'Allowed minimum donation amount is {0}',
  aboveMaximum: 'Allowed maximum donation amount is {0}',
  invalidPrice: 'Invalid donation price',
  noWayToGive: 'Suggest at least one amount or allow a custom amount',
  defaultLanguageName: 'A name in the default language is required',
  amountsRepeat: 'Each suggested amount may be given once',
  /** Ours: a suggested amount under the least own amount: its button gives what typing it would be refused. */
  suggestedBelowMinimum: 'Less than the smallest amount of their own',
  unknownVenue: 'Unknown venue',
  imageNotImage: 'Donation image must be a JPEG or PNG image',
  imageTooManyPixels: 'Donation image is too large; use one of at most 50 megapixels',
  /** Two staff at one campaign's form: the later save would undo the earlier one's changes unseen. */
  changedSince: 'Someone else saved this donation campaign since you opened it. Load their changes and make yours again.',
} as const;

/** Most amounts a campaign suggests: buttons in the shop, which must fit a phone. */
export const MAX_SUGGESTED_AMOUNTS = 6;
/**
 * The largest single gift, in minor units: what a campaign may name and what a visitor may give
 * (the cart's ZAddDonation). @foyer/domain's MAX_DONATION_AMOUNT, repeated because the contracts
 * import zod only; donations.test.ts holds the two together.
 */
export const MAX_DONATION_CAMPAIGN_AMOUNT = 100_000_000;

/**
 * Above MAX_DONATION_CAMPAIGN_AMOUNT (a typo of extra zeros), said with the largest in the API's
 * notation; the back office's form says it again in the reader's notation and the museum's currency.
 */
export const DONATION_ABOVE_MAXIMUM = DONATION_MESSAGES.aboveMaximum.replace('{0}', '1,000,000.00');

/** An amount in minor units, refused with the spec's text. */
const ZDonationAmount = z
  .number({ message: DONATION_MESSAGES.invalidPrice })
  .int(DONATION_MESSAGES.invalidPrice)
  .min(1, DONATION_MESSAGES.invalidPrice)
  .max(MAX_DONATION_CAMPAIGN_AMOUNT, DONATION_ABOVE_MAXIMUM);

/** A text per language (a campaign's description), each optional. */
export const ZLocalizedTexts = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().max(2000).optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type TLocalizedTexts = z.infer<typeof ZLocalizedTexts>;

const donationFields = {
  names: ZLocalizedNames,
  descriptions: ZLocalizedTexts.default({}),
  defaultLanguage: ZLanguage.default('en'),
  suggestedAmounts: z.array(ZDonationAmount).max(MAX_SUGGESTED_AMOUNTS).default([]),
  customAmountAllowed: z.boolean().default(true),
  /** The least custom amount, minor units; 0 for none. */
  minimumAmount: z
    .number({ message: DONATION_MESSAGES.invalidPrice })
    .int(DONATION_MESSAGES.invalidPrice)
    .min(0, DONATION_MESSAGES.invalidPrice)
    .max(MAX_DONATION_CAMPAIGN_AMOUNT, DONATION_ABOVE_MAXIMUM)
    .default(0),
  venueId: ZId.nullable().default(null),
};

/** A campaign's own rules, on the body of a create and of an update alike. */
const withDonationRules = <T extends z.ZodType<z.output<z.ZodObject<typeof donationFields>>>>(schema: T) =>
  schema.superRefine(...defaultLanguageNameRule(DONATION_MESSAGES.defaultLanguageName)).superRefine((donation, issue) => {
    if (donation.suggestedAmounts.length === 0 && !donation.customAmountAllowed) {
      issue.addIssue({ code: 'custom', path: ['suggestedAmounts'], message: DONATION_MESSAGES.noWayToGive });
    }
    if (new Set(donation.suggestedAmounts).size !== donation.suggestedAmounts.length) {
      issue.addIssue({ code: 'custom', path: ['suggestedAmounts'], message: DONATION_MESSAGES.amountsRepeat });
    }
    if (donation.customAmountAllowed && donation.minimumAmount > 0)
      donation.suggestedAmounts.forEach((amount, index) => {
        if (amount < donation.minimumAmount)
          issue.addIssue({ code: 'custom', path: ['suggestedAmounts', index], message: DONATION_MESSAGES.suggestedBelowMinimum });
      });
  });

export const ZDonationWrite = withDonationRules(z.object(donationFields));
export type TDonationWrite = z.infer<typeof ZDonationWrite>;
export type TDonationWriteInput = z.input<typeof ZDonationWrite>;

/** PUT /api/donations/:id: the campaign as written, and the `updatedAt` the form was filled from. */
export const ZDonationUpdate = withDonationRules(z.object({ ...donationFields, updatedAt: ZSeenUpdatedAt.optional() }));
export type TDonationUpdate = z.infer<typeof ZDonationUpdate>;

export const ZDonation = z.object({
  donationId: ZId,
  status: z.enum(DONATION_STATUSES),
  names: ZLocalizedNames,
  descriptions: ZLocalizedTexts,
  defaultLanguage: ZLanguage,
  /** Smallest first. */
  suggestedAmounts: z.array(z.number().int()),
  customAmountAllowed: z.boolean(),
  minimumAmount: z.number().int(),
  venueId: ZId.nullable(),
  venueName: z.string().nullable(),
  /** The organisation's CURRENCY setting: the amounts' currency. */
  currency: z.enum(CURRENCIES),
  /** The campaign's image, a URL that changes with the image; null without one. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDonation = z.infer<typeof ZDonation>;

export const ZDonationIdParams = z.object({ id: ZId });
export const ZDonationStatusWrite = z.object({ status: z.enum(DONATION_STATUSES) });

/** GET /api/donations: optionally only the campaigns of one status. */
export const ZDonationListQuery = z.object({ status: z.enum(DONATION_STATUSES).optional() });

/** SPEC §7 GET /api/public/donations/organizations/{orgId}: the texts in this language (else the campaign's default). */
export const ZPublicDonationQuery = z.object({ lang: ZLanguage.optional(), venue: ZId.optional() });

/** A published campaign as the shop shows it, its texts in the asked language. */
export const ZPublicDonation = z.object({
  donationId: ZId,
  name: z.string(),
  description: z.string(),
  /** The language the texts are in. */
  language: ZLanguage,
  suggestedAmounts: z.array(z.number().int()),
  customAmountAllowed: z.boolean(),
  minimumAmount: z.number().int(),
  venueId: ZId.nullable(),
  currency: z.enum(CURRENCIES),
  imageUrl: z.string().nullable(),
});
export type TPublicDonation = z.infer<typeof ZPublicDonation>;
