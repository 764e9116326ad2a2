import type { Tx } from '../../db/client.js';
import { cartItemsRepository, cartsRepository } from './carts.repository.js';

/*
 * What checkout reads of a cart and the one change it makes, in its own transaction: carts owns
 * the cart tables and orders goes through these.
 */

/** The cart, locked for update when asked (checkout and payment start lock it first). */
export const findCart = (tx: Tx, orgId: string, cartId: string, forUpdate = false) => cartsRepository.find(tx, orgId, cartId, forUpdate);

/** The cart's items, by position, with every ticket line of them, in one statement. */
export const cartContentsOf = (tx: Tx, orgId: string, cartId: string) => cartItemsRepository.contentsOf(tx, orgId, cartId);

/** The cart became an order: its holds now belong to the order. */
export const markCartCheckedOut = (tx: Tx, orgId: string, cartId: string) => cartsRepository.checkOut(tx, orgId, cartId);
