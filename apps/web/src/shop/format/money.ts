/**
 * Amounts come in minor units (øre, cents); SPEC §9 shows them rounded to 2 decimals, here in the
 * visitor's locale and the cart's or event's currency.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format.format(minor / 100);
}
