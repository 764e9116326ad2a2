import type { Currency, Language, TPublicVoucher, TVoucher } from '@foyer/contracts';
import type { VoucherRow, VoucherRowWithVenue } from './vouchers.repository.js';

export const toVoucher = ({ voucher, venueName }: VoucherRowWithVenue, currency: Currency): TVoucher => ({
  voucherId: voucher.voucherId,
  status: voucher.status,
  names: voucher.names,
  descriptions: voucher.descriptions,
  defaultLanguage: voucher.defaultLanguage,
  value: voucher.value,
  validForMonths: voucher.validForMonths,
  venueId: voucher.venueId,
  venueName,
  saleStartsOn: voucher.saleStartsOn,
  saleEndsOn: voucher.saleEndsOn,
  currency,
  createdAt: voucher.createdAt.toISOString(),
  updatedAt: voucher.updatedAt.toISOString(),
});

/** The voucher in the visitor's language when it has a name there, else in its default language. */
export function toPublicVoucher(voucher: VoucherRow, asked: Language, currency: Currency): TPublicVoucher {
  const language = voucher.names[asked]?.trim() ? asked : voucher.defaultLanguage;
  return {
    voucherId: voucher.voucherId,
    name: voucher.names[language] ?? '',
    description: voucher.descriptions[language] ?? '',
    language,
    value: voucher.value,
    validForMonths: voucher.validForMonths,
    venueId: voucher.venueId,
    currency,
  };
}
