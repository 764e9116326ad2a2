import { sql } from 'drizzle-orm';
import type { FeeCategory, FeeType } from '@foyer/contracts';
import { queryRows, type Tx } from '../../db/client.js';

/** The organisation's row with what a sale reads of its settings, as stored. */
export interface StoredSaleSettings {
  /** The configuration items a sale reads, by name (absent when not set). */
  settings: Record<string, string> | null;
  provider: 'test' | 'stripe' | null;
  test_mode: boolean | null;
  fees: { category: FeeCategory; type: FeeType; value: number; vatBasisPoints: number }[] | null;
  /** Whether the "New order" notification is on (staff are mailed of each order placed in the shop). */
  new_order_notice: boolean;
}

/**
 * One statement for everything a sale reads of its organisation (read-only joins of the tables
 * configuration, payments, fees and notifications write); no row when the organisation does not exist.
 */
export async function readSaleSettings(tx: Tx, orgId: string, names: string[]): Promise<StoredSaleSettings | undefined> {
  const [row] = await queryRows<StoredSaleSettings>(
    tx,
    sql`select
          (select json_object_agg(c.name, c.value) from configuration_items c
            where c.org_id = o.org_id and c.name in ${names}) as settings,
          p.provider, p.test_mode,
          (select json_agg(json_build_object('category', f.category, 'type', f.type, 'value', f.value, 'vatBasisPoints', f.vat_basis_points))
            from fees f where f.org_id = o.org_id) as fees,
          exists (select 1 from organization_notification_settings n
            where n.org_id = o.org_id and n.kind = 'NEW_ORDER' and n.enabled) as new_order_notice
        from organizations o left join payment_settings p on p.org_id = o.org_id
        where o.org_id = ${orgId}`,
  );
  return row;
}
