import {
  LANGUAGES,
  PRODUCT_MESSAGES,
  ZProductWrite,
  type Language,
  type ProductKind,
  type TProduct,
  type TProductWriteInput,
} from '@foyer/contracts';
import { amountInputText, parseAmount, percentInputText } from '@foyer/domain';
import { zodValidate } from '../../shared/forms/zod-form';

export interface ProductOfferValues {
  offerId: string | null;
  /** Its name per language; the default language's is the offer's `name`, the one it must have. */
  names: Record<Language, string>;
  price: string;
}

/** What the product form holds: texts per language (as the shared fields lay them out), offers as typed. */
export interface ProductFormValues {
  kind: ProductKind;
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  defaultLanguage: Language;
  offers: ProductOfferValues[];
  vat: string;
  /** The tour app's address, `{code}` where the access code goes; blank: none. */
  appAddress: string;
}

const perLanguage = (pick: (language: Language) => string | undefined) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(language) ?? ''])) as Record<Language, string>;

/** A new offer's row: no name in any language yet. */
export const newOfferValues = (): ProductOfferValues => ({ offerId: null, names: perLanguage(() => ''), price: '' });

export function productFormValues(product: TProduct | null, locale: string): ProductFormValues {
  return {
    kind: product?.kind ?? 'Podwalk',
    names: perLanguage((language) => product?.localization[language]?.name),
    descriptions: perLanguage((language) => product?.localization[language]?.description),
    defaultLanguage: product?.defaultLanguage ?? 'en',
    offers: product
      ? product.offers.map((offer) => ({
          offerId: offer.offerId,
          names: perLanguage((language) => (language === product.defaultLanguage ? offer.name : offer.names[language])),
          price: amountInputText(offer.price, locale, { short: true }),
        }))
      : [newOfferValues()],
    vat: percentInputText(product?.vatBasisPoints ?? 2500, locale),
    appAddress: product?.appAddress ?? '',
  };
}

/** "25" or "12,5" → basis points; NaN when no number, so the contract names the field. */
const basisPoints = (text: string) => {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
};

/** The request body from what was typed, prices in the reader's notation (`locale`). */
export function toProductWrite(values: ProductFormValues, locale: string): TProductWriteInput {
  const localization = Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      values.names[language].trim() || language === values.defaultLanguage
        ? [[language, { name: values.names[language].trim(), description: values.descriptions[language].trim() }]]
        : [],
    ),
  );
  return {
    kind: values.kind,
    localization,
    defaultLanguage: values.defaultLanguage,
    offers: values.offers.map((offer) => ({
      ...(offer.offerId ? { offerId: offer.offerId } : {}),
      name: offer.names[values.defaultLanguage],
      names: Object.fromEntries(
        LANGUAGES.filter((language) => language !== values.defaultLanguage && offer.names[language].trim()).map((language) => [
          language,
          offer.names[language].trim(),
        ]),
      ),
      price: parseAmount(offer.price, locale) ?? Number.NaN,
    })),
    vatBasisPoints: basisPoints(values.vat),
    appAddress: values.appAddress.trim() || null,
  };
}

/**
 * The form's path of a contract path: a name is kept per language as `names.<language>`, and an
 * offer's `name` (the default language's) as its `names.<default language>`.
 */
export const productFormPath = (path: string, defaultLanguage: Language) =>
  path
    .replace(/^localization\.(\w+)\.name$/, 'names.$1')
    .replace(/^localization\.(\w+)\.description$/, 'descriptions.$1')
    .replace(/^(offers\.\d+)\.name$/, `$1.names.${defaultLanguage}`)
    .replace(/^vatBasisPoints$/, 'vat');

export function validateProductForm(values: ProductFormValues, locale: string): Record<string, string> {
  const errors = zodValidate(ZProductWrite)(toProductWrite(values, locale));
  const onFields = Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [productFormPath(path, values.defaultLanguage), message]),
  );
  // The contract checks the default language's name after the fields parse, so a form with a bad
  // price showed the missing name only on the second save: both are said at once.
  const name = `names.${values.defaultLanguage}`;
  if (!values.names[values.defaultLanguage]?.trim()) onFields[name] ??= PRODUCT_MESSAGES.defaultLanguageName;
  return onFields;
}

/** The name staff read: in the page's language when the product has one, else its default. */
export const productName = (product: Pick<TProduct, 'localization' | 'defaultLanguage'>, language: string) =>
  product.localization[language as Language]?.name || product.localization[product.defaultLanguage]?.name || '';

/** An offer's name as staff read it: in the page's language when it has one, else the default language's. */
export const offerName = (offer: Pick<TProduct['offers'][number], 'name' | 'names'>, language: string) =>
  offer.names[language as Language]?.trim() || offer.name;
