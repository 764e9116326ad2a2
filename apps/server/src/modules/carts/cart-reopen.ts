import type { Tx } from '../../db/client.js';
import { findEvent, findOccurrence } from '../events/index.js';
import { holdPlaces, releaseHeldPlaces } from '../inventory/index.js';
import { holdMinutesOf } from '../organization-settings/index.js';
import { holdsUntil } from './cart-holds.js';
import { eventItemsOf } from './cart-items.js';
import { cartItemsRepository, cartLinesRepository, cartsRepository } from './carts.repository.js';

/**
 * A payment attempt failed (declined or abandoned) while its order still held the places: they
 * pass back to the cart as they are, with the order's time left, and the cart is open again for
 * another attempt. Nothing moves in the buckets: the cart's lines are exactly what the order held.
 */
export async function reopenCartWithHolds(tx: Tx, orgId: string, cartId: string, expiresAt: Date) {
  await cartsRepository.update(tx, orgId, cartId, { status: 'Open', expiresAt });
}

/**
 * A payment attempt failed after its holds were given back (they lapsed first): the cart opens
 * again and takes each item's places anew while there is room. An item whose places are gone
 * (sold out, off sale, over) is dropped whole, so no half an order (a child without its adult)
 * is left. Buckets are taken in sorted order, like every take. The caller holds the cart's lock.
 * Returns how many tickets could not be held again.
 */
export async function reopenCartAndHoldAgain(tx: Tx, orgId: string, cartId: string, now: Date): Promise<number> {
  const everything = await cartItemsRepository.listForCart(tx, orgId, cartId);
  // Only admissions take places again; the other kinds hold nothing and simply stay.
  const items = eventItemsOf(everything).sort((a, b) => a.occurrenceId.localeCompare(b.occurrenceId));
  const lines = await cartLinesRepository.listForItems(
    tx,
    orgId,
    items.map((item) => item.itemId),
  );
  let lost = 0;
  for (const item of items) {
    const itemLines = lines.filter((line) => line.itemId === item.itemId);
    const demand = new Map<string, number>();
    for (const line of itemLines) demand.set(line.bucket, (demand.get(line.bucket) ?? 0) + line.quantity);
    const taken: [string, number][] = [];
    let fits = await onSale(tx, orgId, item.occurrenceId, now);
    for (const [bucket, quantity] of [...demand].sort(([a], [b]) => a.localeCompare(b))) {
      if (!fits) break;
      if (await holdPlaces(tx, orgId, item.occurrenceId, bucket, quantity)) taken.push([bucket, quantity]);
      else fits = false;
    }
    if (fits) continue;
    for (const [bucket, quantity] of taken) await releaseHeldPlaces(tx, orgId, item.occurrenceId, bucket, quantity);
    await cartItemsRepository.remove(tx, orgId, [item.itemId]);
    lost += itemLines.reduce((sum, line) => sum + line.quantity, 0);
  }
  const kept = everything.length > items.length || (items.length > 0 && lost < lines.reduce((sum, line) => sum + line.quantity, 0));
  await cartsRepository.update(tx, orgId, cartId, { status: 'Open', expiresAt: null });
  if (kept) await cartsRepository.extendHolds(tx, orgId, cartId, holdsUntil(now, await holdMinutesOf(tx, orgId)));
  return lost;
}

async function onSale(tx: Tx, orgId: string, occurrenceId: string, now: Date) {
  const occurrence = await findOccurrence(tx, orgId, occurrenceId);
  const event = occurrence && (await findEvent(tx, orgId, occurrence.eventId));
  return Boolean(
    occurrence &&
    event &&
    event.status === 'Published' &&
    occurrence.status === 'Published' &&
    event.visibility === 'Public' &&
    occurrence.endsAt.getTime() > now.getTime(),
  );
}
