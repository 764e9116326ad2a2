import {
  DONATION_ABOVE_MAXIMUM,
  DONATION_MESSAGES,
  LANGUAGES,
  MAX_DONATION_CAMPAIGN_AMOUNT,
  MAX_SUGGESTED_AMOUNTS,
  ZDonationWrite,
  type Language,
  type TDonation,
  type TDonationWriteInput,
} from '@foyer/contracts';
import { amountInputText, formatMoney, parseAmount } from '@foyer/domain';
import { zodValidate } from '../../shared/forms/zod-form';

/** What the campaign form holds: texts per language and amounts as typed, in the reader's notation. */
export interface DonationFormValues {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  defaultLanguage: Language;
  suggestedAmounts: string[];
  customAmountAllowed: boolean;
  minimumAmount: string;
  venueId: string | null;
}

export const donationEditPath = (donationId: string) => `/donation-edit/${donationId}`;

const perLanguage = (texts: Partial<Record<Language, string>> = {}) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, texts[language] ?? ''])) as Record<Language, string>;

/** The suggestions a new campaign starts with: three, to be typed. */
export function donationFormValues(donation: TDonation | undefined, locale: string): DonationFormValues {
  if (!donation) {
    return {
      names: perLanguage(),
      descriptions: perLanguage(),
      defaultLanguage: 'en',
      suggestedAmounts: ['', '', ''],
      customAmountAllowed: true,
      minimumAmount: '',
      venueId: null,
    };
  }
  return {
    names: perLanguage(donation.names),
    descriptions: perLanguage(donation.descriptions),
    defaultLanguage: donation.defaultLanguage,
    suggestedAmounts: donation.suggestedAmounts.map((amount) => amountInputText(amount, locale, { short: true })),
    customAmountAllowed: donation.customAmountAllowed,
    minimumAmount: donation.minimumAmount === 0 ? '' : amountInputText(donation.minimumAmount, locale, { short: true }),
    venueId: donation.venueId,
  };
}

/** Only the languages typed in; an empty text is no text. */
const typed = (texts: Record<Language, string>) =>
  Object.fromEntries(LANGUAGES.flatMap((language) => (texts[language].trim() ? [[language, texts[language].trim()]] : [])));

/**
 * The request body from what was typed, amounts in the reader's notation (`locale`). Empty
 * suggestion rows are left out; a row that is no amount becomes NaN, so the contract names that
 * row. The minimum counts only with custom amounts.
 */
export function toDonationWrite(values: DonationFormValues, locale: string): TDonationWriteInput {
  return {
    names: typed(values.names),
    descriptions: typed(values.descriptions),
    defaultLanguage: values.defaultLanguage,
    suggestedAmounts: values.suggestedAmounts.filter((text) => text.trim() !== '').map((text) => parseAmount(text, locale) ?? Number.NaN),
    customAmountAllowed: values.customAmountAllowed,
    minimumAmount:
      values.customAmountAllowed && values.minimumAmount.trim() ? (parseAmount(values.minimumAmount, locale) ?? Number.NaN) : 0,
    venueId: values.venueId || null,
  };
}

/** The row a contract path `suggestedAmounts.N` names among the typed rows (empty ones are skipped when sending). */
export function donationFormPath(path: string, values: DonationFormValues): string {
  const match = /^suggestedAmounts\.(\d+)$/.exec(path);
  if (!match) return path;
  const filled = values.suggestedAmounts.flatMap((text, row) => (text.trim() !== '' ? [row] : []));
  return `suggestedAmounts.${filled[Number(match[1])] ?? 0}`;
}

/**
 * Client validation by the contract's own schema, English messages on the form's paths. An amount
 * above the largest is told the largest as the reader writes amounts, in the museum's currency.
 */
export function validateDonationForm(values: DonationFormValues, currency: string, locale: string): Record<string, string> {
  const errors = zodValidate(ZDonationWrite)(toDonationWrite(values, locale));
  const largest = DONATION_MESSAGES.aboveMaximum.replace('{0}', formatMoney(MAX_DONATION_CAMPAIGN_AMOUNT, currency, locale));
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      donationFormPath(path, values),
      message === DONATION_ABOVE_MAXIMUM ? largest : message,
    ]),
  );
}

export const canAddSuggestion = (values: DonationFormValues) => values.suggestedAmounts.length < MAX_SUGGESTED_AMOUNTS;

/** The name staff read: in the page's language when the campaign has one, else its default. */
export const donationName = (donation: Pick<TDonation, 'names' | 'defaultLanguage'>, language: string) =>
  donation.names[language as Language] || donation.names[donation.defaultLanguage] || '';
