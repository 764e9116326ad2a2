import { randomUUID } from 'node:crypto';
import { NOT_FOUND_THINGS, type TAddToCart, type TCart } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { invalid } from '../../lib/app-error.js';
import { findSellableVoucher } from '../vouchers/index.js';
import { holdsUntil, releaseLapsedCart } from './cart-holds.js';
import { lockOpenCart, requireOrganization } from './cart-locks.js';
import { loadCartView } from './cart-view.js';
import { cartItemsRepository, cartsRepository } from './carts.repository.js';

type VoucherPart = NonNullable<TAddToCart['voucher']>;

export const VOUCHER_NOT_FOUND = `${NOT_FOUND_THINGS.voucher} not found`;

/**
 * The `voucher` part of the add: gift vouchers of one kind, for the buyer or as a gift (a
 * recipient's name and a message, printed on the voucher). They hold nothing; like any add they
 * restart the cart's time. Never a 404 (the shop would drop the whole cart, SPEC §8).
 */
export async function addVoucher(
  ctx: AppContext,
  orgId: string,
  body: Pick<TAddToCart, 'cartId' | 'language'> & { voucher: VoucherPart },
): Promise<TCart> {
  if (body.cartId) await releaseLapsedCart(ctx, orgId, body.cartId);
  return inTenant(ctx.db, orgId, async (tx) => {
    const settings = await requireOrganization(ctx, tx, orgId);
    const voucher = await findSellableVoucher(tx, orgId, body.voucher.voucherId, ctx.now());
    if (!voucher) throw invalid({ 'voucher.voucherId': VOUCHER_NOT_FOUND }, VOUCHER_NOT_FOUND);
    const cart = body.cartId
      ? await lockOpenCart(tx, orgId, body.cartId)
      : await cartsRepository.create(tx, orgId, randomUUID(), body.language);
    const items = await cartItemsRepository.listForCart(tx, orgId, cart.cartId);
    await cartItemsRepository.insert(tx, {
      orgId,
      cartId: cart.cartId,
      itemId: randomUUID(),
      kind: 'Voucher',
      sellableId: voucher.voucherId,
      quantity: body.voucher.quantity,
      position: items.length,
      details: { recipientName: body.voucher.recipientName ?? null, message: body.voucher.message ?? null },
    });
    const language = cart.language !== body.language ? body.language : undefined;
    const extended = await cartsRepository.extendHolds(tx, orgId, cart.cartId, holdsUntil(ctx.now(), settings.holdMinutes), language);
    return loadCartView(tx, extended, ctx.now(), { settings });
  });
}
