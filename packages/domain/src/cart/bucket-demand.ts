import { availableOf, type BucketCounts } from '../availability.js';
import type { TicketLine } from './cart-rules.js';

/**
 * What a cart asks of an occurrence's inventory buckets (DESIGN §4; inventory_buckets in the
 * server's 0002_events.sql): Pool restricted sells every ticket type from the one 'pool' bucket,
 * Individual restricted from a bucket named by the ticket type's id.
 */

/** The pool bucket's key; the server's db/schema POOL_BUCKET has the same value. */
export const POOL_BUCKET = 'pool';

export type SaleMode = 'POOL' | 'INDIVIDUAL';

export interface BucketDemand {
  bucket: string;
  quantity: number;
}

export const bucketOf = (saleMode: SaleMode, ticketId: string): string => (saleMode === 'POOL' ? POOL_BUCKET : ticketId);

/**
 * Quantity per bucket for the lines with a quantity above 0, summed, in bucket order: taking the
 * buckets always in the same order keeps two concurrent carts from deadlocking on each other.
 */
export function bucketDemand(saleMode: SaleMode, lines: readonly TicketLine[]): BucketDemand[] {
  const demand = new Map<string, number>();
  for (const line of lines) {
    if (!(line.quantity > 0)) continue;
    if (!Number.isSafeInteger(line.quantity)) throw new RangeError(`A quantity must be a whole number, got ${line.quantity}`);
    const bucket = bucketOf(saleMode, line.ticketId);
    demand.set(bucket, (demand.get(bucket) ?? 0) + line.quantity);
  }
  return [...demand]
    .map(([bucket, quantity]) => ({ bucket, quantity }))
    .sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
}

export interface BucketShortfall extends BucketDemand {
  /** What the bucket can still give (0 when the occurrence has no such bucket). */
  available: number;
}

/**
 * The buckets that cannot meet the demand now. A read before the atomic take, for a clear answer
 * (which ticket type is sold out); only the conditional update itself guarantees the seats.
 */
export function demandShortfalls(demand: readonly BucketDemand[], buckets: ReadonlyMap<string, BucketCounts>): BucketShortfall[] {
  const short: BucketShortfall[] = [];
  for (const wanted of demand) {
    const bucket = buckets.get(wanted.bucket);
    const available = bucket ? availableOf(bucket) : 0;
    if (available !== null && available < wanted.quantity) short.push({ ...wanted, available });
  }
  return short;
}
