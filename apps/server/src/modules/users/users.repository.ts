import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const usersRepository = {
  async insert(tx: Tx, user: NewUserRow): Promise<UserRow> {
    const [row] = await tx.insert(users).values(user).returning();
    return row!;
  },

  async find(tx: Tx, orgId: string, userId: string): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.userId, userId), isNull(users.deletedAt)));
    return row;
  },
};
