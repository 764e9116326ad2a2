import { and, asc, eq, sql } from 'drizzle-orm';
import type { TVenue, TVenueWrite } from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { venues } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../db/updated-at.js';

type VenueRow = typeof venues.$inferSelect;

const toVenue = (row: VenueRow): TVenue => ({
  venueId: row.venueId,
  orgId: row.orgId,
  name: row.name,
  address: row.address,
  postCode: row.postCode,
  city: row.city,
  country: row.country,
  timeZone: row.timeZone,
  css: row.css ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const venuesRepository = {
  async list(tx: Tx, orgId: string): Promise<TVenue[]> {
    const rows = await tx.select().from(venues).where(eq(venues.orgId, orgId)).orderBy(asc(venues.name));
    return rows.map(toVenue);
  },

  /** `forUpdate`: locked until the transaction ends, so a save compares and writes what is stored. */
  async find(tx: Tx, orgId: string, venueId: string, { forUpdate = false } = {}): Promise<TVenue | undefined> {
    const query = tx
      .select()
      .from(venues)
      .where(and(eq(venues.orgId, orgId), eq(venues.venueId, venueId)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row && toVenue(row);
  },

  async insert(tx: Tx, orgId: string, venueId: string, venue: TVenueWrite): Promise<TVenue> {
    const [row] = await tx
      .insert(venues)
      .values({ orgId, venueId, ...venue })
      .returning();
    return toVenue(row!);
  },

  async update(tx: Tx, orgId: string, venueId: string, venue: TVenueWrite): Promise<TVenue | undefined> {
    const [row] = await tx
      .update(venues)
      .set({ ...venue, updatedAt: nextUpdatedAt(venues.updatedAt) })
      .where(and(eq(venues.orgId, orgId), eq(venues.venueId, venueId)))
      .returning();
    return row && toVenue(row);
  },

  /** Whether events or ticket scans name the venue (their keys refuse its deletion). */
  /** Whether another of the organisation's venues has this name, spaces and case aside. */
  async nameTaken(tx: Tx, orgId: string, name: string, exceptVenueId: string | null): Promise<boolean> {
    const [row] = await queryRows<{ taken: boolean }>(
      tx,
      sql`select exists (select 1 from venues where org_id = ${orgId} and lower(btrim(name)) = lower(btrim(${name}))
            and venue_id is distinct from ${exceptVenueId}::uuid) as taken`,
    );
    return row?.taken === true;
  },

  async inUse(tx: Tx, orgId: string, venueId: string): Promise<boolean> {
    const [row] = await queryRows<{ used: boolean }>(
      tx,
      sql`
      select exists (select 1 from events where org_id = ${orgId} and venue_id = ${venueId})
          or exists (select 1 from tickets where org_id = ${orgId} and activation_venue_id = ${venueId})
          or exists (select 1 from ticket_visits where org_id = ${orgId} and venue_id = ${venueId}) as used`,
    );
    return Boolean(row?.used);
  },

  async remove(tx: Tx, orgId: string, venueId: string): Promise<boolean> {
    const rows = await tx
      .delete(venues)
      .where(and(eq(venues.orgId, orgId), eq(venues.venueId, venueId)))
      .returning({ venueId: venues.venueId });
    return rows.length > 0;
  },
};
