import { randomInt } from 'node:crypto';
import {
  DONATION_MESSAGES,
  DONATIONS_AREA,
  EVENT_IMAGE_MAX_HEIGHT,
  EVENT_IMAGE_MAX_WIDTH,
  grantedBy,
  type TDonation,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { toStoredJpeg } from '../../lib/uploaded-image.js';
import { loadDonation } from './donations.service.js';
import { donationsRepository } from './donations.repository.js';

/** The same box as an event's main image (2:1), so the shop lays both out alike. */
const toDonationImageJpeg = (upload: Buffer) =>
  toStoredJpeg(upload, {
    field: 'image',
    maxWidth: EVENT_IMAGE_MAX_WIDTH,
    maxHeight: EVENT_IMAGE_MAX_HEIGHT,
    messages: { notImage: DONATION_MESSAGES.imageNotImage, tooManyPixels: DONATION_MESSAGES.imageTooManyPixels },
  });

/** A new key per upload: the number is the URL's version (donationImageUrlOf). */
const imageKey = (orgId: string, donationId: string) => `donation-images/${orgId}/${donationId}-${randomInt(1, 2 ** 47)}.jpg`;

/**
 * Sets the campaign's image, as events do theirs: the image work and the file write happen between
 * two short transactions, and the row is locked while the old file's key is read and replaced.
 */
export async function putDonationImage(ctx: AppContext, actor: Actor, donationId: string, upload: Buffer): Promise<TDonation> {
  const exists = await inTenant(ctx.db, actor.orgId, (tx) => donationsRepository.find(tx, actor.orgId, donationId));
  if (!exists) throw notFound('Donation');
  const jpeg = await toDonationImageJpeg(upload);
  const key = imageKey(actor.orgId, donationId);
  await ctx.storage.put(key, jpeg);
  let result: { previous: string | null; view: TDonation } | undefined;
  try {
    result = await inTenant(ctx.db, actor.orgId, async (tx) => {
      const row = await donationsRepository.find(tx, actor.orgId, donationId, true);
      if (!row) return undefined;
      await donationsRepository.setImage(tx, actor.orgId, donationId, key);
      return { previous: row.donation.imageFile, view: (await loadDonation(tx, actor.orgId, donationId))! };
    });
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  if (!result) {
    await ctx.storage.remove(key);
    throw notFound('Donation');
  }
  if (result.previous) await ctx.storage.remove(result.previous);
  return result.view;
}

export async function deleteDonationImage(ctx: AppContext, actor: Actor, donationId: string): Promise<TDonation> {
  const result = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const row = await donationsRepository.find(tx, actor.orgId, donationId, true);
    if (!row) return undefined;
    if (row.donation.imageFile) await donationsRepository.setImage(tx, actor.orgId, donationId, null);
    return { previous: row.donation.imageFile, view: (await loadDonation(tx, actor.orgId, donationId))! };
  });
  if (!result) throw notFound('Donation');
  if (result.previous) await ctx.storage.remove(result.previous);
  return result.view;
}

/**
 * The image for the shop without a session when the campaign is published; a draft's only for its
 * organisation's staff who may read donations. An unknown id, no image, or a viewer who may not
 * see it: 404.
 */
export async function getDonationImage(
  ctx: AppContext,
  viewer: Actor | null,
  donationId: string,
  version?: string,
): Promise<{ bytes: Buffer; current: boolean; public: boolean }> {
  const row = await inPlatformScope(ctx.db, (tx) => donationsRepository.findInAnyOrg(tx, donationId));
  const published = row?.status === 'Published';
  const staffMayRead = row !== undefined && viewer?.orgId === row.orgId && grantedBy(DONATIONS_AREA.read, viewer.permissions);
  if (!row?.imageFile || !(published || staffMayRead)) throw notFound('Donation image');
  const bytes = await ctx.storage.get(row.imageFile);
  if (!bytes) throw notFound('Donation image');
  return { bytes, current: version !== undefined && row.imageFile.endsWith(`-${version}.jpg`), public: published };
}
