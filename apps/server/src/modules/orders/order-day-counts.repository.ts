import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

export const dayCountsRepository = {
  /** Whether this transaction is the one adding changes in (held to its end), or another is. */
  async takeTurn(tx: Tx): Promise<boolean> {
    const [row] = await queryRows<{ taken: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('foyer:order-day-counts')) as taken`,
    );
    return row?.taken === true;
  },

  /**
   * Moves every change the trigger on orders appended into the counts per museum, day and status,
   * all museums in one statement: a count reads both tables in one snapshot, so it is exact
   * before, during and after. Changes of a museum deleted meanwhile go. Answers the rows added to.
   */
  async addChangesIn(tx: Tx): Promise<number> {
    const [row] = await queryRows<{ days: string | number }>(
      tx,
      sql`with moved as (
            delete from order_day_count_changes returning org_id, day, left_status, entered_status
          ), deltas as (
            select org_id, day, entered_status as status, 1 as orders from moved where entered_status is not null
            union all
            select org_id, day, left_status, -1 from moved where left_status is not null
          ), added as (
            insert into order_day_counts (org_id, day, status, orders)
            select d.org_id, d.day, d.status, sum(d.orders) from deltas d
            where exists (select 1 from organizations g where g.org_id = d.org_id)
            group by d.org_id, d.day, d.status
            on conflict (org_id, day, status) do update set orders = order_day_counts.orders + excluded.orders
            returning 1
          )
          select count(*) as days from added`,
    );
    return Number(row?.days ?? 0);
  },
};
