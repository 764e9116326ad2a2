import { randomUUID } from 'node:crypto';
import { DONATION_MESSAGES, type DonationStatus, type TDonation, type TDonationUpdate, type TDonationWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { savedSince } from '../../db/updated-at.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { findVenue } from '../venues/index.js';
import { toDonation } from './donations.dto.js';
import { donationsRepository } from './donations.repository.js';

/** The campaign as staff read it, in the caller's transaction; undefined when the organisation has none by that id. */
export async function loadDonation(tx: Tx, orgId: string, donationId: string): Promise<TDonation | undefined> {
  const row = await donationsRepository.find(tx, orgId, donationId);
  return row && toDonation(row, await organizationCurrency(tx, orgId));
}

/** A venue of another organisation (or none) is refused by name, before the key would refuse it as a 500. */
async function checkVenue(tx: Tx, orgId: string, donation: TDonationWrite) {
  if (donation.venueId && !(await findVenue(tx, orgId, donation.venueId)))
    throw invalid({ venueId: DONATION_MESSAGES.unknownVenue }, DONATION_MESSAGES.unknownVenue);
}

export async function listDonations(ctx: AppContext, actor: Actor, status?: DonationStatus): Promise<TDonation[]> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const rows = await donationsRepository.list(tx, actor.orgId, status);
    const currency = await organizationCurrency(tx, actor.orgId);
    return rows.map((row) => toDonation(row, currency));
  });
}

export async function getDonation(ctx: AppContext, actor: Actor, donationId: string): Promise<TDonation> {
  const donation = await inTenant(ctx.db, actor.orgId, (tx) => loadDonation(tx, actor.orgId, donationId));
  if (!donation) throw notFound('Donation');
  return donation;
}

/** A new campaign starts as a Draft: staff publish it when it is ready for the shop. */
export const createDonation = (ctx: AppContext, actor: Actor, donation: TDonationWrite): Promise<TDonation> =>
  inTenant(ctx.db, actor.orgId, async (tx) => {
    await checkVenue(tx, actor.orgId, donation);
    const donationId = randomUUID();
    await donationsRepository.insert(tx, actor.orgId, donationId, donation);
    return (await loadDonation(tx, actor.orgId, donationId))!;
  });

/** With the `updatedAt` the form was filled from, a save by someone else since is refused and changes nothing. */
export async function updateDonation(
  ctx: AppContext,
  actor: Actor,
  donationId: string,
  { updatedAt: seen, ...donation }: TDonationUpdate,
): Promise<TDonation> {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    // Another organisation's id is 404 before its venue is looked at, so ids cannot be probed.
    const current = await donationsRepository.find(tx, actor.orgId, donationId, true);
    if (!current) return undefined;
    // Two staff at one form: the later save would undo the earlier one's changes unseen.
    if (savedSince(current.donation.updatedAt, seen)) throw new AppError('stale_version', DONATION_MESSAGES.changedSince);
    await checkVenue(tx, actor.orgId, donation);
    await donationsRepository.update(tx, actor.orgId, donationId, donation);
    return loadDonation(tx, actor.orgId, donationId);
  });
  if (!updated) throw notFound('Donation');
  return updated;
}

export async function setDonationStatus(ctx: AppContext, actor: Actor, donationId: string, status: DonationStatus): Promise<TDonation> {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    if (!(await donationsRepository.setStatus(tx, actor.orgId, donationId, status))) return undefined;
    return loadDonation(tx, actor.orgId, donationId);
  });
  if (!updated) throw notFound('Donation');
  return updated;
}

/**
 * Deletes the campaign and then its image. What was given to it stays in the orders, which keep
 * the campaign's name and amount as they were sold.
 */
export async function deleteDonation(ctx: AppContext, actor: Actor, donationId: string): Promise<void> {
  const removed = await inTenant(ctx.db, actor.orgId, (tx) => donationsRepository.remove(tx, actor.orgId, donationId));
  if (!removed) throw notFound('Donation');
  if (removed.imageFile) await ctx.storage.remove(removed.imageFile);
}
