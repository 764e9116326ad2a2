import { and, eq, sql } from 'drizzle-orm';
import { FEE_CATEGORIES, type FeeCategory, type TFee, type TFeeWrite } from '@foyer/contracts';
import type { FeeRule } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { fees } from '../../db/schema/index.js';

type FeeRow = typeof fees.$inferSelect;

const toFee = (row: FeeRow): TFee => ({
  category: row.category,
  type: row.type,
  value: row.value,
  vatBasisPoints: row.vatBasisPoints,
  updatedAt: row.updatedAt.toISOString(),
});

// In the spec's order (Shipping, then EAN) rather than the database's collation, so the list and
// the cart's fees read the same everywhere.
const inCategoryOrder = <T extends { category: FeeCategory }>(rows: T[]) =>
  [...rows].sort((a, b) => FEE_CATEGORIES.indexOf(a.category) - FEE_CATEGORIES.indexOf(b.category));

export const feesRepository = {
  async list(tx: Tx, orgId: string): Promise<TFee[]> {
    const rows = await tx.select().from(fees).where(eq(fees.orgId, orgId));
    return inCategoryOrder(rows).map(toFee);
  },

  async find(tx: Tx, orgId: string, category: FeeCategory): Promise<TFee | undefined> {
    const [row] = await tx
      .select()
      .from(fees)
      .where(and(eq(fees.orgId, orgId), eq(fees.category, category)));
    return row && toFee(row);
  },

  /** Creates the category's fee or replaces it: one fee per category, decided by the primary key. */
  async upsert(tx: Tx, orgId: string, category: FeeCategory, fee: TFeeWrite): Promise<TFee> {
    const [row] = await tx
      .insert(fees)
      .values({ orgId, category, ...fee })
      .onConflictDoUpdate({
        target: [fees.orgId, fees.category],
        set: { type: fee.type, value: fee.value, vatBasisPoints: fee.vatBasisPoints, updatedAt: sql`now()` },
      })
      .returning();
    return toFee(row!);
  },

  async remove(tx: Tx, orgId: string, category: FeeCategory): Promise<boolean> {
    const rows = await tx
      .delete(fees)
      .where(and(eq(fees.orgId, orgId), eq(fees.category, category)))
      .returning({ category: fees.category });
    return rows.length > 0;
  },
};

/** The organisation's fees as @foyer/domain's cartTotals takes them, for the cart and checkout. */
export async function feeRules(tx: Tx, orgId: string): Promise<FeeRule[]> {
  const rows = await tx
    .select({ category: fees.category, type: fees.type, value: fees.value, vatBasisPoints: fees.vatBasisPoints })
    .from(fees)
    .where(eq(fees.orgId, orgId));
  return inCategoryOrder(rows);
}
