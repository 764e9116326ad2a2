import type { Tx } from '../../db/client.js';
import { bucketsRepository } from './buckets.repository.js';

/*
 * Inventory is the one writer of `inventory_buckets`: events asks it for an occurrence's buckets
 * and their capacities, in the caller's transaction; sales change the counts through places.ts.
 */

/** Makes the buckets of new occurrences (one per ticket type, or the one pool). */
export const createBuckets = (
  tx: Tx,
  buckets: readonly { orgId: string; occurrenceId: string; bucket: string; capacity: number | null }[],
) => bucketsRepository.insertMany(tx, buckets);

/** Sets a bucket's capacity; the caller has checked it is not below what is sold or held. */
export const setBucketCapacity = (tx: Tx, orgId: string, occurrenceId: string, bucket: string, capacity: number | null) =>
  bucketsRepository.setCapacity(tx, orgId, occurrenceId, bucket, capacity);

/** Removes a removed ticket type's buckets on every date; the caller has checked nothing in them is sold or held. */
export const removeTicketTypeBuckets = (tx: Tx, orgId: string, ticketTypeIds: readonly string[]) =>
  bucketsRepository.removeNamed(tx, orgId, ticketTypeIds);
