import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../db/updated-at.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The fields an administrator edits; identity, organisation and secrets are set elsewhere. */
export type UserChanges = Pick<
  NewUserRow,
  'email' | 'firstName' | 'lastName' | 'phone' | 'language' | 'roles' | 'userTypeId' | 'guideType' | 'limitDataAccessFrom' | 'active'
> & { emailVerifiedAt?: Date | null };

/** `%` and `_` in a search are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const live = (orgId: string) => and(eq(users.orgId, orgId), isNull(users.deletedAt));
// Lower-cased so the order is the same whatever collation the database was created with.
const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.userId)];

export const usersRepository = {
  async insert(tx: Tx, user: NewUserRow): Promise<UserRow> {
    const [row] = await tx.insert(users).values(user).returning();
    return row!;
  },

  /** `forUpdate`: locked until the transaction ends, so a save compares and writes what is stored. */
  async find(tx: Tx, orgId: string, userId: string, { forUpdate = false } = {}): Promise<UserRow | undefined> {
    const query = tx
      .select()
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.userId, userId), isNull(users.deletedAt)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async page(
    tx: Tx,
    orgId: string,
    query: { page: number; size: number; search?: string; role?: Role },
  ): Promise<{ rows: UserRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [live(orgId)];
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(
        or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ),
      );
    }
    if (query.role) conditions.push(sql`${query.role} = any(${users.roles})`);
    const where = and(...conditions);
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    const rows = await tx
      .select()
      .from(users)
      .where(where)
      .orderBy(...byName)
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return { rows, total: Number(counted?.total ?? 0) };
  },

  /** Live, active users holding the Guide role. */
  async listGuides(tx: Tx, orgId: string): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(and(live(orgId), eq(users.active, true), sql`'Guide' = any(${users.roles})`))
      .orderBy(...byName);
  },

  async listLive(tx: Tx, orgId: string): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(live(orgId))
      .orderBy(...byName);
  },

  /** Which of `userIds` are live users of the organisation. */
  async liveIds(tx: Tx, orgId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(and(live(orgId), inArray(users.userId, [...userIds])));
    return new Set(rows.map((row) => row.userId));
  },

  /** The live users (of `userIds`, else all), with what a mail to them and their permissions need. */
  async liveForNotice(tx: Tx, orgId: string, userIds?: readonly string[]) {
    if (userIds?.length === 0) return [];
    return tx
      .select({
        userId: users.userId,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        roles: users.roles,
        active: users.active,
      })
      .from(users)
      .where(and(live(orgId), userIds ? inArray(users.userId, [...userIds]) : undefined));
  },

  /** Of `userIds`, the live users with a phone. */
  async liveIdsWithPhone(tx: Tx, orgId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(and(live(orgId), inArray(users.userId, [...userIds]), sql`coalesce(${users.phone}, '') <> ''`));
    return new Set(rows.map((row) => row.userId));
  },

  async update(tx: Tx, orgId: string, userId: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: nextUpdatedAt(users.updatedAt) })
      .where(and(live(orgId), eq(users.userId, userId)))
      .returning();
    return row;
  },

  async softDelete(tx: Tx, orgId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ deletedAt: sql`now()`, active: false, updatedAt: nextUpdatedAt(users.updatedAt) })
      .where(and(live(orgId), eq(users.userId, userId)))
      .returning({ userId: users.userId });
    return rows.length > 0;
  },

  async setAvatarFile(tx: Tx, orgId: string, userId: string, avatarFile: string | null): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ avatarFile, updatedAt: nextUpdatedAt(users.updatedAt) })
      .where(and(live(orgId), eq(users.userId, userId)))
      .returning();
    return row;
  },

  /** Whether a live platform user (Support, FoyerAdmin) other than `exceptUserId` has this address, in any organisation; platform scope only. */
  async isPlatformUserEmail(tx: Tx, email: string, exceptUserId: string | null): Promise<boolean> {
    const rows = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = lower(${email})`,
          isNull(users.deletedAt),
          sql`${users.roles} && array['Support', 'FoyerAdmin']::text[]`,
          exceptUserId ? sql`${users.userId} <> ${exceptUserId}` : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Moves a (platform) user to the organisation they now act in; platform scope only. */
  async moveToOrganization(tx: Tx, userId: string, orgId: string): Promise<boolean> {
    // A user type belongs to one organisation, so it cannot follow the user across.
    const rows = await tx
      .update(users)
      .set({ orgId, userTypeId: null, updatedAt: nextUpdatedAt(users.updatedAt) })
      .where(and(eq(users.userId, userId), isNull(users.deletedAt)))
      .returning({ userId: users.userId });
    return rows.length > 0;
  },

  /** Not a change of what the user form holds: `updated_at` (its version) stays, so a form open meanwhile still saves. */
  async setPassword(tx: Tx, userId: string, passwordHash: string) {
    await tx.update(users).set({ passwordHash }).where(eq(users.userId, userId));
  },

  async setLanguage(tx: Tx, userId: string, language: string) {
    await tx
      .update(users)
      .set({ language, updatedAt: nextUpdatedAt(users.updatedAt) })
      .where(eq(users.userId, userId));
  },

  async markEmailVerified(tx: Tx, userId: string) {
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.userId, userId));
  },

  /** Removes the organisation's soft-deleted users (they keep their organisation without a cascading key). */
  async removeDeletedOf(tx: Tx, orgId: string) {
    await tx.delete(users).where(and(eq(users.orgId, orgId), sql`${users.deletedAt} is not null`));
  },
};
