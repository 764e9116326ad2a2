import type { Tx } from '../../db/client.js';
import { LANGUAGES, type ProductStatus, type TLocalizedNames } from '@foyer/contracts';
import type { StoredOffer } from '../../db/schema/index.js';
import { productsRepository, type ProductFields, type ProductRow } from './products.repository.js';

/** A published product of the organisation and the offer asked for, as the cart sells it; undefined otherwise. */
export async function findSellableOffer(tx: Tx, orgId: string, productId: string, offerId: string) {
  const product: ProductRow | undefined = await productsRepository.find(tx, orgId, productId);
  if (product?.status !== 'Published') return undefined;
  const offer = product.offers.find((candidate) => candidate.offerId === offerId);
  return offer && { product, offer };
}

/** A product of the organisation whatever its status: a cart names what it holds after the product was withdrawn. */
export const findProduct = (tx: Tx, orgId: string, productId: string): Promise<ProductRow | undefined> =>
  productsRepository.find(tx, orgId, productId);

/** A product made by the platform itself (demo and test data), not through the API. */
export const insertProduct = (tx: Tx, orgId: string, productId: string, fields: ProductFields, status: ProductStatus) =>
  productsRepository.insert(tx, orgId, productId, fields, status);

/** An offer's name in `language` where the museum named it so, else its name in the product's default language. */
export const offerNameFor = (offer: StoredOffer, language: string): string =>
  offer.names?.[language as keyof NonNullable<StoredOffer['names']>]?.trim() || offer.name;

/** The offer's name in each language a shop is shown in, as offerNameFor gives it (a cart shown in another language than it was filled in). */
export const offerNamesOf = (offer: StoredOffer): TLocalizedNames =>
  Object.fromEntries(LANGUAGES.map((language) => [language, offerNameFor(offer, language)]));
