import {
  MESSAGES,
  DEFAULT_FEE_VAT_BASIS_POINTS,
  FEE_CATEGORIES,
  ZFeeWrite,
  type FeeCategory,
  type FeeType,
  type TFee,
  type TFeeWriteInput,
} from '@foyer/contracts';
import { amountInputText, formatMoney, parseAmount, percentInputText, priceFee, type FeeRule } from '@foyer/domain';

import { zodValidate } from '../../shared/forms/zod-form';

/** What the fee form holds: the value and VAT as typed, in the reader's decimal notation. */
export interface FeeFormValues {
  type: FeeType;
  value: string;
  vat: string;
}

export const isFeeCategory = (value: string | undefined): value is FeeCategory =>
  (FEE_CATEGORIES as readonly string[]).includes(value ?? '');

/** i18n keys of the fee types (the spec's "Fixed amount" has a space, which keys avoid). */
export const FEE_TYPE_KEYS: Record<FeeType, string> = { Percentage: 'fees.types.percentage', 'Fixed amount': 'fees.types.fixedAmount' };

export const feeAddPath = (category: FeeCategory) => `/fee-add/${category}/`;
export const feeEditPath = (category: FeeCategory) => `/fee-edit/${category}/`;

/** "2.5", "2,5" or "2.5 %" → 250 basis points; null unless a number with at most 2 decimals. */
export function parsePercent(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points for reading: 250 → "2.5%" / "2,5 %". */
export const percentLabel = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** The fee itself for reading: "2.5%" or "DKK 49.00", before VAT. */
export const feeValueLabel = (fee: Pick<TFee, 'type' | 'value'>, currency: string, locale: string) =>
  fee.type === 'Percentage' ? percentLabel(fee.value, locale) : formatMoney(fee.value, currency, locale);

export function feeFormValues(fee: TFee | undefined, locale: string): FeeFormValues {
  if (!fee) return { type: 'Percentage', value: '', vat: percentInputText(DEFAULT_FEE_VAT_BASIS_POINTS, locale) };
  return {
    type: fee.type,
    value: fee.type === 'Percentage' ? percentInputText(fee.value, locale) : amountInputText(fee.value, locale),
    vat: percentInputText(fee.vatBasisPoints, locale),
  };
}

/**
 * The PUT body from what was typed, amounts in the reader's notation (`locale`); NaN where the text
 * is no number, so the contract names that field.
 */
export function toFeeWrite(values: FeeFormValues, locale: string): TFeeWriteInput {
  const value = (values.type === 'Percentage' ? parsePercent(values.value) : parseAmount(values.value, locale)) ?? Number.NaN;
  return { type: values.type, value, vatBasisPoints: parsePercent(values.vat) ?? Number.NaN };
}

/** The form's input for a path of the contract and of the server's 400. */
export const feeFormPath = (path: string) => (path === 'vatBasisPoints' ? 'vat' : path);

/** Client validation by the contract's own schema, English messages on the form's paths. */
export function validateFeeForm(values: FeeFormValues, locale: string): Record<string, string> {
  const errors = zodValidate(ZFeeWrite)(toFeeWrite(values, locale));
  const formErrors = Object.fromEntries(Object.entries(errors).map(([path, message]) => [feeFormPath(path), message]));
  // A field left empty is missing, not an "invalid fee price" (a review walk read that as a wrong number).
  for (const field of ['value', 'vat'] as const) if (!values[field].trim()) formErrors[field] = MESSAGES.required;
  return formErrors;
}

/** What the visitor would pay, VAT included, for tickets of `exampleNetMinor` before VAT; null until the form is valid. */
export function exampleFeeGross(values: FeeFormValues, category: FeeCategory, exampleNetMinor: number, locale: string): number | null {
  const parsed = ZFeeWrite.safeParse(toFeeWrite(values, locale));
  if (!parsed.success) return null;
  const rule: FeeRule = { category, ...parsed.data };
  return priceFee(rule, { net: exampleNetMinor, vat: 0, gross: exampleNetMinor }).gross;
}
