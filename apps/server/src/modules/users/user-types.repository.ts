import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TUserType } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { users, userTypes } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../db/updated-at.js';
import { knownRoles } from './users.dto.js';

type UserTypeRow = typeof userTypes.$inferSelect;

/** Postgres's name for `unique (org_id, name)` in 0001_foundation.sql. */
export const USER_TYPE_NAME_CONSTRAINT = 'user_types_org_id_name_key';

const toUserType = (row: UserTypeRow): TUserType => ({
  userTypeId: row.userTypeId,
  name: row.name,
  roles: knownRoles(row.roles),
  guideType: row.guideType === 'Regular' || row.guideType === 'Integrator' ? row.guideType : null,
});

export const userTypesRepository = {
  async insertMany(tx: Tx, orgId: string, types: readonly { name: string; roles: string[]; guideType: string | null }[]) {
    if (types.length === 0) return;
    await tx.insert(userTypes).values(types.map((type) => ({ orgId, userTypeId: randomUUID(), ...type })));
  },

  async list(tx: Tx, orgId: string): Promise<TUserType[]> {
    const rows = await tx
      .select()
      .from(userTypes)
      .where(eq(userTypes.orgId, orgId))
      .orderBy(asc(sql`lower(${userTypes.name})`), asc(userTypes.userTypeId));
    return rows.map(toUserType);
  },

  async find(tx: Tx, orgId: string, userTypeId: string): Promise<TUserType | undefined> {
    const [row] = await tx
      .select()
      .from(userTypes)
      .where(and(eq(userTypes.orgId, orgId), eq(userTypes.userTypeId, userTypeId)));
    return row && toUserType(row);
  },

  /** Names compare without case: "Guide" and "guide" would confuse whoever picks one. Another than `except`'s. */
  async nameTaken(tx: Tx, orgId: string, name: string, except?: string): Promise<boolean> {
    const rows = await tx
      .select({ userTypeId: userTypes.userTypeId })
      .from(userTypes)
      .where(
        and(
          eq(userTypes.orgId, orgId),
          sql`lower(${userTypes.name}) = ${name.toLowerCase()}`,
          except ? ne(userTypes.userTypeId, except) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async update(tx: Tx, orgId: string, userTypeId: string, changes: Omit<TUserType, 'userTypeId'>): Promise<TUserType | undefined> {
    const [row] = await tx
      .update(userTypes)
      .set(changes)
      .where(and(eq(userTypes.orgId, orgId), eq(userTypes.userTypeId, userTypeId)))
      .returning();
    return row && toUserType(row);
  },

  /** Its users keep their roles and are of no type any more; then the type goes. False: there was none. */
  async remove(tx: Tx, orgId: string, userTypeId: string): Promise<boolean> {
    await tx
      .update(users)
      // An edit form filled before holds the type: its save must not bring the removed type back unseen.
      .set({ userTypeId: null, updatedAt: nextUpdatedAt(users.updatedAt) })
      .where(and(eq(users.orgId, orgId), eq(users.userTypeId, userTypeId)));
    const removed = await tx
      .delete(userTypes)
      .where(and(eq(userTypes.orgId, orgId), eq(userTypes.userTypeId, userTypeId)))
      .returning({ userTypeId: userTypes.userTypeId });
    return removed.length > 0;
  },

  async insert(tx: Tx, orgId: string, userType: TUserType): Promise<TUserType> {
    const [row] = await tx
      .insert(userTypes)
      .values({ orgId, ...userType })
      .returning();
    return toUserType(row!);
  },
};
