import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { saleSettingsOf, type SaleSettings } from '../organization-settings/index.js';
import { cartsRepository, type CartRow } from './carts.repository.js';

/* Where every cart call starts: the organisation, then the cart, locked. */

export const cartNotFound = () => notFound('Cart');

/**
 * The organisation of a public call must exist: an unknown orgId is 404 like any unknown id.
 * Answers its sale settings (kept a few seconds per process, so usually no statement at all).
 */
export async function requireOrganization(ctx: Pick<AppContext, 'db' | 'saleSettings'>, tx: Tx, orgId: string): Promise<SaleSettings> {
  const settings = await saleSettingsOf(ctx, tx, orgId);
  if (!settings) throw notFound('Organization');
  return settings;
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
