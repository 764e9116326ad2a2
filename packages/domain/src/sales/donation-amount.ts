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
 * Why an amount cannot be given: `invalid` ('Invalid donation price': not a whole positive number
 * of minor units, above the largest gift, or a custom amount where the campaign offers only its
 * suggestions) or `belowMinimum` ('Allowed minimum donation amount is {0}', with the minimum).
 */
export type DonationAmountProblem = { rule: 'invalid' } | { rule: 'belowMinimum'; minimumAmount: number };

/**
 * Checks an amount a visitor chose against a campaign (SPEC §5): one of its suggested amounts is
 * always right; any other amount only when the campaign allows a custom one, and not below its
 * minimum. Null when the amount may be given.
 */
export function donationAmountProblem(terms: DonationTerms, amount: number): DonationAmountProblem | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_DONATION_AMOUNT) return { rule: 'invalid' };
  if (terms.suggestedAmounts.includes(amount)) return null;
  if (!terms.customAmountAllowed) return { rule: 'invalid' };
  if (amount < terms.minimumAmount) return { rule: 'belowMinimum', minimumAmount: terms.minimumAmount };
  return null;
}
