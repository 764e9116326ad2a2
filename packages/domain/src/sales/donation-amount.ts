/** What a donation campaign lets a visitor give (minor units of the organisation's currency). */
export interface DonationTerms {
  suggestedAmounts: readonly number[];
  customAmountAllowed: boolean;
  /** The least custom amount; suggested amounts are offered as they are. */
  minimumAmount: number;
}

/** The largest single gift, so a typo of extra zeros is caught (1,000,000.00 in the currency). */
export const MAX_DONATION_AMOUNT = 100_000_000;

/**
 * The least own amount any campaign takes, 1.00 in the currency: without a minimum of its own a
 * campaign took 0.01, a gift the card fee would eat (a review walk gave DKK 0.01).
 */
export const LEAST_OWN_DONATION = 100;

/** The least own amount this campaign takes: its minimum, and never below LEAST_OWN_DONATION. */
export const ownDonationMinimum = (terms: Pick<DonationTerms, 'minimumAmount'>): number =>
  Math.max(terms.minimumAmount, LEAST_OWN_DONATION);

/**
 * Why an amount cannot be given: `invalid` ('Invalid donation price': not a whole positive number
 * of minor units, or a custom amount where the campaign offers only its suggestions),
 * `belowMinimum` ('Allowed minimum donation amount is {0}', with the minimum) or `aboveMaximum`
 * (the largest single gift, said as the minimum is).
 */
export type DonationAmountProblem =
  { rule: 'invalid' } | { rule: 'belowMinimum'; minimumAmount: number } | { rule: 'aboveMaximum'; maximumAmount: number };

/**
 * Checks an amount a visitor chose against a campaign (SPEC §5): one of its suggested amounts is
 * always right; any other amount only when the campaign allows a custom one, and not below its
 * minimum (at least LEAST_OWN_DONATION). Null when the amount may be given.
 */
export function donationAmountProblem(terms: DonationTerms, amount: number): DonationAmountProblem | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { rule: 'invalid' };
  if (amount > MAX_DONATION_AMOUNT) return { rule: 'aboveMaximum', maximumAmount: MAX_DONATION_AMOUNT };
  if (terms.suggestedAmounts.includes(amount)) return null;
  if (!terms.customAmountAllowed) return { rule: 'invalid' };
  const minimum = ownDonationMinimum(terms);
  if (amount < minimum) return { rule: 'belowMinimum', minimumAmount: minimum };
  return null;
}
