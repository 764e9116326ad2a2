import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { eventWizardDrafts } from '../../db/schema/index.js';

export type EventWizardDraftRow = typeof eventWizardDrafts.$inferSelect;

export const eventWizardDraftsRepository = {
  async find(tx: Tx, orgId: string, userId: string): Promise<EventWizardDraftRow | undefined> {
    const [row] = await tx
      .select()
      .from(eventWizardDrafts)
      .where(and(eq(eventWizardDrafts.orgId, orgId), eq(eventWizardDrafts.userId, userId)));
    return row;
  },

  /** One draft per user: a save replaces the last one. */
  async save(tx: Tx, orgId: string, userId: string, step: string, answers: Record<string, unknown>): Promise<EventWizardDraftRow> {
    const [row] = await tx
      .insert(eventWizardDrafts)
      .values({ orgId, userId, step, answers })
      .onConflictDoUpdate({
        target: [eventWizardDrafts.orgId, eventWizardDrafts.userId],
        set: { step, answers, savedAt: sql`now()` },
      })
      .returning();
    return row!;
  },

  async remove(tx: Tx, orgId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .delete(eventWizardDrafts)
      .where(and(eq(eventWizardDrafts.orgId, orgId), eq(eventWizardDrafts.userId, userId)))
      .returning({ userId: eventWizardDrafts.userId });
    return rows.length > 0;
  },
};
