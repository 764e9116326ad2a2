import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.js';
import { canBeginInOneTrip, oneTripBeginOf } from './one-trip-begin.js';

/**
 * The only ways services open a transaction. Row-level security sees the organisation set here;
 * a query outside them sees no tenant rows at all.
 */
export function inTenant<T>(
  db: Database,
  orgId: string,
  work: (tx: Tx) => Promise<T>,
  options: { isolation?: 'repeatable read' } = {},
): Promise<T> {
  // On PostgreSQL, BEGIN and the setting in one round trip (one-trip-begin.ts).
  const oneTrip = oneTripBeginOf(db);
  if (oneTrip && canBeginInOneTrip(orgId)) return oneTrip({ name: 'app.org_id', value: orgId }, options.isolation, work);
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('app.org_id', ${orgId}, true)`);
      return work(tx);
    },
    // Repeatable read: every statement sees the same moment (a file read page by page).
    options.isolation ? { isolationLevel: options.isolation } : undefined,
  );
}

/**
 * Cross-organisation work: sign-in, a platform admin's lists, the outbox worker. Every use is a
 * deliberate choice in a service, never a default.
 */
export function inPlatformScope<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  const oneTrip = oneTripBeginOf(db);
  if (oneTrip) return oneTrip({ name: 'app.scope', value: 'platform' }, undefined, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.scope', 'platform', true)`);
    return work(tx);
  });
}
