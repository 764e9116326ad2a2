import { randomUUID } from 'node:crypto';
import { NOT_FOUND_THINGS, SHOP_MESSAGES, type TAddToCart, type TCart } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { invalid } from '../../lib/app-error.js';
import { findSellableOffer } from '../products/index.js';
import { holdsUntil, releaseLapsedCart } from './cart-holds.js';
import { lockOpenCart, requireOrganization } from './cart-locks.js';
import { loadCartView } from './cart-view.js';
import { cartItemsRepository, cartsRepository } from './carts.repository.js';

type ProductPart = NonNullable<TAddToCart['product']>;

const PRODUCT_NOT_FOUND = `${NOT_FOUND_THINGS.product} not found`;

/**
 * The `product` part of the add (SPEC §7): offers of a digital tour by quantity, one cart item per
 * offer. Nothing is held; like any add it restarts the cart's time. Never a 404 (SPEC §8).
 */
export async function addProduct(
  ctx: AppContext,
  orgId: string,
  body: Pick<TAddToCart, 'cartId' | 'language'> & { product: ProductPart },
): Promise<TCart> {
  if (body.cartId) await releaseLapsedCart(ctx, orgId, body.cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const fields: Record<string, string> = {};
    const wanted: { offerId: string; quantity: number }[] = [];
    for (const [index, line] of body.product.items.entries()) {
      const found = await findSellableOffer(tx, orgId, body.product.productId, line.offerId);
      // An unpublished or unknown product, or an offer it does not have: named by the offer asked for.
      if (!found) fields[`product.items.${index}.offerId`] = PRODUCT_NOT_FOUND;
      else if (line.quantity > 0) wanted.push(line);
    }
    if (Object.keys(fields).length > 0) throw invalid(fields, Object.values(fields)[0]);
    if (wanted.length === 0) throw invalid({ 'product.items': SHOP_MESSAGES.invalidQuantity }, SHOP_MESSAGES.invalidQuantity);
    const cart = body.cartId
      ? await lockOpenCart(tx, orgId, body.cartId)
      : await cartsRepository.create(tx, orgId, randomUUID(), body.language);
    const items = await cartItemsRepository.listForCart(tx, orgId, cart.cartId);
    for (const [index, line] of wanted.entries()) {
      await cartItemsRepository.insert(tx, {
        orgId,
        cartId: cart.cartId,
        itemId: randomUUID(),
        kind: 'Product',
        sellableId: body.product.productId,
        offerId: line.offerId,
        quantity: line.quantity,
        position: items.length + index,
      });
    }
    const language = cart.language !== body.language ? body.language : undefined;
    const extended = await cartsRepository.extendHolds(tx, orgId, cart.cartId, holdsUntil(ctx.now(), settings.holdMinutes), language);
    return loadCartView(tx, extended, ctx.now(), { settings });
  });
}
