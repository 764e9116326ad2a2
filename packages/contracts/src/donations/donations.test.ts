import { describe, expect, it } from 'vitest';
import { MAX_DONATION_AMOUNT } from '@foyer/domain';
import { ZAddDonation } from '../shop/cart.js';
import { DONATION_ABOVE_MAXIMUM, MAX_DONATION_CAMPAIGN_AMOUNT, ZDonationWrite } from './donations.js';

describe('the largest single gift', () => {
  it('is the domain’s, for a campaign and for a visitor’s gift alike', () => {
    expect(MAX_DONATION_CAMPAIGN_AMOUNT).toBe(MAX_DONATION_AMOUNT);
    const donationId = '00000000-0000-4000-a000-000000000001';
    expect(ZAddDonation.safeParse({ donationId, amountMinor: MAX_DONATION_AMOUNT }).success).toBe(true);
    expect(ZAddDonation.safeParse({ donationId, amountMinor: MAX_DONATION_AMOUNT + 1 }).success).toBe(false);
    const campaign = { names: { en: 'Fund' }, suggestedAmounts: [MAX_DONATION_AMOUNT + 1] };
    const refused = ZDonationWrite.safeParse(campaign);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([DONATION_ABOVE_MAXIMUM]);
    expect(ZDonationWrite.safeParse({ ...campaign, suggestedAmounts: [MAX_DONATION_AMOUNT] }).success).toBe(true);
  });
});
