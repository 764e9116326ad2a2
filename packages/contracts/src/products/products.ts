import { z } from 'zod';
import { CURRENCIES, LANGUAGES, ZId, ZLanguage, atMostCharacters } from '../common/primitives.js';
import { isTourAppAddress, MAX_TOUR_APP_ADDRESS } from './tour-app-link.js';

/** The digital tours a product gives access to (SPEC §1: podwalk or wayfinder). */
export const PRODUCT_KINDS = ['Podwalk', 'Wayfinder'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** A product is offered in the shop once Published; a Draft is staff's alone. */
export const PRODUCT_STATUSES = ['Draft', 'Published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Texts of products; the spec has none of its own. */
export const PRODUCT_MESSAGES = {
  defaultLanguageName: 'A name in the default language is required',
  invalidPrice: 'Invalid price',
  atLeastOneOffer: 'Add at least one offer',
  invalidVat: 'VAT must be between 0 and 100 %',
  appAddressInvalid: 'Give the app’s address as a web address starting with https://',
  appAddressTooLong: 'The app’s address can be at most 500 characters',
} as const;

/** Most offers one product has (a single listen, a family pass…): they fit the shop's phone layout. */
export const MAX_PRODUCT_OFFERS = 10;

/** SPEC §3: a name per language (the `localization`), each optional but the default language's. */
export const ZProductLocalization = z.object(
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      z.object({ name: z.string().trim().max(200), description: z.string().trim().max(2000).default('') }).optional(),
    ]),
  ) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodObject<{ name: z.ZodString; description: z.ZodDefault<z.ZodString> }>>>,
);
export type TProductLocalization = z.infer<typeof ZProductLocalization>;

/** An offer's name in the product's other languages (its `name` is the default language's); a blank one is left out. */
export const ZOfferNames = z.partialRecord(ZLanguage, z.string().trim().max(120));
export type TOfferNames = z.infer<typeof ZOfferNames>;

export const ZProductOfferWrite = z.object({
  /** Kept when editing, so what was sold keeps naming the same offer; a new offer has none. */
  offerId: ZId.optional(),
  /** In the product's default language. */
  name: z.string({ message: 'Required' }).trim().min(1, 'Required').max(120, atMostCharacters(120)),
  names: ZOfferNames.default({}),
  /** What a visitor pays, VAT included, in minor units of the organisation's currency. */
  price: z
    .number({ message: PRODUCT_MESSAGES.invalidPrice })
    .int(PRODUCT_MESSAGES.invalidPrice)
    .min(0, PRODUCT_MESSAGES.invalidPrice)
    .max(100_000_000, PRODUCT_MESSAGES.invalidPrice),
});

export const ZProductWrite = z
  .object({
    kind: z.enum(PRODUCT_KINDS).default('Podwalk'),
    localization: ZProductLocalization,
    defaultLanguage: ZLanguage.default('en'),
    offers: z.array(ZProductOfferWrite).min(1, PRODUCT_MESSAGES.atLeastOneOffer).max(MAX_PRODUCT_OFFERS),
    /** The tour app's address (tour-app-link.ts), `{code}` where the access code goes; blank: none. */
    appAddress: z
      .string()
      .trim()
      .max(MAX_TOUR_APP_ADDRESS, PRODUCT_MESSAGES.appAddressTooLong)
      .nullable()
      .default(null)
      .transform((address) => address || null)
      .refine((address) => address === null || isTourAppAddress(address), PRODUCT_MESSAGES.appAddressInvalid),
    /** The VAT in the offers' prices, basis points (2500 = 25 %, Danish VAT). */
    vatBasisPoints: z
      .number({ message: PRODUCT_MESSAGES.invalidVat })
      .int(PRODUCT_MESSAGES.invalidVat)
      .min(0, PRODUCT_MESSAGES.invalidVat)
      .max(10_000, PRODUCT_MESSAGES.invalidVat)
      .default(2500),
  })
  .superRefine((product, issue) => {
    if (!product.localization[product.defaultLanguage]?.name.trim()) {
      issue.addIssue({
        code: 'custom',
        path: ['localization', product.defaultLanguage, 'name'],
        message: PRODUCT_MESSAGES.defaultLanguageName,
      });
    }
  });
export type TProductWrite = z.infer<typeof ZProductWrite>;
export type TProductWriteInput = z.input<typeof ZProductWrite>;

export const ZProductOffer = z.object({
  offerId: ZId,
  /** In the product's default language; in a public read, in the visitor's language when it has one. */
  name: z.string(),
  names: ZOfferNames,
  price: z.number().int(),
});
export type TProductOffer = z.infer<typeof ZProductOffer>;

/** SPEC §3 Product: productId, offers [{offerId, name, price}], localization per language with name, defaultLanguage. */
export const ZProduct = z.object({
  productId: ZId,
  kind: z.enum(PRODUCT_KINDS),
  status: z.enum(PRODUCT_STATUSES),
  localization: z.partialRecord(ZLanguage, z.object({ name: z.string(), description: z.string() })),
  defaultLanguage: ZLanguage,
  offers: z.array(ZProductOffer),
  vatBasisPoints: z.number().int(),
  appAddress: z.string().nullable(),
  /** The organisation's CURRENCY setting: the prices' currency. */
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductIdParams = z.object({ id: ZId });
export const ZProductStatusWrite = z.object({ status: z.enum(PRODUCT_STATUSES) });
export const ZProductListQuery = z.object({ status: z.enum(PRODUCT_STATUSES).optional(), kind: z.enum(PRODUCT_KINDS).optional() });
export const ZPublicProductQuery = z.object({ lang: ZLanguage.optional() });

/** A published product as the shop shows it, in the asked language. */
export const ZPublicProduct = z.object({
  productId: ZId,
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string(),
  language: ZLanguage,
  offers: z.array(ZProductOffer),
  currency: z.enum(CURRENCIES),
});
export type TPublicProduct = z.infer<typeof ZPublicProduct>;

/** What the tour app learns of an access code (issue 14): whether it opens the tour, and which tour it is. */
export const ZProductAccess = z.object({
  valid: z.boolean(),
  orgId: ZId,
  productId: ZId,
  offerId: z.string(),
  offerName: z.string().nullable(),
  /** The offer's name in the product's other languages. */
  offerNames: ZOfferNames,
  kind: z.enum(PRODUCT_KINDS).nullable(),
  defaultLanguage: z.string().nullable(),
  languages: z.array(z.string()),
  /** The product's name per language. */
  names: z.record(z.string(), z.string()),
  issuedAt: z.string(),
  /** Opens the tour app with this code (the museum's app address with the code in it); null: none given, or the code no longer opens the tour. */
  appLink: z.string().nullable(),
});
export type TProductAccess = z.infer<typeof ZProductAccess>;
/** An access code as the tour app sends it: 22 characters of base64url. */
export const ZProductAccessParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
