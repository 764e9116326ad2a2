import { randomBytes, randomUUID } from 'node:crypto';
import { tourAppLinkFor } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { productAccessesRepository } from './product-accesses.repository.js';
import { productsRepository } from './products.repository.js';

/*
 * The tours sold: one access code per offer bought, issued in the charge's transaction (orders
 * calls this), which the tour app checks through GET /api/public/product-access/{code}.
 */

/** A product line of an order, as its accesses are issued from it. */
export interface SoldProductLine {
  lineNo: number;
  quantity: number;
  sellableId: string;
  offerId: string | null;
}

/** 128 random bits, as a ticket's code: the code is the tour, so it must not be guessable. */
const newAccessCode = () => randomBytes(16).toString('base64url');

export async function issueProductAccesses(tx: Tx, orgId: string, orderId: string, lines: readonly SoldProductLine[]) {
  await productAccessesRepository.insertMany(
    tx,
    lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        orgId,
        accessId: randomUUID(),
        code: newAccessCode(),
        productId: line.sellableId,
        offerId: line.offerId ?? '',
        orderId,
        lineNo: line.lineNo,
      })),
    ),
  );
}

export const productAccessesOfOrder = (tx: Tx, orgId: string, orderId: string) => productAccessesRepository.ofOrder(tx, orgId, orderId);

/** A refund of the whole order takes its tours back. */
export async function cancelProductAccessesOfOrder(tx: Tx, orgId: string, orderId: string) {
  const active = (await productAccessesRepository.ofOrder(tx, orgId, orderId)).filter((access) => access.status === 'Active');
  await productAccessesRepository.cancel(
    tx,
    orgId,
    active.map((access) => access.accessId),
  );
}

/**
 * What the tour app learns of a code: whether it opens the tour, and which product and offer it
 * is. Looked up across organisations (the app knows only the code), in platform scope by the caller.
 */
export async function productAccessOf(tx: Tx, code: string) {
  const access = await productAccessesRepository.findByCode(tx, code);
  if (!access) return undefined;
  const product = await productsRepository.find(tx, access.orgId, access.productId);
  const offer = product?.offers.find((candidate) => candidate.offerId === access.offerId);
  return {
    valid: access.status === 'Active',
    orgId: access.orgId,
    productId: access.productId,
    offerId: access.offerId,
    offerName: offer?.name ?? null,
    offerNames: offer?.names ?? {},
    kind: product?.kind ?? null,
    defaultLanguage: product?.defaultLanguage ?? null,
    languages: product ? Object.keys(product.localization) : [],
    names: product ? Object.fromEntries(Object.entries(product.localization).map(([language, text]) => [language, text?.name ?? ''])) : {},
    issuedAt: access.createdAt.toISOString(),
    // A canceled code opens nothing, so it is not handed to the app either.
    appLink: access.status === 'Active' && product?.appAddress ? tourAppLinkFor(product.appAddress, access.code) : null,
  };
}
