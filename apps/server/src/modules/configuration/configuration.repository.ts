import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TConfigurationItem } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { configurationItems, organizations } from '../../db/schema/index.js';

const toItem = (row: { name: string; value: string }): TConfigurationItem => ({ name: row.name, value: row.value });

// Sorted here rather than by the database, whose collation differs between PGlite and a server
// (for example how `_` sorts), so every deployment lists the same order.
const byName = (a: TConfigurationItem, b: TConfigurationItem) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export const configurationRepository = {
  /** Whether the organisation is there (read in SQL, so configuration need not ask organizations, which seeds it). */
  async organizationExists(tx: Tx, orgId: string): Promise<boolean> {
    const [row] = await tx.select({ orgId: organizations.orgId }).from(organizations).where(eq(organizations.orgId, orgId));
    return row !== undefined;
  },

  async insertMany(tx: Tx, orgId: string, items: readonly { name: string; value: string }[]) {
    if (items.length === 0) return;
    await tx.insert(configurationItems).values(items.map((item) => ({ orgId, ...item })));
  },

  /** Every item of the organisation, or only those named in `names`. */
  async list(tx: Tx, orgId: string, names?: readonly string[]): Promise<TConfigurationItem[]> {
    const where = names
      ? and(eq(configurationItems.orgId, orgId), inArray(configurationItems.name, [...names]))
      : eq(configurationItems.orgId, orgId);
    const rows = await tx.select({ name: configurationItems.name, value: configurationItems.value }).from(configurationItems).where(where);
    return rows.map(toItem).sort(byName);
  },

  async find(tx: Tx, orgId: string, name: string): Promise<TConfigurationItem | undefined> {
    const [row] = await tx
      .select({ name: configurationItems.name, value: configurationItems.value })
      .from(configurationItems)
      .where(and(eq(configurationItems.orgId, orgId), eq(configurationItems.name, name)))
      // Read on every sale and shop list: prepared once per connection (see shop-catalog.repository.ts).
      .prepare('configuration_item')
      .execute();
    return row && toItem(row);
  },

  /** Inserts unless the name is taken (decided by the primary key, so two creates cannot both win). */
  async insertIfAbsent(tx: Tx, orgId: string, item: TConfigurationItem): Promise<TConfigurationItem | undefined> {
    const [row] = await tx
      .insert(configurationItems)
      .values({ orgId, ...item })
      .onConflictDoNothing()
      .returning({ name: configurationItems.name, value: configurationItems.value });
    return row && toItem(row);
  },

  async update(tx: Tx, orgId: string, item: TConfigurationItem): Promise<TConfigurationItem | undefined> {
    const [row] = await tx
      .update(configurationItems)
      .set({ value: item.value, updatedAt: sql`now()` })
      .where(and(eq(configurationItems.orgId, orgId), eq(configurationItems.name, item.name)))
      .returning({ name: configurationItems.name, value: configurationItems.value });
    return row && toItem(row);
  },

  async remove(tx: Tx, orgId: string, name: string): Promise<boolean> {
    const rows = await tx
      .delete(configurationItems)
      .where(and(eq(configurationItems.orgId, orgId), eq(configurationItems.name, name)))
      .returning({ name: configurationItems.name });
    return rows.length > 0;
  },
};
