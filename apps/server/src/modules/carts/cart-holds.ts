import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import { releaseHeldPlaces } from '../inventory/index.js';
import { eventItemsOf, type CartItem } from './cart-items.js';
import { cartItemsRepository, cartLinesRepository, cartsRepository, type CartRow } from './carts.repository.js';

/**
 * Gives back everything the items hold and removes them. Buckets are released in sorted order,
 * like they are taken. The caller holds the cart's lock.
 */
export async function releaseItems(tx: Tx, orgId: string, items: readonly CartItem[]) {
  const lines = await cartLinesRepository.listForItems(
    tx,
    orgId,
    items.map((item) => item.itemId),
  );
  // Only admissions hold places.
  const occurrenceOf = new Map(eventItemsOf(items).map((item) => [item.itemId, item.occurrenceId]));
  const releases = lines
    .filter((line) => occurrenceOf.has(line.itemId))
    .map((line) => ({ occurrenceId: occurrenceOf.get(line.itemId)!, bucket: line.bucket, quantity: line.quantity }))
    .sort((a, b) => a.occurrenceId.localeCompare(b.occurrenceId) || a.bucket.localeCompare(b.bucket));
  for (const release of releases) await releaseHeldPlaces(tx, orgId, release.occurrenceId, release.bucket, release.quantity);
  await cartItemsRepository.remove(
    tx,
    orgId,
    items.map((item) => item.itemId),
  );
}

/**
 * Releases a cart whose holds have lapsed, in a transaction of its own (never inside another
 * cart's, so no two carts' bucket locks interleave). True when this call released it; false when
 * it had not lapsed or another process is releasing it right now.
 */
export function releaseLapsedCart(ctx: Pick<AppContext, 'db' | 'now'>, orgId: string, cartId: string): Promise<boolean> {
  return inTenant(ctx.db, orgId, async (tx) => {
    const cart = await cartsRepository.lockIfLapsed(tx, orgId, cartId, ctx.now());
    if (!cart) return false;
    await releaseItems(tx, orgId, await cartItemsRepository.listForCart(tx, orgId, cartId));
    await cartsRepository.update(tx, orgId, cartId, { status: 'Expired', expiresAt: null });
    return true;
  });
}

/**
 * A cart the caller has locked, if its holds have lapsed: released in the caller's transaction
 * (payment start folds the release into its own). True when it was.
 */
export async function releaseIfLapsed(tx: Tx, cart: CartRow, now: Date): Promise<boolean> {
  if (cart.status !== 'Open' || !cart.expiresAt || cart.expiresAt.getTime() > now.getTime()) return false;
  await releaseItems(tx, cart.orgId, await cartItemsRepository.listForCart(tx, cart.orgId, cart.cartId));
  await cartsRepository.update(tx, cart.orgId, cart.cartId, { status: 'Expired', expiresAt: null });
  return true;
}

/** Before a take is refused as sold out: release lapsed carts that hold this occurrence. True if any was. */
export async function releaseLapsedHolding(ctx: Pick<AppContext, 'db' | 'now'>, orgId: string, occurrenceId: string): Promise<boolean> {
  const lapsed = await inTenant(ctx.db, orgId, (tx) => cartsRepository.lapsedHolding(tx, orgId, occurrenceId, ctx.now()));
  let released = false;
  for (const { cart_id } of lapsed) released = (await releaseLapsedCart(ctx, orgId, cart_id)) || released;
  return released;
}

/** The sweep: every lapsed cart in every organisation, a batch at a time. */
export async function releaseLapsedCarts(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await inPlatformScope(ctx.db, (tx) => cartsRepository.lapsed(tx, ctx.now(), 100));
    let progressed = false;
    for (const { org_id, cart_id } of batch) {
      if (await releaseLapsedCart(ctx, org_id, cart_id)) {
        released++;
        progressed = true;
      }
    }
    // A batch another process is releasing at the same time: leave it to that process.
    if (batch.length < 100 || !progressed) return released;
  }
}

/** When holds taken now run out: the app's clock (ctx.now(), which tests move) plus the hold time. */
export const holdsUntil = (now: Date, holdMinutes: number) => new Date(now.getTime() + holdMinutes * 60_000);
