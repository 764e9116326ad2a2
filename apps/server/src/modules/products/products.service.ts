import { randomUUID } from 'node:crypto';
import {
  LANGUAGES,
  type Currency,
  type Language,
  type ProductKind,
  type ProductStatus,
  type TOfferNames,
  type TProduct,
  type TProductAccess,
  type TProductOffer,
  type TProductWrite,
  type TPublicProduct,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import { productAccessOf } from './product-access.js';
import { offerNameFor } from './product-lookups.js';
import type { StoredLocalization } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { organizationExists } from '../organizations/index.js';
import { productsRepository, type ProductFields, type ProductRow } from './products.repository.js';

/** Offers stored before they had names in other languages have none. */
const offersOf = (row: Pick<ProductRow, 'offers'>): TProductOffer[] => row.offers.map((offer) => ({ ...offer, names: offer.names ?? {} }));

const toProduct = (row: ProductRow, currency: Currency): TProduct => ({
  productId: row.productId,
  kind: row.kind,
  status: row.status,
  localization: row.localization,
  defaultLanguage: row.defaultLanguage,
  offers: offersOf(row),
  vatBasisPoints: row.vatBasisPoints,
  appAddress: row.appAddress,
  currency,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The product in the visitor's language when it has a name there, else in its default language. */
function toPublicProduct(row: ProductRow, asked: Language, currency: Currency): TPublicProduct {
  const language = row.localization[asked]?.name.trim() ? asked : row.defaultLanguage;
  const texts = row.localization[language];
  return {
    productId: row.productId,
    kind: row.kind,
    name: texts?.name ?? '',
    description: texts?.description ?? '',
    language,
    // Each offer in the visitor's language when it has a name there (the tour's own may not).
    offers: offersOf(row).map((offer) => ({ ...offer, name: offerNameFor(offer, asked) })),
    currency,
  };
}

/**
 * The row's fields from a write: languages without a name are left out; an offer keeps the id it
 * came with when this product has it (so sales keep naming it), and a new one gets its own.
 */
function fieldsOf(product: TProductWrite, previous?: ProductRow): ProductFields {
  const known = new Set(previous?.offers.map((offer) => offer.offerId));
  const localization: StoredLocalization = {};
  for (const language of LANGUAGES) {
    const texts = product.localization[language];
    if (texts?.name.trim()) localization[language] = { name: texts.name, description: texts.description };
  }
  return {
    kind: product.kind,
    localization,
    defaultLanguage: product.defaultLanguage,
    vatBasisPoints: product.vatBasisPoints,
    appAddress: product.appAddress,
    offers: product.offers.map((offer) => ({
      offerId: offer.offerId && known.has(offer.offerId) ? offer.offerId : randomUUID(),
      name: offer.name,
      // The default language's is `name`; blanks are no name.
      names: Object.fromEntries(
        Object.entries(offer.names).filter(([language, name]) => language !== product.defaultLanguage && name?.trim()),
      ) as TOfferNames,
      price: offer.price,
    })),
  };
}

export async function listProducts(
  ctx: AppContext,
  actor: Actor,
  filter: { status?: ProductStatus; kind?: ProductKind },
): Promise<TProduct[]> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const rows = await productsRepository.list(tx, actor.orgId, filter);
    const currency = await organizationCurrency(tx, actor.orgId);
    return rows.map((row) => toProduct(row, currency));
  });
}

export async function getProduct(ctx: AppContext, actor: Actor, productId: string): Promise<TProduct> {
  const product = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const row = await productsRepository.find(tx, actor.orgId, productId);
    return row && toProduct(row, await organizationCurrency(tx, actor.orgId));
  });
  if (!product) throw notFound('Product');
  return product;
}

export const createProduct = (ctx: AppContext, actor: Actor, product: TProductWrite): Promise<TProduct> =>
  inTenant(ctx.db, actor.orgId, async (tx) => {
    const productId = randomUUID();
    await productsRepository.insert(tx, actor.orgId, productId, fieldsOf(product));
    return toProduct((await productsRepository.find(tx, actor.orgId, productId))!, await organizationCurrency(tx, actor.orgId));
  });

export async function updateProduct(ctx: AppContext, actor: Actor, productId: string, product: TProductWrite): Promise<TProduct> {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const previous = await productsRepository.find(tx, actor.orgId, productId, true);
    if (!previous) return undefined;
    await productsRepository.update(tx, actor.orgId, productId, fieldsOf(product, previous));
    return toProduct((await productsRepository.find(tx, actor.orgId, productId))!, await organizationCurrency(tx, actor.orgId));
  });
  if (!updated) throw notFound('Product');
  return updated;
}

export async function setProductStatus(ctx: AppContext, actor: Actor, productId: string, status: ProductStatus): Promise<TProduct> {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    if (!(await productsRepository.setStatus(tx, actor.orgId, productId, status))) return undefined;
    return toProduct((await productsRepository.find(tx, actor.orgId, productId))!, await organizationCurrency(tx, actor.orgId));
  });
  if (!updated) throw notFound('Product');
  return updated;
}

export async function deleteProduct(ctx: AppContext, actor: Actor, productId: string): Promise<void> {
  const removed = await inTenant(ctx.db, actor.orgId, (tx) => productsRepository.remove(tx, actor.orgId, productId));
  if (!removed) throw notFound('Product');
}

/** SPEC §7 GET /api/public/products/organizations/{orgId}: the published products; an unknown organisation is 404. */
export async function listPublicProducts(ctx: AppContext, orgId: string, language: Language): Promise<TPublicProduct[]> {
  const found = await inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) return null;
    const rows = await productsRepository.list(tx, orgId, { status: 'Published' });
    const currency = await organizationCurrency(tx, orgId);
    return rows.map((row) => toPublicProduct(row, language, currency));
  });
  if (!found) throw notFound('Organization');
  return found;
}

/** GET /api/public/product-access/{code}: the tour app's check. An unknown code is 404. */
export async function checkProductAccess(ctx: AppContext, code: string): Promise<TProductAccess> {
  // The app knows only the code, not the museum: looked up across organisations, read only.
  const access = await inPlatformScope(ctx.db, (tx) => productAccessOf(tx, code));
  if (!access) throw notFound('Product');
  return access as TProductAccess;
}
