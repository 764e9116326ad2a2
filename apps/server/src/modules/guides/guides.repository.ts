import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { guideAssignments, users } from '../../db/schema/index.js';

export const guidesRepository = {
  listForEvent: (tx: Tx, orgId: string, eventId: string) =>
    tx
      .select({ assignment: guideAssignments, firstName: users.firstName, lastName: users.lastName })
      .from(guideAssignments)
      .innerJoin(users, eq(users.userId, guideAssignments.userId))
      .where(and(eq(guideAssignments.orgId, orgId), eq(guideAssignments.eventId, eventId)))
      .orderBy(asc(guideAssignments.createdAt), asc(guideAssignments.assignmentId)),

  listForEvents: (tx: Tx, orgId: string, eventIds: string[]) =>
    eventIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ assignment: guideAssignments, firstName: users.firstName, lastName: users.lastName })
          .from(guideAssignments)
          .innerJoin(users, eq(users.userId, guideAssignments.userId))
          .where(and(eq(guideAssignments.orgId, orgId), inArray(guideAssignments.eventId, eventIds))),

  async replace(tx: Tx, orgId: string, eventId: string, rows: (typeof guideAssignments.$inferInsert)[]) {
    await tx.delete(guideAssignments).where(and(eq(guideAssignments.orgId, orgId), eq(guideAssignments.eventId, eventId)));
    if (rows.length > 0) await tx.insert(guideAssignments).values(rows);
  },

  async guideUsers(tx: Tx, orgId: string, userIds: string[]) {
    if (userIds.length === 0) return [];
    return tx
      .select({ userId: users.userId, roles: users.roles })
      .from(users)
      .where(and(eq(users.orgId, orgId), inArray(users.userId, userIds), sql`${users.deletedAt} is null`));
  },

  /** Whether `userId` is assigned as a guide to the event or any of its occurrences. */
  async isGuideOf(tx: Tx, orgId: string, eventId: string, userId: string) {
    const rows = await tx
      .select({ id: guideAssignments.assignmentId })
      .from(guideAssignments)
      .where(and(eq(guideAssignments.orgId, orgId), eq(guideAssignments.eventId, eventId), eq(guideAssignments.userId, userId)))
      .limit(1);
    return rows.length > 0;
  },
};
