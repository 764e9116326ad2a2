import { sql } from 'drizzle-orm';
import { sqlBuiltOnce } from '../../db/built-once.js';
import { queryRows, type Tx } from '../../db/client.js';
import { sendWithCommit } from '../../db/one-trip-begin.js';

/**
 * The only statements that change what an occurrence has held or sold (DESIGN §4). Each is one
 * conditional UPDATE of one bucket row: concurrent takes queue on the row's lock and each
 * re-checks the condition against the row as the one before it left it, so `sold + sold_offline
 * + held ≤ capacity` holds with any number of server processes. Callers take several buckets in
 * sorted order (bucketDemand), so two carts never wait on each other in a cycle. The add's hold
 * is the same UPDATE inside the database function inventory_hold_or_refuse (migration
 * 20261128T2200), which refuses with an error instead of changing no row, so it can go with the
 * COMMIT in one message.
 */
type BucketChange = { orgId: string; occurrenceId: string; bucket: string; quantity: number };
// The two a sale runs, built once (db/built-once.ts).
const holdIfFits = sqlBuiltOnce<BucketChange, { held: number }>(
  (slot) =>
    sql`update inventory_buckets set held = held + ${slot('quantity')}
        where org_id = ${slot('orgId')} and occurrence_id = ${slot('occurrenceId')} and bucket = ${slot('bucket')}
          and (capacity is null or sold + sold_offline + held + ${slot('quantity')} <= capacity)
        returning held`,
);
const heldBecomeSold = sqlBuiltOnce<BucketChange, never>(
  (slot) =>
    sql`update inventory_buckets set held = held - ${slot('quantity')}, sold = sold + ${slot('quantity')}
        where org_id = ${slot('orgId')} and occurrence_id = ${slot('occurrenceId')} and bucket = ${slot('bucket')}`,
);

const heldOrRefused = sqlBuiltOnce<BucketChange, never>(
  (slot) => sql`select inventory_hold_or_refuse(${slot('orgId')}, ${slot('occurrenceId')}, ${slot('bucket')}, ${slot('quantity')})`,
);

/** SQLSTATE of inventory_hold_or_refuse's refusal (migration 20261128T2200), its DETAIL the bucket. */
const NO_ROOM = 'FY001';
// What may be written into a statement sent with the COMMIT (simple protocol, no parameters).
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BUCKET_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const canBeWrittenIn = (change: BucketChange) =>
  UUID_SHAPE.test(change.orgId) &&
  UUID_SHAPE.test(change.occurrenceId) &&
  BUCKET_SHAPE.test(change.bucket) &&
  Number.isSafeInteger(change.quantity) &&
  change.quantity > 0;

export const inventoryRepository = {
  /** Holds `quantity` more when they fit; false when they do not (nothing changes then). */
  async hold(tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number): Promise<boolean> {
    const rows = await holdIfFits(tx, { orgId, occurrenceId, bucket, quantity });
    return rows.length === 1;
  },

  /**
   * Holds each change when it fits, as the transaction's last statements: on PostgreSQL they go
   * with its COMMIT in one message (db/one-trip-begin.ts), elsewhere they run now. One that does
   * not fit throws PostgreSQL's refusal (see `refusedBucket`), at the latest from the commit, and
   * the whole transaction is rolled back. Callers give the changes in sorted bucket order.
   */
  async holdOrRefuseAtCommit(tx: Tx, changes: readonly BucketChange[]): Promise<void> {
    for (const change of changes) {
      const call = `select inventory_hold_or_refuse('${change.orgId}', '${change.occurrenceId}', '${change.bucket}', ${change.quantity})`;
      if (!canBeWrittenIn(change) || !sendWithCommit(tx, call)) await heldOrRefused(tx, change);
    }
  },

  /** The bucket whose places did not fit, when `error` (or what it wraps) is holdOrRefuseAtCommit's refusal. */
  refusedBucket(error: unknown): string | undefined {
    for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
      const { code, detail } = current as { code?: unknown; detail?: unknown };
      if (code === NO_ROOM && typeof detail === 'string') return detail;
    }
    return undefined;
  },

  /** Gives back `quantity` held tickets. The table's check refuses going below 0, which would be a bug. */
  async release(tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number): Promise<void> {
    await tx.execute(
      sql`update inventory_buckets set held = held - ${quantity}
          where org_id = ${orgId} and occurrence_id = ${occurrenceId} and bucket = ${bucket}`,
    );
  },

  /**
   * Sold tickets come back (a refund or a cancellation): the places are free again. Never below
   * zero: a bucket that does not have them refuses (false), and the caller rolls back.
   */
  async returnSold(tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number, offline = false): Promise<boolean> {
    const rows = await queryRows(
      tx,
      offline
        ? sql`update inventory_buckets set sold_offline = sold_offline - ${quantity}
              where org_id = ${orgId} and occurrence_id = ${occurrenceId} and bucket = ${bucket} and sold_offline >= ${quantity}
              returning 1`
        : sql`update inventory_buckets set sold = sold - ${quantity}
              where org_id = ${orgId} and occurrence_id = ${occurrenceId} and bucket = ${bucket} and sold >= ${quantity}
              returning 1`,
    );
    return rows.length === 1;
  },

  /** Sells `quantity` at the desk or as printed tickets (sold_offline) when they fit; false when they do not. */
  async sellOffline(tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number): Promise<boolean> {
    const rows = await queryRows(
      tx,
      sql`update inventory_buckets set sold_offline = sold_offline + ${quantity}
          where org_id = ${orgId} and occurrence_id = ${occurrenceId} and bucket = ${bucket}
            and (capacity is null or sold + sold_offline + held + ${quantity} <= capacity)
          returning 1`,
    );
    return rows.length === 1;
  },

  /**
   * Held tickets become sold ones (a charged order); the counts move together, so capacity is
   * untouched. Sent with the transaction's COMMIT where it can be (as holdOrRefuseAtCommit), so
   * a charge locks the hot row only while PostgreSQL runs it and commits; elsewhere it runs now.
   */
  async sellHeld(tx: Tx, orgId: string, occurrenceId: string, bucket: string, quantity: number): Promise<void> {
    const change = { orgId, occurrenceId, bucket, quantity };
    const update = `update inventory_buckets set held = held - ${quantity}, sold = sold + ${quantity}
      where org_id = '${orgId}' and occurrence_id = '${occurrenceId}' and bucket = '${bucket}'`;
    if (!canBeWrittenIn(change) || !sendWithCommit(tx, update)) await heldBecomeSold(tx, change);
  },

  /** What a bucket can still give now (null: unlimited; 0 when there is no such bucket). For a clear sold-out answer only. */
  async available(tx: Tx, orgId: string, occurrenceId: string, bucket: string): Promise<number | null> {
    const [row] = await queryRows<{ capacity: number | null; used: number }>(
      tx,
      sql`select capacity, sold + sold_offline + held as used from inventory_buckets
          where org_id = ${orgId} and occurrence_id = ${occurrenceId} and bucket = ${bucket}`,
    );
    if (!row) return 0;
    return row.capacity === null ? null : Math.max(0, row.capacity - Number(row.used));
  },
};
