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

/**
 * An add's holds, sent with its transaction's COMMIT where the database allows: nothing is known
 * until the commit, and a hold that does not fit throws, rolling back everything (`refusedBucket`
 * names it). For an add's last statements only; `holdPlaces` answers at once.
 */
export const holdPlacesAtCommit = (tx: Tx, orgId: string, occurrenceId: string, holds: readonly { bucket: string; quantity: number }[]) =>
  inventoryRepository.holdOrRefuseAtCommit(
    tx,
    holds.map((hold) => ({ orgId, occurrenceId, ...hold })),
  );

/** The bucket whose places did not fit, when `error` is the refusal of holdPlacesAtCommit; undefined for any other error. */
export const refusedBucket = (error: unknown) => inventoryRepository.refusedBucket(error);

/** Gives back `quantity` held places. */
export const releaseHeldPlaces = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number) =>
  inventoryRepository.release(tx, orgId, occurrenceId, bucket, quantity);

/** Held places become sold ones (a charged order), with the COMMIT where the database allows: the transaction's last change. */
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
