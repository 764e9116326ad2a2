import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

/** How many tickets one sweep expires at most: a long backlog is worked off in short transactions. */
export const EXPIRY_BATCH = 1000;

export const ticketExpiryRepository = {
  /**
   * Stores EXPIRED on live tickets (NOT_ACTIVATED, ACTIVATED) whose occurrence has ended: the set
   * form of @foyer/domain's `expire` while every ticket is valid until its occurrence ends (no
   * validity periods yet, see tickets.service.ts). A refund canceling the same ticket meanwhile
   * wins or loses on the row lock; the status is checked again after it, so CANCELED stays.
   */
  async expireEnded(tx: Tx, now: Date, limit = EXPIRY_BATCH): Promise<number> {
    const rows = await queryRows(
      tx,
      sql`update tickets t set status = 'EXPIRED'
          where (t.org_id, t.ticket_id) in (
            select t2.org_id, t2.ticket_id from tickets t2
            join occurrences o on o.org_id = t2.org_id and o.occurrence_id = t2.occurrence_id
            where t2.status in ('NOT_ACTIVATED', 'ACTIVATED') and o.ends_at <= ${now.toISOString()}::timestamptz
            limit ${limit}
          )
          and t.status in ('NOT_ACTIVATED', 'ACTIVATED')
          returning 1`,
    );
    return rows.length;
  },
};
