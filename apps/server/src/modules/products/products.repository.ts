import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductKind, ProductStatus } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { products, type StoredLocalization, type StoredOffer } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

/** What a product row holds besides its keys and times. */
export interface ProductFields {
  kind: ProductKind;
  localization: StoredLocalization;
  defaultLanguage: ProductRow['defaultLanguage'];
  offers: StoredOffer[];
  vatBasisPoints: number;
  appAddress: string | null;
}

export const productsRepository = {
  async list(tx: Tx, orgId: string, filter: { status?: ProductStatus; kind?: ProductKind } = {}): Promise<ProductRow[]> {
    return tx
      .select()
      .from(products)
      .where(
        and(
          eq(products.orgId, orgId),
          filter.status ? eq(products.status, filter.status) : undefined,
          filter.kind ? eq(products.kind, filter.kind) : undefined,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.productId));
  },

  async find(tx: Tx, orgId: string, productId: string, forUpdate = false): Promise<ProductRow | undefined> {
    const query = tx
      .select()
      .from(products)
      .where(and(eq(products.orgId, orgId), eq(products.productId, productId)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async insert(tx: Tx, orgId: string, productId: string, fields: ProductFields, status: ProductStatus = 'Draft'): Promise<void> {
    await tx.insert(products).values({ orgId, productId, status, ...fields });
  },

  async update(tx: Tx, orgId: string, productId: string, fields: ProductFields): Promise<void> {
    await tx
      .update(products)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(products.orgId, orgId), eq(products.productId, productId)));
  },

  async setStatus(tx: Tx, orgId: string, productId: string, status: ProductStatus): Promise<boolean> {
    const rows = await tx
      .update(products)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(products.orgId, orgId), eq(products.productId, productId)))
      .returning({ productId: products.productId });
    return rows.length > 0;
  },

  async remove(tx: Tx, orgId: string, productId: string): Promise<boolean> {
    const rows = await tx
      .delete(products)
      .where(and(eq(products.orgId, orgId), eq(products.productId, productId)))
      .returning({ productId: products.productId });
    return rows.length > 0;
  },
};
