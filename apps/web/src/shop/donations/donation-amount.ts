import { donationAmountProblem, type DonationTerms } from '@foyer/domain';
import type { RefusalReason } from '../api/http';

/**
 * The visitor's own amount, typed as people write money in their language: "150", "150,50" in
 * Danish, German and Dutch (a dot groups thousands there: "1.500"), "150.50" or "1,500" in English.
 * A dot with one or two decimals after it is read as decimals in every language, since phones
 * often offer only a dot. Answers minor units, or null when the text is no amount.
 */
export function parseAmount(text: string, locale: string): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(kr\.?|dkk|eur|€|sek|nok)$/i, '')
    .replace(/^(kr\.?|dkk|eur|€)/i, '');
  if (compact === '') return null;
  const decimalComma = !locale.startsWith('en');
  const [group, decimal] = decimalComma ? ['.', ','] : [',', '.'];
  let whole: string;
  let fraction = '';
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  if (grouped.test(compact)) {
    [whole = '', fraction = ''] = compact.split(decimal);
    whole = whole.split(group).join('');
  } else {
    const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
    if (!plain) return null;
    whole = plain[1]!;
    fraction = plain[2] ?? '';
  }
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * SPEC §5 donation price, checked before the cart is asked by the server's own rule
 * (donationAmountProblem): a suggested amount is always right, the visitor's own is held to the
 * minimum. The reasons are the server's: 'Invalid donation price' and 'Allowed minimum donation
 * amount is {0}' (the minimum as the visitor reads money).
 */
export function checkAmount(minor: number | null, terms: DonationTerms, money: (minor: number) => string): RefusalReason | null {
  const problem = minor === null ? ({ rule: 'invalid' } as const) : donationAmountProblem(terms, minor);
  if (!problem) return null;
  if (problem.rule === 'invalid') return { reason: 'shop.donationPriceInvalid' };
  if (problem.rule === 'aboveMaximum') return { reason: 'shop.maximumDonation', params: [money(problem.maximumAmount)] };
  return { reason: 'shop.minimumDonation', params: [money(problem.minimumAmount)] };
}
