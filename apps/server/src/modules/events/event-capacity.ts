import { EVENT_MESSAGES } from '@foyer/contracts';
import { capacityShortfall } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { setBucketCapacity } from '../inventory/index.js';
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
