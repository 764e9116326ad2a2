import type { AppContext } from '../../context.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { dayCountsRepository } from './order-day-counts.repository.js';

/**
 * The sweep that keeps the orders list's tally small to read (migration 20261127T0525): the
 * changes appended since the last round go into the counts per museum, day and status. One
 * process at a time; the others skip the round rather than queue on the same days.
 */
export async function addUpOrderDayCounts(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return inPlatformScope(ctx.db, async (tx) => {
    if (!(await dayCountsRepository.takeTurn(tx))) return 0;
    return dayCountsRepository.addChangesIn(tx);
  });
}
