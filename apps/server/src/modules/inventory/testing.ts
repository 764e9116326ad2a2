import type { Tx } from '../../db/client.js';
import { bucketsRepository } from './buckets.repository.js';

/** Sets a bucket's counters directly, so a test can start from sold or held places. */
export const setBucketCountsIn = (
  tx: Tx,
  orgId: string,
  occurrenceId: string,
  bucket: string,
  counts: { sold?: number; soldOffline?: number; held?: number },
) => bucketsRepository.setCounts(tx, orgId, occurrenceId, bucket, counts);
