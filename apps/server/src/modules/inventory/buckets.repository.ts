import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inventoryBuckets } from '../../db/schema/index.js';

/** The bucket rows themselves: made with an occurrence, resized with its capacity (counts: inventory.repository.ts). */
export const bucketsRepository = {
  async insertMany(tx: Tx, rows: readonly (typeof inventoryBuckets.$inferInsert)[]) {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(inventoryBuckets).values(rows.slice(i, i + 500));
  },

  async setCapacity(tx: Tx, orgId: string, occurrenceId: string, bucket: string, capacity: number | null) {
    await tx
      .update(inventoryBuckets)
      .set({ capacity })
      .where(and(eq(inventoryBuckets.orgId, orgId), eq(inventoryBuckets.occurrenceId, occurrenceId), eq(inventoryBuckets.bucket, bucket)));
  },

  /** Every date's bucket of the named ones (a ticket type's id names its own on each date). */
  async removeNamed(tx: Tx, orgId: string, buckets: readonly string[]) {
    if (buckets.length === 0) return;
    await tx.delete(inventoryBuckets).where(and(eq(inventoryBuckets.orgId, orgId), inArray(inventoryBuckets.bucket, [...buckets])));
  },

  /** Sets counters directly: for tests only (testing.ts), so a test can start from sold or held places. */
  async setCounts(
    tx: Tx,
    orgId: string,
    occurrenceId: string,
    bucket: string,
    counts: { sold?: number; soldOffline?: number; held?: number },
  ) {
    await tx
      .update(inventoryBuckets)
      .set(counts)
      .where(and(eq(inventoryBuckets.orgId, orgId), eq(inventoryBuckets.occurrenceId, occurrenceId), eq(inventoryBuckets.bucket, bucket)));
  },
};
