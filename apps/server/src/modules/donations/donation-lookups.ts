import { DONATION_MESSAGES, type Currency, type DonationStatus, type TDonationWrite } from '@foyer/contracts';
import { donationAmountProblem, formatMoney } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { donationsRepository, type DonationRow } from './donations.repository.js';

/*
 * What other modules (the cart and the desk, which sell donations) read of campaigns, in the
 * caller's transaction. Donations writes the table; others only read, through these.
 */

/** A published campaign of the organisation, as the shop may sell it; undefined for a draft or an unknown id. */
export async function findPublishedDonation(tx: Tx, orgId: string, donationId: string): Promise<DonationRow | undefined> {
  const row = await donationsRepository.find(tx, orgId, donationId);
  return row?.donation.status === 'Published' ? row.donation : undefined;
}

/** A campaign of the organisation whatever its status: a cart names the gift it holds after the campaign ended. */
export async function findDonation(tx: Tx, orgId: string, donationId: string): Promise<DonationRow | undefined> {
  return (await donationsRepository.find(tx, orgId, donationId))?.donation;
}

/**
 * The refusal of an amount for this campaign (SPEC §5), or null when it may be given: 'Invalid
 * donation price', or 'Allowed minimum donation amount is {0}' with the minimum as money in
 * English (the reason's params carry it to other languages).
 */
export function donationAmountRefusal(campaign: DonationRow, amount: number, currency: Currency): string | null {
  const problem = donationAmountProblem(campaign, amount);
  if (!problem) return null;
  if (problem.rule === 'invalid') return DONATION_MESSAGES.invalidPrice;
  // A plain space: the text is read by API clients and matched back to its reason, not only shown.
  const amountText = (minor: number) => formatMoney(minor, currency, 'en').replace(/\s/g, ' ');
  if (problem.rule === 'aboveMaximum') return DONATION_MESSAGES.aboveMaximum.replace('{0}', amountText(problem.maximumAmount));
  return DONATION_MESSAGES.belowMinimum.replace('{0}', amountText(problem.minimumAmount));
}

/** A campaign made by the platform itself (demo and test data), not through the API. */
export const insertDonation = (tx: Tx, orgId: string, donationId: string, donation: TDonationWrite, status: DonationStatus) =>
  donationsRepository.insert(tx, orgId, donationId, donation, status);
