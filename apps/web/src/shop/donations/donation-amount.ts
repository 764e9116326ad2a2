import { donationAmountProblem, type DonationTerms } from '@foyer/domain';
import type { RefusalReason } from '../api/http';

/** How people write each currency beside the number; another currency's mark is no amount of this one. */
const CURRENCY_MARKS: Readonly<Record<string, readonly string[]>> = {
  DKK: ['kr.', 'kr', 'dkk'],
  SEK: ['kr.', 'kr', 'sek'],
  NOK: ['kr.', 'kr', 'nok'],
  EUR: ['€', 'eur'],
};
/** A round amount's ending in Danish, German, Dutch ("50,-") and Swedish ("50:-"). */
const ROUND_MARKS = [',-', ',–', '.-', ':-'];

/**
 * The visitor's own amount, typed as people write money in their language: "150", "150,50" in
 * Danish, German and Dutch (a dot groups thousands there: "1.500"), "150.50" or "1,500" in English.
 * A dot with one or two decimals after it is read as decimals in every language, since phones
 * often offer only a dot. The campaign's currency may stand before or after the number ("150 kr.",
 * "DKK 200"), and a round amount may end in ",-" ("50,- kr."); another currency's mark may not:
 * "100 €" for a campaign in kroner is refused, not taken as 100 kroner. Answers minor units, or
 * null when the text is no amount.
 */
export function parseAmount(text: string, locale: string, currency: string): number | null {
  const marks = [...(CURRENCY_MARKS[currency] ?? []), currency.toLowerCase()];
  let compact = text.replace(/[\s\u00a0\u202f]/g, '').toLowerCase();
  const after = marks.find((mark) => compact.endsWith(mark));
  if (after) compact = compact.slice(0, -after.length);
  const before = marks.find((mark) => compact.startsWith(mark));
  if (before) compact = compact.slice(before.length);
  const round = ROUND_MARKS.find((mark) => compact.endsWith(mark));
  if (round) compact = compact.slice(0, -round.length);
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
