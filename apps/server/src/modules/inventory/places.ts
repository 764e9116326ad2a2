import type { Tx } from '../../db/client.js';
import { inventoryRepository } from './inventory.repository.js';

/*
 * What every kind of sale does with an occurrence's places, in the caller's transaction. Each is
 * one conditional statement of inventory.repository.ts, the only code that changes a bucket's
 * held and sold counts; callers take several buckets in sorted order.
 */

/** Holds `quantity` more when they fit; false when they do not (nothing changes then). */
export const holdPlaces = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number) =>
  inventoryRepository.hold(tx, orgId, occurrenceId, bucket, quantity);

/** Gives back `quantity` held places. */
export const releaseHeldPlaces = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number) =>
  inventoryRepository.release(tx, orgId, occurrenceId, bucket, quantity);

/** Held places become sold ones (a charged order). */
export const sellHeldPlaces = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number) =>
  inventoryRepository.sellHeld(tx, orgId, occurrenceId, bucket, quantity);

/** Sells `quantity` at the desk or as printed tickets when they fit; false when they do not. */
export const sellPlacesOffline = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number) =>
  inventoryRepository.sellOffline(tx, orgId, occurrenceId, bucket, quantity);

/** Sold places come back (a refund or cancelation); `offline` for those sold at the desk. */
export const returnSoldPlaces = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number, offline = false) =>
  inventoryRepository.returnSold(tx, orgId, occurrenceId, bucket, quantity, offline);

/** What a bucket can still give now (null: unlimited), for a clear sold-out answer only. */
export const placesAvailable = (tx: Tx, orgId: string, occurrenceId: string, bucket: string) =>
  inventoryRepository.available(tx, orgId, occurrenceId, bucket);
