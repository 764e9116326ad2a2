import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { productAccesses } from '../../db/schema/index.js';

export type ProductAccessRow = typeof productAccesses.$inferSelect;

export const productAccessesRepository = {
  async insertMany(tx: Tx, rows: (typeof productAccesses.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(productAccesses).values(rows);
  },

  async findByCode(tx: Tx, code: string): Promise<ProductAccessRow | undefined> {
    const [row] = await tx.select().from(productAccesses).where(eq(productAccesses.code, code));
    return row;
  },

  ofOrder: (tx: Tx, orgId: string, orderId: string) =>
    tx
      .select()
      .from(productAccesses)
      .where(and(eq(productAccesses.orgId, orgId), eq(productAccesses.orderId, orderId)))
      .orderBy(asc(productAccesses.lineNo), asc(productAccesses.createdAt)),

  async cancel(tx: Tx, orgId: string, accessIds: string[]) {
    if (accessIds.length === 0) return;
    await tx
      .update(productAccesses)
      .set({ status: 'Canceled', canceledAt: sql`now()` })
      .where(and(eq(productAccesses.orgId, orgId), inArray(productAccesses.accessId, accessIds)));
  },
};
