import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PARK_ORGANIZATION_ID,
  type TCustomCss,
  type TOrganization,
  type TOrganizationName,
  type TPublicOrganization,
} from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { orders, organizations, users, venues } from '../../db/schema/index.js';

type OrganizationRow = typeof organizations.$inferSelect;
type VenueRow = { orgId: string; venueId: string; name: string; css: TCustomCss | null };

// Sorted here rather than by the database: PGlite and a PostgreSQL server collate differently.
const byName = <T extends { name: string; orgId: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.orgId < b.orgId ? -1 : a.orgId > b.orgId ? 1 : 0);

const toOrganization = (row: OrganizationRow, orgVenues: readonly VenueRow[]): TOrganization => ({
  orgId: row.orgId,
  name: row.name,
  features: row.features,
  css: row.css ?? null,
  targetOrigin: row.targetOrigin,
  venues: orgVenues.filter((venue) => venue.orgId === row.orgId).map((venue) => ({ venueId: venue.venueId, css: venue.css })),
  isPark: row.orgId === PARK_ORGANIZATION_ID,
  createdAt: row.createdAt.toISOString(),
});

async function venuesOf(tx: Tx, orgIds: string[]): Promise<VenueRow[]> {
  if (orgIds.length === 0) return [];
  const rows = await tx
    .select({ orgId: venues.orgId, venueId: venues.venueId, name: venues.name, css: venues.css })
    .from(venues)
    .where(inArray(venues.orgId, orgIds))
    .orderBy(asc(venues.name), asc(venues.venueId));
  return rows.map((row) => ({ ...row, css: row.css ?? null }));
}

export const organizationsRepository = {
  async exists(tx: Tx, orgId: string): Promise<boolean> {
    // Asked by every public read: prepared once per connection (see shop-catalog.repository.ts).
    const rows = await tx
      .select({ orgId: organizations.orgId })
      .from(organizations)
      .where(eq(organizations.orgId, orgId))
      .prepare('organization_exists')
      .execute();
    return rows.length > 0;
  },

  /** Only its name, for a mail or a PDF: one statement, no venues. */
  async nameOf(tx: Tx, orgId: string): Promise<string | undefined> {
    const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.orgId, orgId));
    return row?.name;
  },

  async find(tx: Tx, orgId: string): Promise<TOrganization | undefined> {
    const [row] = await tx.select().from(organizations).where(eq(organizations.orgId, orgId));
    return row && toOrganization(row, await venuesOf(tx, [row.orgId]));
  },

  /** Every organisation the transaction may see (all of them in platform scope), by name. */
  async list(tx: Tx): Promise<TOrganization[]> {
    const rows = await tx.select().from(organizations);
    const orgVenues = await venuesOf(
      tx,
      rows.map((row) => row.orgId),
    );
    return rows.map((row) => toOrganization(row, orgVenues)).sort(byName);
  },

  async names(tx: Tx): Promise<TOrganizationName[]> {
    const rows = await tx.select({ orgId: organizations.orgId, name: organizations.name }).from(organizations);
    return rows.sort(byName);
  },

  async findPublic(tx: Tx, orgId: string): Promise<TPublicOrganization | undefined> {
    const [row] = await tx
      .select({ orgId: organizations.orgId, name: organizations.name, targetOrigin: organizations.targetOrigin, css: organizations.css })
      .from(organizations)
      .where(eq(organizations.orgId, orgId));
    if (!row) return undefined;
    const orgVenues = await venuesOf(tx, [orgId]);
    return {
      orgId: row.orgId,
      name: row.name,
      targetOrigin: row.targetOrigin,
      css: row.css ?? null,
      venues: orgVenues.map((venue) => ({ venueId: venue.venueId, name: venue.name, css: venue.css })),
    };
  },

  /**
   * Serialises the check-then-write of organisation names until the transaction ends, so two
   * organisations created at once cannot take the same name.
   */
  async lockNames(tx: Tx): Promise<void> {
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext('foyer:organization-names'))`);
  },

  async update(
    tx: Tx,
    orgId: string,
    org: { name: string; features: { payouts: boolean }; css: TCustomCss | null; targetOrigin: string | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(organizations)
      .set({ ...org, updatedAt: sql`now()` })
      .where(eq(organizations.orgId, orgId))
      .returning({ orgId: organizations.orgId });
    return rows.length > 0;
  },

  async countLiveUsers(tx: Tx, orgId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.orgId, orgId), isNull(users.deletedAt)));
    return Number(row?.count ?? 0);
  },

  /** Whether the organisation ever took an order (read only: the orders module writes them). */
  async hasOrders(tx: Tx, orgId: string): Promise<boolean> {
    const [row] = await queryRows<{ found: boolean }>(
      tx,
      sql`select exists (select 1 from ${orders} where ${orders.orgId} = ${orgId}) as found`,
    );
    return row?.found === true;
  },

  /** Deletes the organisation; everything it owns cascades, but its users (see the service). */
  async remove(tx: Tx, orgId: string): Promise<boolean> {
    const rows = await tx.delete(organizations).where(eq(organizations.orgId, orgId)).returning({ orgId: organizations.orgId });
    return rows.length > 0;
  },
};
