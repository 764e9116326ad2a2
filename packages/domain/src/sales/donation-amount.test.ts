import { describe, expect, it } from 'vitest';
import { LEAST_OWN_DONATION, MAX_DONATION_AMOUNT, donationAmountProblem, type DonationTerms } from './donation-amount.js';

const campaign: DonationTerms = { suggestedAmounts: [10_000, 25_000, 50_000], customAmountAllowed: true, minimumAmount: 5_000 };
const suggestionsOnly: DonationTerms = { ...campaign, customAmountAllowed: false };

describe('donationAmountProblem', () => {
  it('accepts each suggested amount', () => {
    for (const amount of campaign.suggestedAmounts) expect(donationAmountProblem(suggestionsOnly, amount)).toBeNull();
  });

  it('accepts a custom amount at or above the minimum when custom amounts are allowed', () => {
    expect(donationAmountProblem(campaign, 5_000)).toBeNull();
    expect(donationAmountProblem(campaign, 15_000)).toBeNull();
    expect(donationAmountProblem(campaign, MAX_DONATION_AMOUNT)).toBeNull();
  });

  it('names the minimum for a custom amount below it', () => {
    expect(donationAmountProblem(campaign, 4_999)).toEqual({ rule: 'belowMinimum', minimumAmount: 5_000 });
    expect(donationAmountProblem(campaign, 1)).toEqual({ rule: 'belowMinimum', minimumAmount: 5_000 });
  });

  it('takes no own amount under 1.00, whatever the campaign’s minimum (a walk gave 0.01)', () => {
    const noMinimum = { ...campaign, minimumAmount: 0 };
    expect(donationAmountProblem(noMinimum, 1)).toEqual({ rule: 'belowMinimum', minimumAmount: LEAST_OWN_DONATION });
    expect(donationAmountProblem(noMinimum, 99)).toEqual({ rule: 'belowMinimum', minimumAmount: 100 });
    expect(donationAmountProblem(noMinimum, 100)).toBeNull();
    // A suggestion is the museum's own choice and stays as it is.
    expect(donationAmountProblem({ ...noMinimum, suggestedAmounts: [50] }, 50)).toBeNull();
  });

  it('offers a suggestion below the minimum as it is', () => {
    expect(donationAmountProblem({ ...campaign, suggestedAmounts: [2_000] }, 2_000)).toBeNull();
    expect(donationAmountProblem({ ...campaign, suggestedAmounts: [2_000] }, 2_001)).toEqual({
      rule: 'belowMinimum',
      minimumAmount: 5_000,
    });
  });

  it('refuses any other amount when only the suggestions are offered', () => {
    expect(donationAmountProblem(suggestionsOnly, 15_000)).toEqual({ rule: 'invalid' });
    expect(donationAmountProblem(suggestionsOnly, 4_000)).toEqual({ rule: 'invalid' });
  });

  it('refuses amounts that are no price at all', () => {
    expect(donationAmountProblem(campaign, MAX_DONATION_AMOUNT + 1)).toEqual({ rule: 'aboveMaximum', maximumAmount: MAX_DONATION_AMOUNT });
    for (const amount of [0, -100, 12.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(donationAmountProblem(campaign, amount), String(amount)).toEqual({ rule: 'invalid' });
    }
  });
});
