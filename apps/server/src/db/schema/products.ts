import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, ProductKind, ProductStatus, TProductOffer } from '@foyer/contracts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export type StoredLocalization = Partial<Record<Language, { name: string; description: string }>>;

/** An offer as stored: those saved before offers had names in other languages have no `names`. */
export type StoredOffer = Omit<TProductOffer, 'names'> & { names?: TProductOffer['names'] };

/** Digital-tour products (migration …_products). */
export const products = pgTable(
  'products',
  {
    orgId: uuid('org_id').notNull(),
    productId: uuid('product_id').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    status: text('status').$type<ProductStatus>().notNull(),
    localization: jsonb('localization').$type<StoredLocalization>().notNull(),
    defaultLanguage: text('default_language').$type<Language>().notNull(),
    offers: jsonb('offers').$type<StoredOffer[]>().notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    /** 20261129T1100: the tour app's address, `{code}` where the access code goes. */
    appAddress: text('app_address'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.productId] })],
);

/** 20261125T1015_product_accesses: a tour bought, by the code its app checks. */
export const productAccesses = pgTable(
  'product_accesses',
  {
    orgId: uuid('org_id').notNull(),
    accessId: uuid('access_id').notNull(),
    code: text('code').notNull(),
    productId: uuid('product_id').notNull(),
    offerId: text('offer_id').notNull(),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    status: text('status').$type<'Active' | 'Canceled'>().notNull().default('Active'),
    createdAt: tz('created_at').notNull().defaultNow(),
    canceledAt: tz('canceled_at'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.accessId] })],
);
