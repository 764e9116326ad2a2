import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { accessDefinitions, type StoredRoleGroup } from '../../db/schema/index.js';

export const accessRepository = {
  async find(tx: Tx, orgId: string) {
    // Read by every signed-in request: a named prepared statement (see shop-catalog.repository.ts).
    const [row] = await tx
      .select()
      .from(accessDefinitions)
      .where(eq(accessDefinitions.orgId, orgId))
      .prepare('access_definition')
      .execute();
    return row;
  },

  async create(tx: Tx, row: { orgId: string; accessId: string; name: string; groups: StoredRoleGroup[] }) {
    await tx.insert(accessDefinitions).values({ ...row, version: 1 });
  },

  /** Saves only when nobody saved since `version` was read; returns the new version or null. */
  async saveIfVersion(tx: Tx, orgId: string, version: number, groups: StoredRoleGroup[]): Promise<number | null> {
    const [row] = await tx
      .update(accessDefinitions)
      .set({ groups, version: sql`${accessDefinitions.version} + 1`, updatedAt: sql`now()` })
      .where(sql`${accessDefinitions.orgId} = ${orgId} and ${accessDefinitions.version} = ${version}`)
      .returning({ version: accessDefinitions.version });
    return row?.version ?? null;
  },
};
