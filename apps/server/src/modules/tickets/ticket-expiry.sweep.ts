import type { AppContext } from '../../context.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { EXPIRY_BATCH, ticketExpiryRepository } from './ticket-expiry.repository.js';

/**
 * SPEC §4 Ticket: a ticket past its validity is EXPIRED. The scanner already reads it so as of now
 * (statusAt); this stores it, so the order page, refunds and reports agree. Works through a backlog
 * in batches, each its own transaction.
 */
export async function expireEndedTickets(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await inPlatformScope(ctx.db, (tx) => ticketExpiryRepository.expireEnded(tx, now));
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
}
