import { EVENT_MESSAGES, belowMinimumPerOrder, largestMinimumPerOrder } from '@foyer/contracts';
import { capacityShortfall } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { conflict, invalid } from '../../lib/app-error.js';
import { setBucketCapacity } from '../inventory/index.js';
import { POOL_BUCKET } from '../../db/schema/index.js';
import type { BucketRow } from './events.repository.js';

/**
 * Sets the capacity of each listed bucket, refusing (409, naming `field`) when any one has
 * already sold or held more. The caller has locked the buckets.
 */
export async function setBucketCapacities(tx: Tx, buckets: readonly BucketRow[], capacity: number | null, field: string) {
  for (const bucket of buckets) {
    const used = capacityShortfall(capacity, bucket);
    if (used !== null) {
      const message = EVENT_MESSAGES.capacityBelowSold.replace('{0}', String(used));
      throw conflict(message, { [field]: message });
    }
  }
  for (const bucket of buckets) await setBucketCapacity(tx, bucket.orgId, bucket.occurrenceId, bucket.bucket, capacity);
}

/**
 * Refuses (400, naming `field`) a capacity below the minimum per order of the ticket types it is
 * for: the pool's is the largest of all of them, a ticket type's own bucket its own. Such places
 * could never be bought.
 */
export function refuseBelowMinimumPerOrder(
  bucket: string,
  capacity: number | null,
  tickets: readonly { ticketTypeId: string; requireMinimumQuantity: number | null }[],
  field: string,
) {
  const sharing = bucket === POOL_BUCKET ? tickets : tickets.filter((t) => t.ticketTypeId === bucket);
  const message = belowMinimumPerOrder(capacity, largestMinimumPerOrder(sharing));
  if (message) throw invalid({ [field]: message }, message);
}
