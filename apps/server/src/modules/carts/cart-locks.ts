import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { organizationExists } from '../organizations/index.js';
import { cartsRepository, type CartRow } from './carts.repository.js';

/* Where every cart call starts: the organisation, then the cart, locked. */

export const cartNotFound = () => notFound('Cart');

/** The organisation of a public call must exist: an unknown orgId is 404 like any unknown id. */
export async function requireOrganization(tx: Tx, orgId: string) {
  if (!(await organizationExists(tx, orgId))) throw notFound('Organisation');
}

/**
 * The cart to change, locked. A checked-out cart is gone for the shop (404, which resets it);
 * a lapsed one was released beforehand and starts over empty.
 */
export async function lockOpenCart(tx: Tx, orgId: string, cartId: string): Promise<CartRow> {
  const cart = await cartsRepository.find(tx, orgId, cartId, true);
  if (!cart || cart.status === 'CheckedOut') throw cartNotFound();
  if (cart.status === 'Expired') {
    await cartsRepository.update(tx, orgId, cartId, { status: 'Open', expiresAt: null });
    return { ...cart, status: 'Open', expiresAt: null };
  }
  return cart;
}
