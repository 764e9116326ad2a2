import { and, asc, eq } from 'drizzle-orm';
import type { DonationStatus, TDonationWrite } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { donations, venues } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../db/updated-at.js';

export type DonationRow = typeof donations.$inferSelect;
export interface DonationRowWithVenue {
  donation: DonationRow;
  venueName: string | null;
}

const columns = { donation: donations, venueName: venues.name };
const venueJoin = and(eq(venues.orgId, donations.orgId), eq(venues.venueId, donations.venueId));

/** Suggestions are kept smallest first, as the shop shows them. */
const written = (donation: TDonationWrite) => ({ ...donation, suggestedAmounts: [...donation.suggestedAmounts].sort((a, b) => a - b) });

export const donationsRepository = {
  async list(tx: Tx, orgId: string, status?: DonationStatus): Promise<DonationRowWithVenue[]> {
    return tx
      .select(columns)
      .from(donations)
      .leftJoin(venues, venueJoin)
      .where(and(eq(donations.orgId, orgId), status ? eq(donations.status, status) : undefined))
      .orderBy(asc(donations.createdAt), asc(donations.donationId));
  },

  async find(tx: Tx, orgId: string, donationId: string, forUpdate = false): Promise<DonationRowWithVenue | undefined> {
    const query = tx
      .select(columns)
      .from(donations)
      .leftJoin(venues, venueJoin)
      .where(and(eq(donations.orgId, orgId), eq(donations.donationId, donationId)));
    const [row] = forUpdate ? await query.for('update', { of: donations }) : await query;
    return row;
  },

  /** A campaign by its id alone (platform scope): its image is read without knowing the organisation. */
  async findInAnyOrg(tx: Tx, donationId: string): Promise<DonationRow | undefined> {
    const [row] = await tx.select().from(donations).where(eq(donations.donationId, donationId));
    return row;
  },

  async insert(tx: Tx, orgId: string, donationId: string, donation: TDonationWrite, status: DonationStatus = 'Draft'): Promise<void> {
    await tx.insert(donations).values({ orgId, donationId, status, ...written(donation) });
  },

  async update(tx: Tx, orgId: string, donationId: string, donation: TDonationWrite): Promise<boolean> {
    const rows = await tx
      .update(donations)
      .set({ ...written(donation), updatedAt: nextUpdatedAt(donations.updatedAt) })
      .where(and(eq(donations.orgId, orgId), eq(donations.donationId, donationId)))
      .returning({ donationId: donations.donationId });
    return rows.length > 0;
  },

  async setStatus(tx: Tx, orgId: string, donationId: string, status: DonationStatus): Promise<boolean> {
    const rows = await tx
      .update(donations)
      .set({ status, updatedAt: nextUpdatedAt(donations.updatedAt) })
      .where(and(eq(donations.orgId, orgId), eq(donations.donationId, donationId)))
      .returning({ donationId: donations.donationId });
    return rows.length > 0;
  },

  async setImage(tx: Tx, orgId: string, donationId: string, imageFile: string | null): Promise<void> {
    await tx
      .update(donations)
      .set({ imageFile, updatedAt: nextUpdatedAt(donations.updatedAt) })
      .where(and(eq(donations.orgId, orgId), eq(donations.donationId, donationId)));
  },

  /** Removes the campaign and answers its image's key (null without one), undefined when there was none. */
  async remove(tx: Tx, orgId: string, donationId: string): Promise<{ imageFile: string | null } | undefined> {
    const [row] = await tx
      .delete(donations)
      .where(and(eq(donations.orgId, orgId), eq(donations.donationId, donationId)))
      .returning({ imageFile: donations.imageFile });
    return row;
  },
};
