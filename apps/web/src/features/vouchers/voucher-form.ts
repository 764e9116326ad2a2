import {
  LANGUAGES,
  MESSAGES,
  VOUCHER_MESSAGES,
  VOUCHER_STATUSES,
  ZVoucherWrite,
  type Language,
  type TVoucher,
  type TVoucherWriteInput,
  type VoucherStatus,
} from '@foyer/contracts';
import { amountInputText, parseAmount } from '@foyer/domain';
import { effectiveRange, presetValue, type DateRangeValue } from '../../shared/dates/date-presets';
import { zodValidate } from '../../shared/forms/zod-form';
import { oneOf, readDateRange, writeDateRange, type ListAddress, type ListState } from '../../shared/hooks/url-list-state';
import type { VoucherListParams } from './queries';

/** What the voucher form holds: texts per language, the value and months as typed. */
export interface VoucherFormValues {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  defaultLanguage: Language;
  value: string;
  validForMonths: string;
  venueId: string | null;
  saleStartsOn: string | null;
  saleEndsOn: string | null;
}

export const voucherEditPath = (voucherId: string) => `/vouchers/${voucherId}/edit`;

const perLanguage = (texts: Partial<Record<Language, string>> = {}) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, texts[language] ?? ''])) as Record<Language, string>;

const typed = (texts: Record<Language, string>) =>
  Object.fromEntries(LANGUAGES.flatMap((language) => (texts[language].trim() ? [[language, texts[language].trim()]] : [])));

/** A new voucher: valid for 12 months, sold from now on. */
export function voucherFormValues(voucher: TVoucher | undefined, locale: string): VoucherFormValues {
  return {
    names: perLanguage(voucher?.names),
    descriptions: perLanguage(voucher?.descriptions),
    defaultLanguage: voucher?.defaultLanguage ?? 'en',
    value: voucher ? amountInputText(voucher.value, locale, { short: true }) : '',
    validForMonths: String(voucher?.validForMonths ?? 12),
    venueId: voucher?.venueId ?? null,
    saleStartsOn: voucher?.saleStartsOn ?? null,
    saleEndsOn: voucher?.saleEndsOn ?? null,
  };
}

/** "12" → 12; anything else (a word, "1.5", "-1") stays a number the contract refuses by its own text. */
const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The request body from what was typed, the value in the reader's notation (`locale`); NaN where
 * the text is no number, so the contract names that field.
 */
export function toVoucherWrite(values: VoucherFormValues, locale: string): TVoucherWriteInput {
  return {
    names: typed(values.names),
    descriptions: typed(values.descriptions),
    defaultLanguage: values.defaultLanguage,
    value: parseAmount(values.value, locale) ?? Number.NaN,
    validForMonths: wholeNumber(values.validForMonths),
    venueId: values.venueId || null,
    saleStartsOn: values.saleStartsOn || null,
    saleEndsOn: values.saleEndsOn || null,
  };
}

/** The contract's rules; an empty value is simply missing ("Required"), not a wrong amount. */
export const validateVoucherForm = (values: VoucherFormValues, locale: string): Record<string, string> => {
  const errors = zodValidate(ZVoucherWrite)(toVoucherWrite(values, locale));
  if (!values.value.trim()) errors.value = MESSAGES.required;
  // A minus typed is an amount below 0, not an unreadable one (amounts are read without a sign).
  else if (errors.value === VOUCHER_MESSAGES.invalidValue && /^\s*-/.test(values.value)) errors.value = VOUCHER_MESSAGES.valueNotPositive;
  if (!values.validForMonths.trim()) errors.validForMonths = MESSAGES.required;
  return errors;
};

/** The name staff read: in the page's language when the voucher has one, else its default. */
export const voucherName = (voucher: Pick<TVoucher, 'names' | 'defaultLanguage'>, language: string) =>
  voucher.names[language as Language] || voucher.names[voucher.defaultLanguage] || '';

/** What the /vouchers filters hold besides the page. */
export interface VoucherFilters {
  status: VoucherStatus | 'All';
  range: DateRangeValue;
}

/**
 * SPEC §9: vouchers default to Published, NEXT_90_DAYS. A definition has no date of its own, so the
 * range is read as the days it is on sale: the default shows what the shop sells at some time in
 * the coming 90 days (a voucher without sale dates always).
 */
export const DEFAULT_VOUCHER_STATUS: VoucherFilters['status'] = 'Published';
export const defaultVoucherRange = (today: string, limitFrom: string | null) => presetValue('NEXT_90_DAYS', today, limitFrom);

/**
 * The list as it shows `voucher`: the list opens on Published (SPEC §9), where a draft just
 * created would not be, so the way back from a draft opens the list on drafts.
 */
export const voucherListPathOf = (voucher: Pick<TVoucher, 'status'>) =>
  voucher.status === DEFAULT_VOUCHER_STATUS ? '/vouchers' : `/vouchers?status=${voucher.status}`;

export const voucherListAddress = (today: string, limitFrom: string | null): ListAddress<VoucherFilters> => ({
  readFilters: (search) => ({
    status: oneOf(['All', ...VOUCHER_STATUSES] as const, search.get('status'), DEFAULT_VOUCHER_STATUS),
    range: readDateRange(search, today, limitFrom, defaultVoucherRange(today, limitFrom)),
  }),
  writeFilters: (filters, search) => {
    if (filters.status !== DEFAULT_VOUCHER_STATUS) search.set('status', filters.status);
    writeDateRange(search, filters.range, defaultVoucherRange(today, limitFrom));
  },
});

export function toVoucherListParams({ page, size, filters }: ListState<VoucherFilters>, today: string): VoucherListParams {
  const { from, to } = effectiveRange(filters.range, today);
  return {
    page,
    size,
    ...(filters.status === 'All' ? {} : { status: filters.status }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
